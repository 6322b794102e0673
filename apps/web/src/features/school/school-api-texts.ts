/**
 * The API's answers about schools and join codes, in Kinyarwanda: carried by the calls that can receive
 * them (the school's sign-up and pages, the join form, the admin's schools), so the texts stay out of the
 * main catalog that every page downloads.
 */
export const texts = {
  'errors.school_pending': 'Ikigo cyanyu kiracyategereje kwemezwa.',
  'errors.school_rejected': 'Ikigo cyanyu nticyemewe.',
  'errors.join_code_unknown': 'Nta kigo gifite iyi code. Yirebe neza.',
  'errors.school_member': 'Uri mu kindi kigo. Banza ukivemo.',
  'validation.school_name_required': "Shyiramo izina ry'ikigo.",
  'validation.school_kind_required': 'Hitamo icyo ikigo gikora.',
  'validation.tin_required': 'Shyiramo TIN.',
  'validation.tin_invalid': "TIN igizwe n'imibare 9.",
  'validation.join_code_invalid': "Code igizwe n'inyuguti 8.",
  'validation.reason_required': 'Andika impamvu.',
};

export const SCHOOL_API_TEXTS = texts;
