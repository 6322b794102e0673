import { describe, expect, it } from 'vitest';

// Every catalog of texts (issue 41): the main one (`rw.ts`), each feature's (`*-text.ts`) and the API
// answers some calls carry (`*-api-texts.ts`), with its English and French beside it (`*.en.ts`, `*.fr.ts`).
type Texts = Record<string, string>;
const catalogs = import.meta.glob<Texts>(['../**/*-text.ts', '../**/*-api-texts.ts'], {
  eager: true,
  import: 'texts',
});
catalogs['./rw.ts'] = (await import('./rw.ts')).rw;
const translations = import.meta.glob<Texts>(['../**/*.en.ts', '../**/*.fr.ts', './en.ts', './fr.ts'], {
  eager: true,
  import: 'default',
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const translationOf = (path: string, language: 'en' | 'fr') =>
  translations[path === './rw.ts' ? `./${language}.ts` : path.replace(/\.ts$/, `.${language}.ts`)];

describe('the catalogs in English and French', () => {
  it('are found, each with its texts', () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(25);
    for (const [path, texts] of Object.entries(catalogs))
      expect(Object.keys(texts ?? {}).length, path).toBeGreaterThan(0);
  });

  it('have both languages beside every catalog', () => {
    const missing = Object.keys(catalogs).filter((path) => !translationOf(path, 'en') || !translationOf(path, 'fr'));
    expect(missing).toEqual([]);
  });

  it('say every text, with the same placeholders as the Kinyarwanda', () => {
    for (const [path, rw] of Object.entries(catalogs))
      for (const language of ['en', 'fr'] as const) {
        const translated = translationOf(path, language);
        if (!translated) continue;
        expect(Object.keys(translated).sort(), `${path} ${language}`).toEqual(Object.keys(rw).sort());
        for (const [key, text] of Object.entries(rw)) {
          const theirs = translated[key] ?? '';
          expect(theirs.trim(), `${path} ${language} ${key}`).not.toBe('');
          expect(placeholders(theirs), `${path} ${language} ${key}`).toEqual(placeholders(text));
        }
      }
  });
});
