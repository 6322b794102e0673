// Loaded only when a learner types a new password (a chunk of its own): never part of the first page.

import { LOCAL_PASSWORD_WORDS } from '@provisoire/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';

// A hint, not the rule: the server checks against zxcvbn's full lists of common and breached passwords
// (hundreds of KB). Here only the keyboard patterns and a few words, so that the usual guesses read weak.
const WORDS = [
  ...'password motdepasse iloveyou welcome admin letmein monkey dragon football princess sunshine master jesus love'.split(
    ' ',
  ),
  ...LOCAL_PASSWORD_WORDS,
];

export type Strength = 'weak' | 'fair' | 'strong';

const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { words: WORDS } });

/** Each word of the learner's name and e-mail: "uwase2026" is as easy a guess as "Uwase Aline". */
const wordsOf = (inputs: string[]) =>
  inputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);

/** Weak below zxcvbn's score 2, the server's threshold: it would likely refuse such a password. */
export function estimateStrength(password: string, userInputs: string[] = []): Strength {
  const { score } = zxcvbn.check(password, wordsOf(userInputs));
  return score < 2 ? 'weak' : score < 3 ? 'fair' : 'strong';
}
