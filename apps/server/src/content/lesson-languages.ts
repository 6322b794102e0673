import type { Language } from '@provisoire/domain';

const NUMBER = String.raw`\**\d+(?:\.\d+)?(?:bis)?\**`;

/** The words a lesson's compiler reads and writes, in the lesson's language (issue 41). */
export interface LessonLanguage {
  /** The label of a `::: igisubizo` answer the learner opens. */
  answer: string;
  /** The title of a `::: kugenzura` note on a fact still being checked. */
  review: string;
  /** A rule's source named inline: an article, or outside the 2002 Order, "Source:". */
  cites: RegExp;
  /** The heading of a table column that gives each row's article. */
  articleColumn: RegExp;
  /** The introduction and the summary, which restate rules cited above them and need cite none. */
  exemptSections: readonly string[];
  /** Every citation of articles in a text, the articles' list in group 1 (global). */
  citation: RegExp;
  /** A glossary entry's line of other forms a lesson may write the term in, the forms in group 1. */
  otherForms: RegExp;
}

/** How the translations cite: "Article N" before every article (translation-checks.ts), "Source:" outside the Order. */
const ARTICLE_N = {
  cites: /\bArticle \d|\bSource\s*:/,
  articleColumn: /^Article\b/,
  citation: new RegExp(String.raw`\bArticle (${NUMBER})`, 'g'),
};

export const LESSON_LANGUAGES: Record<Language, LessonLanguage> = {
  rw: {
    answer: 'Reba igisubizo',
    review: 'Biracyagenzurwa',
    cites: /ingingo ya \d|inkomoko\s*:/i,
    articleColumn: /^ingingo\b/i,
    exemptSections: ['Iri somo rivuga iki?', 'Ibyo kwibuka'],
    // "ingingo ya 32.6 na 32.7", "ingingo ya 77 kugeza ku ya 81", "ingingo ya 34, iya 35.2 n'iya 36"
    citation: new RegExp(
      String.raw`ingingo ya (${NUMBER}(?:(?:\s*,\s*(?:iya\s+)?|\s+na\s+|\s+n['’]iya\s+|\s+kugeza ku ya\s+|\s*[–-]\s*)${NUMBER})*)`,
      'gi',
    ),
    otherForms: /^Indi mivugire:\s*(.+)$/m,
  },
  en: {
    ...ARTICLE_N,
    answer: 'See the answer',
    review: 'Still being checked',
    exemptSections: ['What is this lesson about?', 'Remember'],
    otherForms: /^Other forms:\s*(.+)$/m,
  },
  fr: {
    ...ARTICLE_N,
    answer: 'Voir la réponse',
    review: 'En cours de vérification',
    exemptSections: ['De quoi parle cette leçon ?', 'À retenir'],
    otherForms: /^Autres formes\s*:\s*(.+)$/m,
  },
};

/** Whether a `##` section is the lesson's introduction or summary, in its language. */
export const isExemptSection = (words: LessonLanguage, title: string) =>
  words.exemptSections.some((exempt) => title.startsWith(exempt));
