// Compiles the server into one ES module, `dist/main.js`, that plain `node` runs: no TypeScript
// loader at start, and the workspace's own packages (TypeScript sources) inlined. The packages from
// npm stay in node_modules, as they are.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};
const fromNpm = Object.keys(dependencies).filter((name) => !name.startsWith('@provisoire/'));

await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${root}dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: fromNpm.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  logLevel: 'warning',
});
