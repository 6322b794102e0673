import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledContent } from './compile-content.ts';

export const CONTENT_FILE = 'content.json';
export const MEDIA_DIR = 'media';

/** The compiled lessons and signs, read once at start. Without a build the server cannot teach. */
export function loadContent(dist: string): CompiledContent {
  const file = join(dist, CONTENT_FILE);
  if (!existsSync(file)) {
    throw new Error(`No compiled content at ${file}: run \`npm run build\` (npm start does) first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as CompiledContent;
}
