// @ts-check
// `npm run build` (everything, always) and `npm start`'s build (only when a source changed since the
// last one): the lessons and questions, the web app with its server renderer, and the compiled server.
// What was built from is kept as a fingerprint of every input file's bytes in build/fingerprint.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FINGERPRINT = join(ROOT, 'build/fingerprint');
const INPUTS = [
  'scripts/build.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'content',
  'packages/domain/package.json',
  'packages/domain/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/scripts',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/src',
];
const OUTPUTS = [
  'build/content/content.json',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/main.js',
];
const STEPS = [
  ['run', 'build:content', '-w', '@provisoire/server'],
  ['run', 'build', '-w', '@provisoire/web'],
  ['run', 'build', '-w', '@provisoire/server'],
];

/** @param {string} input a file or a folder @returns {string[]} its files, in a fixed order, tests left out */
function filesOf(input) {
  const full = join(ROOT, input);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function build({ ifStale = false } = {}) {
  const now = fingerprint();
  const built = existsSync(FINGERPRINT) && readFileSync(FINGERPRINT, 'utf8');
  if (ifStale && built === now && OUTPUTS.every((output) => existsSync(join(ROOT, output)))) return false;
  rmSync(FINGERPRINT, { force: true });
  // Compressed answers of an older build are of no more use.
  rmSync(join(ROOT, 'build/cache'), { recursive: true, force: true });
  for (const step of STEPS) {
    // Always the production build, whatever NODE_ENV the caller has (React's development build is 3 × larger).
    const env = { ...process.env, NODE_ENV: 'production' };
    const { status } = spawnSync('npm', step, { cwd: ROOT, stdio: 'inherit', env });
    if (status !== 0) throw new Error(`npm ${step.join(' ')} failed`);
  }
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  writeFileSync(FINGERPRINT, now);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
