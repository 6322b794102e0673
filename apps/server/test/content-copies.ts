import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ContentError, compileContent } from '../src/content/compile-content.ts';

export const CONTENT_SOURCE = loadConfig({}).contentSource;

/**
 * Copies of the real `content/` with one file rewritten, as an author's mistake; removed after the file's
 * tests. Without the translations, which would all differ from a rewritten Kinyarwanda file
 * (compile-translations.test.ts checks those on copies of its own).
 */
export function contentCopies() {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return (file: string, body: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    dirs.push(dir);
    cpSync(CONTENT_SOURCE, dir, { recursive: true });
    for (const language of ['en', 'fr']) rmSync(join(dir, language), { recursive: true, force: true });
    writeFileSync(join(dir, file), body);
    return dir;
  };
}

/** What the build refuses in `dir`, each problem named by its file; none when it compiles. */
export function problemsOf(dir: string) {
  try {
    compileContent(dir);
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems;
    throw err;
  }
}
