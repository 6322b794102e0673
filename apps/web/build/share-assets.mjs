// @ts-check
// After the English and French builds (`npm run build` in apps/web): their code joins Kinyarwanda's in
// dist/assets/, the one folder the server serves it from. A file of the same name is the same bytes (its
// name carries their hash): kept once.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
for (const language of ['en', 'fr']) {
  const from = join(dist, language, 'assets');
  if (!existsSync(from)) throw new Error(`${from} is missing: build the ${language} pages first`);
  for (const name of readdirSync(from)) {
    const to = join(dist, 'assets', name);
    if (existsSync(to)) rmSync(join(from, name));
    else renameSync(join(from, name), to);
  }
  rmSync(from, { recursive: true });
}
