// @ts-check
// `npm run build` (everything, always) and `npm start`'s build (only when a source changed since the
// last one): the lessons and questions, the web app with its server renderer, and the compiled server.
// What was built from is kept as a fingerprint of every input file's bytes in build/fingerprint.
// A production install (`npm ci --omit=dev`) has no build tools: it starts the tree as it was built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  'apps/web/dist/en/index.html',
  'apps/web/dist/fr/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/main.js',
];
// The dev dependencies the steps run, by the workspace that runs them: absent after `npm ci --omit=dev`.
const TOOLS = [
  ['apps/web', 'vite'],
  ['apps/server', 'esbuild'],
  ['apps/server', 'tsx'],
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

/** @returns {string[]} the build tools that are not installed here */
function missingTools() {
  return TOOLS.filter(([workspace, tool]) => {
    try {
      createRequire(join(ROOT, workspace, 'package.json')).resolve(`${tool}/package.json`);
      return false;
    } catch {
      return true;
    }
  }).map(([, tool]) => tool);
}

/** A build that cannot run here, said in words for the operator (no stack). */
export class BuildError extends Error {}

export function build({ ifStale = false } = {}) {
  const now = fingerprint();
  const built = existsSync(FINGERPRINT) && readFileSync(FINGERPRINT, 'utf8');
  const complete = OUTPUTS.every((output) => existsSync(join(ROOT, output)));
  if (ifStale && built === now && complete) return false;
  const missing = missingTools();
  if (missing.length && ifStale && complete) {
    // Shipped built, installed with --omit=dev: run what was built, never half a build.
    console.warn(
      `The sources differ from the build, and the build tools (${missing.join(', ')}) are not installed: starting the tree as it was built.`,
    );
    return false;
  }
  if (missing.length)
    throw new BuildError(
      `${complete ? 'Cannot build' : 'The build is missing'} and the build tools (${missing.join(', ')}) are not installed: run \`npm ci && npm run build\` (a production install, \`npm ci --omit=dev\`, can only start a tree built before).`,
    );
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    build();
  } catch (error) {
    console.error(error instanceof BuildError ? error.message : error);
    process.exit(1);
  }
}
