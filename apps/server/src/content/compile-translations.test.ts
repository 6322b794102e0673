import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { problemsOf } from '../../test/content-copies.ts';
import { loadConfig } from '../config.ts';
import { loadContent } from './content-store.ts';

const SOURCE = loadConfig({}).contentSource;
const content = loadContent(inject('contentDist'));

/** Our content's Kinyarwanda and translations, copied to change one thing. */
function copy() {
  const dir = mkdtempSync(join(tmpdir(), 'provisoire-translations-'));
  for (const part of [
    'questions',
    'lessons',
    'pages',
    'signs',
    'images',
    'en',
    'fr',
    'terms.md',
    'question-facts.json',
  ])
    cpSync(join(SOURCE, part), join(dir, part), { recursive: true });
  return dir;
}

describe('the bank in English and French', () => {
  it('has every question of the Kinyarwanda, with its id, picture and key', () => {
    for (const language of ['en', 'fr'] as const) {
      const bank = content.translations[language]!.questions;
      expect(bank.map((q) => q.id)).toEqual(content.questions.map((q) => q.id));
      // the same picture: a drawing redrawn with the language's words is a file of its own, of the same name
      const picture = (src: string | undefined) => src?.replace(/-[0-9a-f]{10}\.svg$/, '');
      bank.forEach((q, i) => {
        const rw = content.questions[i]!;
        expect([q.correct, q.choices.length, q.sign, picture(q.picture?.src)]).toEqual([
          rw.correct,
          rw.choices.length,
          rw.sign,
          picture(rw.picture?.src),
        ]);
        expect(q.stem).not.toBe(rw.stem);
      });
    }
  });

  it('refuses a question missing in one language, a key moved, and a lesson missing', () => {
    const dir = copy();
    try {
      const file = '08-ibikururwa-na-feri.md';
      const en = join(dir, 'en', 'questions', file);
      writeFileSync(en, readFileSync(en, 'utf8').replace(/## 08-002\n[\s\S]*?(?=## 08-003)/, ''));
      const fr = join(dir, 'fr', 'questions', file);
      writeFileSync(fr, readFileSync(fr, 'utf8').replace('- [ ] Un\n- [x] Deux', '- [x] Un\n- [ ] Deux'));
      rmSync(join(dir, 'fr', 'lessons', '05-guhagarara.md'));
      const signs = join(dir, 'en', 'signs.md');
      writeFileSync(signs, readFileSync(signs, 'utf8').replace(/## B\.1\n[^#]*/, ''));
      expect(problemsOf(dir)).toEqual([
        'en/signs.md: B.1 missing',
        'en/questions/08-ibikururwa-na-feri.md 08-002: missing',
        'fr/lessons/05-guhagarara.md: missing (the lessons/ file has no fr)',
        'fr/questions/08-ibikururwa-na-feri.md 08-001: the key is choice 1, in Kinyarwanda choice 2',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a translated rule that cites no article', () => {
    const dir = copy();
    try {
      const file = join(dir, 'en', 'lessons', '05-guhagarara.md');
      const lesson = readFileSync(file, 'utf8');
      const cited = /^- (.*) \(Article [\d.]+\)\.?$/m.exec(lesson)!;
      writeFileSync(file, lesson.replace(cited[0], `- ${cited[1]}.`));
      expect(problemsOf(dir)).toEqual([
        expect.stringMatching(/^en\/lessons\/05-guhagarara\.md: line \d+: ".*" cites no article$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the lessons and study pages in English and French', () => {
  it("come with the labels, the signs' names and the glossary of their language", () => {
    const labels = { en: 'See the answer', fr: 'Voir la réponse' };
    for (const language of ['en', 'fr'] as const) {
      const { lessons, pages, signs } = content.translations[language]!;
      expect(lessons.map((l) => l.id)).toEqual(content.lessons.map((l) => l.id));
      const html = lessons.map((l) => l.html).join('\n');
      expect(html).toContain(`<summary>${labels[language]}</summary>`);
      expect(html).not.toContain('Reba igisubizo');
      const b1 = signs.find((s) => s.code === 'B.1')!;
      expect(html).toContain(`<b>B.1</b> ${b1.name}</figcaption>`);
      expect(b1.name).not.toBe(content.signs.find((s) => s.code === 'B.1')!.name);
      // every term a lesson links to has its entry, under the same anchor as in Kinyarwanda
      const glossary = pages.find((p) => p.slug === 'inyito')!.html;
      const anchors = (page: string) => [...page.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
      expect(anchors(glossary)).toEqual(anchors(content.pages.find((p) => p.slug === 'inyito')!.html));
      const linked = [...html.matchAll(/href="\/dashboard\/inyito#([^"]+)"/g)].map((m) => m[1]!);
      expect(linked.length).toBeGreaterThan(100);
      expect(linked.filter((slug) => !anchors(glossary).includes(slug))).toEqual([]);
    }
  });

  it('redraws a drawing with the words drawn in it in the language, as a picture of its own', () => {
    const src = (html: string) => /src="\/media\/(headlights-beams-[^"]+)"/.exec(html)?.[1];
    const lesson6 = (lessons: { id: number; html: string }[]) => src(lessons.find((l) => l.id === 6)!.html)!;
    const rw = lesson6(content.lessons);
    expect(readFileSync(join(inject('contentDist'), 'media', rw), 'utf8')).toContain('>amatara magufi<');
    for (const language of ['en', 'fr'] as const) {
      const { lessons, questions, pictures } = content.translations[language]!;
      const file = lesson6(lessons);
      expect(file).not.toBe(rw);
      expect([pictures.includes(file), pictures.includes(rw), content.pictures.includes(file)]).toEqual([
        true,
        false,
        false,
      ]);
      const svg = readFileSync(join(inject('contentDist'), 'media', file), 'utf8');
      expect(svg).not.toMatch(/>(amatara magufi|nibura m 40)</);
      const asked = questions.filter((q) => q.picture?.src.includes('/headlights-beams-'));
      expect(asked.length).toBeGreaterThan(0);
      for (const q of asked) expect(q.picture!.src).toBe(`/media/${file}`);
    }
  });
});
