import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './prerendered-pages.ts';
import { routes } from './routes.tsx';
import { DATA_PAGE_PATTERNS, dataPageModules } from './server-data.ts';

const modules = import.meta.glob('/src/**/*.tsx');

// Every page the server renders, public or with a visitor's data, by an example path and its modules.
const rendered: [string, string[]][] = [
  ...Object.entries(PRERENDERED_PAGES),
  ...DATA_PAGE_PATTERNS.map((pattern): [string, string[]] => [pattern.replace(':id', '4'), dataPageModules(pattern)]),
];

describe('the pages the server renders', () => {
  it.each(rendered)('names the modules of the code of %s', async (path, files) => {
    const lazy = (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [route.lazy] : [],
    );
    const components = await Promise.all(lazy.map(async (load) => (await load()).Component));
    const exported = await Promise.all(
      files.map(async (file) => {
        const load = modules[`/${file}`];
        if (!load) throw new Error(`${file} is not a module of the app`);
        return Object.values((await load()) as object);
      }),
    );
    // The routes' own modules first, one each; then any code they load before they render.
    for (const [i, component] of components.entries()) expect(exported[i]).toContain(component);
  });

  it.each(rendered)(
    'gives every route of %s with a loader a fixed id, so it hydrates without running it',
    async (path) => {
      for (const { route } of matchRoutes(routes, path) ?? []) {
        const lazy = typeof route.lazy === 'function' ? await route.lazy() : {};
        if (route.loader ?? lazy.loader) expect(route.id, route.path).toBeTruthy();
      }
    },
  );
});
