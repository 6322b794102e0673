import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const BUILD_LANGUAGES = ['rw', 'en', 'fr'] as const;
export type BuildLanguage = (typeof BUILD_LANGUAGES)[number];

/** A catalog: a feature's `*-text.ts` or `*-api-texts.ts`, or the main `i18n/rw.ts`. */
const CATALOG = /[\\/]src[\\/](?:.+-texts?|i18n[\\/]rw)\.ts$/;
/** Where the main catalog is made from `rw.ts`. */
const MAIN = /[\\/]src[\\/]i18n[\\/]t\.ts$/;

/** A catalog's translation beside it: `x-text.en.ts`; the main catalog's, `i18n/en.ts`. */
const translationOf = (file: string, language: BuildLanguage) =>
  basename(file) === 'rw.ts' ? join(dirname(file), `${language}.ts`) : file.replace(/\.ts$/, `.${language}.ts`);
const relative = (file: string) => `./${basename(file)}`;

/** `export const texts = {…};` (or `rw = {…} as const;`): the Kinyarwanda object of a catalog. */
const TEXTS = /^export const (texts|rw) = \{\n[\s\S]*?\n\}(?: as const)?;$/m;
/** `const en: Translation<…> = {…};`: the object of a translation file. */
const TRANSLATED = /^const (?:en|fr)\b[^=]*= (\{\n[\s\S]*?\n\});$/m;

/**
 * One build of the web app per language (issue 41). In the English build each catalog's Kinyarwanda
 * object is replaced by its English file's object (`x-text.ts` takes `x-text.en.ts`'s), in the same
 * module, so an English page downloads English only, in the same files as a Kinyarwanda page. The server renderer has every language
 * instead, and picks each render's: its catalogs are given their translations (`catalog(texts, {…})`).
 */
export function languages(language: BuildLanguage, ssr: boolean): Plugin {
  return {
    name: 'provisoire-languages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (ssr) {
        const source = MAIN.test(file) ? join(dirname(file), 'rw.ts') : CATALOG.test(file) ? file : null;
        const call = MAIN.test(file) ? 'catalog(rw)' : 'catalog(texts)';
        if (!source || !code.includes(call)) return null;
        const [en, fr] = (['en', 'fr'] as const).map((l) => translationOf(source, l));
        return `import __en from '${relative(en!)}';\nimport __fr from '${relative(fr!)}';\n${code.replace(
          call,
          `${call.slice(0, -1)}, { en: __en, fr: __fr })`,
        )}`;
      }
      if (language === 'rw' || !CATALOG.test(file)) return null;
      const translated = translationOf(file, language);
      if (!existsSync(translated)) this.error(`${file} has no ${language} translation (${basename(translated)})`);
      if (!TEXTS.test(code)) this.error(`${file}: its texts are not one \`export const texts = {…};\``);
      // the translation's object in place of the Kinyarwanda's, in the same module: no file more to fetch
      this.addWatchFile(translated);
      const object = TRANSLATED.exec(readFileSync(translated, 'utf8'))?.[1];
      if (!object) this.error(`${translated}: its texts are not one \`const ${language}: Translation<…> = {…};\``);
      return code.replace(TEXTS, (_, name: string) => `export const ${name} = ${object};`);
    },
  };
}
