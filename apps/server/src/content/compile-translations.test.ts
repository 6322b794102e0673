import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { compileTranslations } from './compile-translations.ts';
import { loadContent } from './content-store.ts';

const SOURCE = loadConfig({}).contentSource;
const content = loadContent(inject('contentDist'));

/** Our content's Kinyarwanda and translations, copied to change one thing. */
function copy() {
  const dir = mkdtempSync(join(tmpdir(), 'provisoire-translations-'));
  for (const part of ['questions', 'lessons', 'pages', 'signs', 'images', 'en', 'fr', 'terms.md'])
    cpSync(join(SOURCE, part), join(dir, part), { recursive: true });
  return dir;
}

describe('the bank in English and French', () => {
  it('has every question of the Kinyarwanda, with its id, picture and key', () => {
    for (const language of ['en', 'fr'] as const) {
      const bank = content.translatedQuestions[language];
      expect(bank.map((q) => q.id)).toEqual(content.questions.map((q) => q.id));
      bank.forEach((q, i) => {
        const rw = content.questions[i]!;
        expect([q.correct, q.choices.length, q.sign, q.picture?.src]).toEqual([
          rw.correct,
          rw.choices.length,
          rw.sign,
          rw.picture?.src,
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
      const problems: string[] = [];
      compileTranslations(dir, content.questions, problems);
      expect(problems).toEqual([
        'en/signs.md: B.1 missing',
        'en/questions/08-ibikururwa-na-feri.md 08-002: missing',
        'fr/lessons/05-guhagarara.md: missing (the lessons/ file has no fr)',
        'fr/questions/08-ibikururwa-na-feri.md 08-001: the key is choice 1, in Kinyarwanda choice 2',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
