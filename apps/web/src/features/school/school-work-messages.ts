import { addMessages } from '../../i18n/t.ts';

/**
 * The API's answers about seats and messages, in Kinyarwanda: loaded by the school's seats, student and
 * message pages only (like `school-messages.ts`, out of the sign-up's download).
 */
export const SCHOOL_WORK_MESSAGES = {
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

addMessages(SCHOOL_WORK_MESSAGES);
