import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../config.ts';
import { type CompiledContent, ContentError, compileContent } from './compile-content.ts';
import { CONTENT_FILE, MEDIA_DIR } from './content-store.ts';
import { cueReport } from './question-form-checks.ts';

/**
 * `content/` into what the server serves: one JSON file and the pictures, each pre-compressed; with the
 * question files' cue figures, which the build prints.
 */
export function buildContent(sourceDir: string, outDir: string) {
  const { media, cues, ...content } = compileContent(sourceDir);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, MEDIA_DIR), { recursive: true });
  for (const file of media) {
    const path = join(outDir, MEDIA_DIR, file.file);
    writeFileSync(path, file.svg);
    writeFileSync(`${path}.br`, brotliCompressSync(file.svg));
    writeFileSync(`${path}.gz`, gzipSync(file.svg, { level: 9 }));
  }
  writeFileSync(join(outDir, CONTENT_FILE), JSON.stringify(content satisfies CompiledContent));
  return {
    lessons: content.lessons.length,
    signs: content.signs.length,
    questions: content.questions.length,
    media: media.length,
    cues,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = loadConfig(process.env);
  try {
    const { cues, ...counts } = buildContent(config.contentSource, config.contentDist);
    console.log(cueReport(cues).join('\n'));
    console.log(`Content built into ${config.contentDist}:`, counts);
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
