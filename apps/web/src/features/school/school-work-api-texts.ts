/**
 * The API's answers about seats and messages, in Kinyarwanda: the school's own calls carry them, the
 * sign-up's do not (like `school-api-texts.ts`, out of the sign-up's download).
 */
export const texts = {
  'errors.no_seat': "Nta ntebe y'iri fatabuguzi isigaye. Banza mugure izindi.",
  'errors.seats_school_only': 'Ikigo cyemejwe ni cyo cyonyine kigura intebe.',
  'validation.seats_invalid': 'Andika umubare uri hagati ya 1 na 100.',
  'validation.message_kind_required': "Hitamo ubwoko bw'ubutumwa.",
  'validation.message_day_required': 'Hitamo itariki.',
  'validation.message_day_invalid': 'Hitamo itariki guhera uyu munsi, mu mwaka umwe.',
  'validation.message_body_required': 'Andika ubutumwa.',
  'validation.message_body_too_long': 'Ubutumwa ntiburenze inyuguti 500.',
  'validation.message_to_required': 'Hitamo abanyeshuri bo kwandikira.',
  'validation.message_no_students': 'Nta munyeshuri muragira mu kigo.',
};

export const SCHOOL_WORK_API_TEXTS = texts;
