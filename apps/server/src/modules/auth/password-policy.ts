import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// Words a Rwandan learner is likely to build a password on, beside zxcvbn's lists of the most used and
// breached passwords, names and keyboard patterns.
const LOCAL_WORDS = (
  'provisoire perimi permis ikizamini umunyeshuri rwanda kigali murakoze muraho amahoro imana urukundo amavubi ' +
  'agaciro ubumwe inkotanyi mama papa ijambo ibanga imodoka moto umuhanda mtn airtel momo'
).split(' ');

let zxcvbn: ZxcvbnFactory | null = null;

/** Built on first use (about 80 ms): a server that never checks a password never loads the lists. */
function estimator() {
  zxcvbn ??= new ZxcvbnFactory({
    ...common,
    dictionary: { ...common.dictionary, kinyarwanda: LOCAL_WORDS },
  });
  return zxcvbn;
}

/**
 * True when a new password is among the common or breached ones, or close enough to them, to the
 * learner's own name or e-mail, or to a keyboard pattern to fall in under a million guesses.
 */
export function isWeakPassword(password: string, userInputs: string[]) {
  return estimator().check(password, userInputs).score < 2;
}
