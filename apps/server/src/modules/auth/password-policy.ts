import { LOCAL_PASSWORD_WORDS } from '@provisoire/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let zxcvbn: ZxcvbnFactory | null = null;

/** Built on first use (about 80 ms): a server that never checks a password never loads the lists. */
function estimator() {
  zxcvbn ??= new ZxcvbnFactory({
    ...common,
    dictionary: { ...common.dictionary, kinyarwanda: LOCAL_PASSWORD_WORDS },
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
