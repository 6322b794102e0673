/**
 * Words a Rwandan learner is likely to build a password on. The server adds them to zxcvbn's lists
 * of common and breached passwords; the strength hint in the browser uses them without those lists.
 */
export const LOCAL_PASSWORD_WORDS = (
  'provisoire perimi permis ikizamini umunyeshuri rwanda kigali murakoze muraho amahoro imana urukundo amavubi ' +
  'agaciro ubumwe inkotanyi mama papa ijambo ibanga imodoka moto umuhanda mtn airtel momo'
).split(' ');
