/**
 * The API's answers about practice and self-checks, in Kinyarwanda: the practice calls carry them, so the
 * texts stay out of the main catalog that every page downloads.
 */
export const texts = {
  'validation.lesson_invalid': 'Iryo somo ntiribaho: hitamo isomo rya 3 kugeza ku rya 13.',
  'validation.sign_category_invalid': "Icyo cyiciro cy'ibyapa ntikibaho.",
  'validation.due_invalid': 'Ibyo wasabye ntibyumvikana.',
  'validation.practice_scope_invalid': 'Hitamo kimwe gusa: isomo, ibyapa, cyangwa amakosa.',
  'validation.question_invalid': 'Icyo kibazo ntikibaho.',
  'validation.question_unknown': 'Icyo kibazo ntikibaho.',
  'validation.question_not_in_check': 'Icyo kibazo ntikiri muri iri suzuma.',
  'validation.check_invalid': 'Iryo suzuma ntiribaho.',
  'validation.request_reused': 'Iki gisubizo cyoherejwe ku kindi kibazo: ongera ugerageze.',
  'errors.check_not_found': "Iri suzuma ry'isomo ntiribonetse: ritangire bundi bushya.",
};

export const PRACTICE_API_TEXTS = texts;
