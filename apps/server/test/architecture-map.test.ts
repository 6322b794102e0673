import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is the map a newcomer reads first: a module or a feature it does not name is a
// room nobody can find.
const root = new URL('../../../', import.meta.url);
const map = readFileSync(new URL('docs/ARCHITECTURE.md', root), 'utf8');
const folders = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/ARCHITECTURE.md', () => {
  it('names every server module in a row of its own', () => {
    const missing = folders('apps/server/src/modules/').filter(
      (name) => !map.includes(`apps/server/src/modules/${name}/`),
    );
    expect(missing).toEqual([]);
  });

  it('names every web feature', () => {
    const row = map.split('\n').find((line) => line.includes('`apps/web/src/features/`')) ?? '';
    expect(folders('apps/web/src/features/').filter((name) => !row.includes(`\`${name}\``))).toEqual([]);
  });
});
