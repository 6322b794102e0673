import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCE } from '../../test/content-copies.ts';
import { compileContent } from './compile-content.ts';
import { refusedTerms } from './content-terms.ts';
import { readPictures } from './media.ts';

const range = (prefix: string, from: number, to: number, suffixes = ['']) =>
  Array.from({ length: to - from + 1 }, (_, i) => suffixes.map((s) => `${prefix}${from + i}${s}`)).flat();
const letters = (code: string, last: string) =>
  Array.from({ length: last.charCodeAt(0) - 96 }, (_, i) => `${code}${String.fromCharCode(97 + i)}`);

/** The 147 current codes of the facts brief §3.2 (A.22a–e, A.23 and B.2b are being replaced; F.5 is not described). */
const BRIEF_CODES = [
  ...letters('A.1', 'd'),
  ...range('A.', 2, 3),
  ...letters('A.4', 'c'),
  ...range('A.', 5, 20),
  ...letters('A.21', 'h'),
  ...range('A.', 24, 27),
  ...letters('A.28', 'c'),
  ...range('A.', 29, 31),
  ...['B.1', 'B.2a', 'B.3', 'B.4', 'B.5', 'B.6', 'B.7a', 'B.7b'],
  ...['C.1', 'C.2a', 'C.2b', ...letters('C.3', 'j'), ...letters('C.4', 'b'), ...range('C.', 5, 10)],
  ...[...letters('C.11', 'b'), 'C.12', 'C.13a', 'C.13b', ...range('C.', 14, 16), ...letters('C.17', 'c')],
  ...['C.18', 'C.19', 'C.20a', 'C.20b'],
  ...[...letters('D.1', 'c'), ...range('D.', 2, 9)],
  ...[...letters('E.1', 'c'), 'E.2a', 'E.2b', 'E.3', 'E.4', ...letters('E.5', 'c'), ...range('E.', 6, 12)],
  ...['E.13a', 'E.13b', ...range('E.', 14, 19), 'E.19bis', 'E.20', 'E.21'],
  ...['F.1', 'F.2', ...letters('F.3', 'c'), ...letters('F.4', 'c'), ...range('F.', 6, 18)],
];

/**
 * French and English words the review found in running text. Each may stand only as a gloss, in
 * brackets after its Kinyarwanda term, once per file: "umutambiko (essieu)".
 */
const FOREIGN_WORDS = [
  'essieu',
  'theory',
  'pratique',
  'automatique',
  'tunnels?',
  'inertie',
  'volant',
  'guidon',
  'point mort',
  'zebra',
  'autoroute',
  'permis',
  'mande',
  'amende',
  'feri à main',
];

const lessonFiles = readdirSync(join(CONTENT_SOURCE, 'lessons')).filter((f) => f.endsWith('.md'));
const questionFiles = readdirSync(join(CONTENT_SOURCE, 'questions')).filter((f) => f.endsWith('.md'));
const read = (dir: string, file: string) => readFileSync(join(CONTENT_SOURCE, dir, file), 'utf8');
const { signs, images } = readPictures(CONTENT_SOURCE, []);

describe('the sign library', () => {
  it('draws every one of the 147 current codes of the traffic code, and nothing else', () => {
    expect(BRIEF_CODES).toHaveLength(147);
    expect(signs.map((s) => s.key).sort()).toEqual([...BRIEF_CODES].sort());
  });

  it('has no two signs with the same drawing', () => {
    const drawing = (svg: string) => svg.replace(/<title>[^<]*<\/title>|<desc>[^<]*<\/desc>/g, '');
    const seen = new Map<string, string>();
    for (const sign of signs) {
      const twin = seen.get(drawing(sign.svg));
      expect(twin, `${sign.key} is drawn exactly like ${twin}`).toBeUndefined();
      seen.set(drawing(sign.svg), sign.key);
    }
  });

  it('names and explains each sign with plain apostrophes, in the terms the lessons use', () => {
    for (const sign of signs) {
      expect(`${sign.title} ${sign.desc}`, sign.key).not.toMatch(/’/);
      expect(sign.title, sign.key).not.toMatch(/ibara \d/i);
    }
    expect(signs.find((s) => s.key === 'C.20a')!.title).toMatch(/umwanya munini/);
    expect(signs.find((s) => s.key === 'D.1c')!.desc).not.toMatch(/gukatira/);
  });
});

describe('the words of the lessons, signs and questions', () => {
  const texts = [
    ...lessonFiles.map((f) => ({ where: `lessons/${f}`, text: read('lessons', f) })),
    ...questionFiles.map((f) => ({ where: `questions/${f}`, text: read('questions', f) })),
    ...signs.map((s) => ({ where: `signs/${s.key}`, text: `${s.title}\n${s.desc}` })),
  ];

  it('leave no French or English word in running text: at most one gloss in brackets per file', () => {
    for (const { where, text } of texts) {
      for (const word of FOREIGN_WORDS) {
        const everywhere = text.match(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'giu')) ?? [];
        const glosses = text.match(new RegExp(`\\([^()]*(?<![\\p{L}])${word}(?![\\p{L}])[^()]*\\)`, 'giu')) ?? [];
        expect(everywhere.length - glosses.length, `${where}: "${word}" outside brackets`).toBe(0);
        expect(glosses.length, `${where}: "${word}" glossed more than once`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuse the other form of a term, but not a sign or a line named by it', () => {
    expect(refusedTerms("Ugomba gutanga inzira ku binyabiziga; imodoka y'ivu; nomero")).toHaveLength(3);
    expect(refusedTerms('Icyapa "Tanga inzira" (B.1) n\'umurongo wo gutanga inzira; uha inzira')).toEqual([]);
  });

  it('use one term per concept and one apostrophe', () => {
    // The glossary alone names the law's other word for an intersection, as another way of saying it.
    for (const { where, text } of texts) {
      expect(refusedTerms(text.replace(/isangano\*\* cyangwa \*\*inkomane/i, 'isangano')), where).toEqual([]);
      // "Umuzenguruko" is a roundabout's ring; a sign's red edge is "urubibi".
      expect(text, `${where}: a sign's border`).not.toMatch(/umuzenguruko (utukura|w'ibara|w'umutuku)/i);
    }
  });
});

describe('the diagrams of road situations', () => {
  const content = compileContent(CONTENT_SOURCE);
  const html = [...content.lessons.map((l) => l.html), ...content.pages.map((p) => p.html)].join('\n');
  const shown = new Set(content.questions.map((q) => q.picture?.src));

  it('are at least 90, each shown by a question, the lessons teaching with 40 of them, each under 6 KB compressed', () => {
    expect(images.length).toBeGreaterThanOrEqual(90);
    expect(images.filter((image) => html.includes(`/media/${image.file}`)).length).toBeGreaterThanOrEqual(40);
    for (const image of images) {
      expect(shown.has(`/media/${image.file}`), `${image.key} is shown by no question`).toBe(true);
      expect(gzipSync(image.svg).length, `${image.key} compressed`).toBeLessThan(6 * 1024);
    }
  });

  it('load lazily, sized from their viewBox so the page does not jump, described for screen readers', () => {
    const tags = html.match(/<img class="diagram"[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(40);
    for (const tag of tags) {
      expect(tag).toMatch(/ width="\d+" height="\d+"/);
      expect(tag).toMatch(/ loading="lazy"/);
      expect(tag).toMatch(/ alt="[^"]{20,}"/);
    }
  });
});
