import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildLanguage, languages } from './languages.ts';

const CATALOG = `import { catalog } from '../../i18n/t.ts';

export const texts = {
  'a.title': 'Amasomo',
  'a.count': 'Ibibazo {count}',
};

export const aText = catalog(texts);
`;

const dir = join(mkdtempSync(join(tmpdir(), 'provisoire-languages-')), 'src', 'features', 'a');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'a-text.ts');
writeFileSync(file, CATALOG);
writeFileSync(
  join(dir, 'a-text.en.ts'),
  `import type { Translation } from '../../i18n/t.ts';
import type { texts } from './a-text.ts';

const en: Translation<typeof texts> = {
  'a.title': 'Lessons',
  'a.count': 'Questions: {count}',
};

export default en;
`,
);

/** The plugin's transform of `code` at `id`, as Vite calls it; its errors thrown. */
function transform(language: BuildLanguage, ssr: boolean, code: string, id: string) {
  const plugin = languages(language, ssr);
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    addWatchFile: () => {},
  };
  return (plugin.transform as unknown as (this: typeof context, code: string, id: string) => string | null).call(
    context,
    code,
    id,
  );
}

describe('one build per language', () => {
  it('puts the English object in place of the Kinyarwanda, in the same module', () => {
    const out = transform('en', false, CATALOG, file)!;
    expect(out).toContain("export const texts = {\n  'a.title': 'Lessons',");
    expect(out).not.toContain('Amasomo');
    expect(out).toContain('export const aText = catalog(texts);');
    expect(out).not.toContain('a-text.en.ts'); // no module more to fetch
  });

  it('leaves the Kinyarwanda build and other modules as they are', () => {
    expect(transform('rw', false, CATALOG, file)).toBeNull();
    expect(transform('en', false, 'export const x = 1;', join(dir, 'a-page.tsx'))).toBeNull();
  });

  it('refuses a catalog whose translation is missing', () => {
    const lonely = join(dir, 'b-text.ts');
    writeFileSync(lonely, CATALOG);
    expect(() => transform('fr', false, CATALOG, lonely)).toThrow(/b-text.ts has no fr translation/);
  });

  it('gives the server renderer every language, for it to pick each render’s', () => {
    const out = transform('rw', true, CATALOG, file)!;
    expect(out).toContain("import __en from './a-text.en.ts';");
    expect(out).toContain("import __fr from './a-text.fr.ts';");
    expect(out).toContain('export const aText = catalog(texts, { en: __en, fr: __fr });');
    expect(out).toContain("'a.title': 'Amasomo'");
  });
});
