import { catalog } from '../../i18n/t.ts';

/** The texts of removing a way in (a number, Google): loaded with its form, when a "Kuraho" button is pressed. */
export const texts = {
  'remove.phone_question': 'Gukuraho nimero {phone} kuri konti yawe?',
  'remove.google_question': 'Gukuraho konti ya Google kuri konti yawe?',
  'remove.text': 'Ntizongera kukwinjiza muri iyi konti. Ushobora kuzayongeraho nyuma.',
  'remove.confirm': 'Yego, kuraho',
  'remove.phone_done': 'Nimero yakuwe kuri konti yawe.',
  'remove.google_done': 'Konti ya Google yakuwe kuri konti yawe.',
};

export const removeWayText = catalog(texts);
