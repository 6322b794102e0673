import { EXAM } from '@provisoire/domain';
import { readFrontMatter } from './front-matter.ts';
import { isExemptSection, LESSON_LANGUAGES } from './lesson-languages.ts';
import { type Block, readBlocks } from './question-parser.ts';
import { refusedTranslationTerms, type Term, type TranslationLanguage } from './term-table.ts';

/** How each language cites an article in an explanation. */
export const ARTICLE_CITATION: Record<TranslationLanguage, RegExp> = {
  en: /Article \d+/,
  fr: /Article \d+/,
};
/** The Kinyarwanda's formula choices (`FORMULA_CHOICES`), in each language, word for word. */
export const TRANSLATED_FORMULAS: Record<TranslationLanguage, Record<string, string>> = {
  en: {
    "Nta gisubizo cy'ukuri kirimo": 'None of these answers is correct',
    'Ibisubizo byose ni ukuri': 'All of these answers are correct',
  },
  fr: {
    "Nta gisubizo cy'ukuri kirimo": "Aucune de ces réponses n'est correcte",
    'Ibisubizo byose ni ukuri': 'Toutes ces réponses sont correctes',
  },
};
const MAX_SENTENCES = 3;
const sentences = (text: string) => text.split(/[.!?]+(?=\s|$)/).filter((s) => s.trim()).length;
const keyOf = (b: Block) => b.choices.findIndex((c) => c.correct);

/**
 * The problems of a translated question file against its Kinyarwanda: the same questions in the same
 * order, each with the same picture, as many choices and the key at the same place; an explanation that
 * cites its article in the language's own words; none of the term table's refused words.
 */
export function checkTranslatedQuestions(
  file: string,
  language: TranslationLanguage,
  original: string,
  translated: string,
  terms: readonly Term[],
) {
  const problems: string[] = [];
  const at = (id: string) => `${language}/questions/${file} ${id}`;
  const rw = readBlocks(original.replace(/\r\n/g, '\n'));
  const ours = readBlocks(translated.replace(/\r\n/g, '\n'));
  const byId = new Map(ours.map((b) => [b.id, b]));
  const rwIds = new Set(rw.map((b) => b.id));
  for (const b of ours) if (!rwIds.has(b.id)) problems.push(`${at(b.id)}: no such question in questions/${file}`);
  if (byId.size !== ours.length) problems.push(`${language}/questions/${file}: a question is there twice`);
  for (const source of rw) {
    const b = byId.get(source.id);
    if (!b) {
      problems.push(`${at(source.id)}: missing`);
      continue;
    }
    const stem = b.stem.join(' ');
    const explanation = b.explanation.join(' ');
    if (b.strays.length > 0)
      problems.push(`${at(b.id)}: line ${b.strays.join(', ')} is neither stem, choice nor explanation`);
    if (!stem) problems.push(`${at(b.id)}: no question (stem) before the choices`);
    if (b.choices.length !== EXAM.choices)
      problems.push(`${at(b.id)}: ${b.choices.length} choices, not ${EXAM.choices}`);
    if (b.choices.filter((c) => c.correct).length !== 1)
      problems.push(`${at(b.id)}: not exactly one choice marked [x]`);
    else if (keyOf(b) !== keyOf(source))
      problems.push(`${at(b.id)}: the key is choice ${keyOf(b) + 1}, in Kinyarwanda choice ${keyOf(source) + 1}`);
    const formulas = TRANSLATED_FORMULAS[language];
    const written = new Set(Object.values(formulas));
    source.choices.forEach((c, i) => {
      const mine = b.choices[i]?.text;
      const formula = formulas[c.text];
      if (formula ? mine !== formula : mine !== undefined && written.has(mine))
        problems.push(
          `${at(b.id)}: choice ${i + 1} must read ${formula ? `"${formula}"` : 'as its Kinyarwanda does, not a formula'}`,
        );
    });
    const picture = (x: Block) => (x.picture ? `${x.picture.kind}:${x.picture.key}` : 'none');
    if (picture(b) !== picture(source))
      problems.push(`${at(b.id)}: picture ${picture(b)}, in Kinyarwanda ${picture(source)}`);
    else if (b.picture && !b.picture.alt) problems.push(`${at(b.id)}: the picture has no description in ![…]`);
    if (!explanation) problems.push(`${at(b.id)}: no explanation (a line starting with >)`);
    else {
      if (!ARTICLE_CITATION[language].test(explanation))
        problems.push(`${at(b.id)}: the explanation cites no article ("Article N")`);
      if (sentences(explanation) > MAX_SENTENCES)
        problems.push(`${at(b.id)}: the explanation has more than ${MAX_SENTENCES} sentences`);
    }
    const words = [b.picture?.alt ?? '', stem, ...b.choices.map((c) => c.text), explanation].join('\n');
    problems.push(...refusedTranslationTerms(words, language, terms).map((p) => `${at(b.id)}: ${p}`));
  }
  return problems;
}

const DIRECTIVE = /^:::[ \t]*(\S.*)$/gm;
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const HEADING = /^(#{2,3})\s/gm;
const CITED = { rw: /ingingo ya (\d+(?:\.\d+)?)/gi, translated: /Article (\d+(?:\.\d+)?)/g };

const all = (text: string, pattern: RegExp, group = 1) => [...text.matchAll(pattern)].map((m) => m[group]!);
const sorted = (list: string[]) => [...list].sort();
const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The problems of a translated lesson against its Kinyarwanda: the same picture on its card, the same
 * headings, blocks (`::: ibyapa …`, `::: igisubizo`, `::: kugenzura`) and links (lessons, signs,
 * glossary entries, pictures), every article the Kinyarwanda cites cited as "Article N", the two
 * sections without citations under their names in this language, none of the term table's refused words.
 */
export function checkTranslatedLesson(
  file: string,
  language: TranslationLanguage,
  original: string,
  translated: string,
  terms: readonly Term[],
) {
  const problems: string[] = [];
  const at = `${language}/${/^\d/.test(file) ? 'lessons' : 'pages'}/${file}`;
  const rw = readFrontMatter(original.replace(/\r\n/g, '\n'));
  const ours = readFrontMatter(translated.replace(/\r\n/g, '\n'));
  for (const field of ['title', 'description']) if (!ours.fields.get(field)) problems.push(`${at}: no ${field}`);
  if (ours.fields.get('image') !== rw.fields.get('image'))
    problems.push(`${at}: image ${ours.fields.get('image')}, in Kinyarwanda ${rw.fields.get('image')}`);
  const headings = (body: string) => all(body, HEADING).join(' ');
  if (headings(ours.body) !== headings(rw.body))
    problems.push(`${at}: headings ${headings(ours.body)}; in Kinyarwanda ${headings(rw.body)}`);
  const directives = (body: string) => all(body, DIRECTIVE).map((d) => d.trim());
  if (!same(directives(ours.body), directives(rw.body)))
    problems.push(
      `${at}: the ::: blocks differ: ${directives(ours.body).join(' | ')}; in Kinyarwanda ${directives(rw.body).join(' | ')}`,
    );
  const links = (body: string) => sorted(all(body, LINK_TARGET));
  const missing = links(rw.body).filter((l) => !links(ours.body).includes(l));
  const extra = links(ours.body).filter((l) => !links(rw.body).includes(l));
  if (missing.length) problems.push(`${at}: links missing: ${[...new Set(missing)].join(', ')}`);
  if (extra.length) problems.push(`${at}: links the Kinyarwanda lacks: ${[...new Set(extra)].join(', ')}`);
  const cited = new Set(all(translated, CITED.translated));
  const uncited = [...new Set(all(original, CITED.rw))].filter((n) => !cited.has(n));
  if (uncited.length) problems.push(`${at}: articles not cited as "Article N": ${uncited.join(', ')}`);
  const exempt = (body: string) => all(body, /^##\s+(.+)$/gm).filter((h) => isExemptSection(LESSON_LANGUAGES.rw, h));
  for (const title of LESSON_LANGUAGES[language].exemptSections.slice(0, exempt(rw.body).length))
    if (!ours.body.includes(`## ${title}`)) problems.push(`${at}: no section "## ${title}"`);
  // a picture's or a link's target is a name, not a word the learner reads
  const words = translated.replace(LINK_TARGET, ']()');
  problems.push(...refusedTranslationTerms(words, language, terms).map((p) => `${at}: ${p}`));
  return problems;
}

/** A sign's or a drawing's words in a translation file (`content/en/signs.md`): its name and what it says. */
export interface PictureWords {
  title: string;
  desc: string;
  /** The words drawn in it, by the Kinyarwanda as drawn: `- amatara magufi → dipped headlights`. */
  drawn: Map<string, string>;
}

const DRAWN = /^- (.+?) → (.+)$/;

/**
 * `## KEY`, its name on the next line, what it says (read aloud) on the lines after, then a drawing's
 * words drawn in it, one `- Kinyarwanda → translation` line each: one entry a picture.
 */
export function readPictureWords(source: string) {
  const entries = new Map<string, PictureWords>();
  for (const block of source.replace(/\r\n/g, '\n').split(/^## /m).slice(1)) {
    const [key = '', title = '', ...rest] = block.split('\n').map((l) => l.trim());
    const drawn = new Map<string, string>();
    for (const line of rest) {
      const pair = DRAWN.exec(line);
      if (pair) drawn.set(pair[1]!.trim(), pair[2]!.trim());
    }
    const desc = rest.filter((line) => line && !DRAWN.test(line)).join(' ');
    entries.set(key, { title, desc, drawn });
  }
  return entries;
}

/**
 * The problems of a translation of the signs' or drawings' words (`signs.md`, `images.md`) against the
 * pictures (each by its key, with the words drawn in it that need a translation): every one there once,
 * each with a name and a description and every word drawn in it translated, none of the term table's
 * refused words.
 */
export function checkPictureWords(
  file: string,
  language: TranslationLanguage,
  pictures: ReadonlyMap<string, readonly string[]>,
  translated: string,
  terms: readonly Term[],
) {
  const at = `${language}/${file}`;
  const entries = readPictureWords(translated);
  const problems: string[] = [];
  for (const [key, drawn] of pictures) {
    const words = entries.get(key);
    if (!words) problems.push(`${at}: ${key} missing`);
    else if (!words.title || !words.desc) problems.push(`${at}: ${key} needs its name, then what it says`);
    else {
      for (const word of drawn)
        if (!words.drawn.has(word)) problems.push(`${at}: ${key}: the drawn "${word}" needs "- ${word} → …"`);
      for (const word of words.drawn.keys())
        if (!drawn.includes(word)) problems.push(`${at}: ${key}: "${word}" is not drawn in it`);
    }
  }
  for (const key of entries.keys()) if (!pictures.has(key)) problems.push(`${at}: ${key} is no picture of ours`);
  const headings = translated.match(/^## /gm)?.length ?? 0;
  if (headings !== entries.size) problems.push(`${at}: a picture is there twice`);
  // a heading is a file's name, not a word the learner reads
  const words = [...entries.values()].map((w) => [w.title, w.desc, ...w.drawn.values()].join('\n')).join('\n');
  problems.push(...refusedTranslationTerms(words, language, terms).map((p) => `${at}: ${p}`));
  return problems;
}
