import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './prerendered-pages.ts';
import { routes } from './routes.tsx';

const modules = import.meta.glob('/src/**/*.tsx');

describe('PRERENDERED_PAGES', () => {
  it.each(Object.entries(PRERENDERED_PAGES))('names the modules of the code of %s', async (path, files) => {
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
    expect(files).toHaveLength(components.length);
    for (const component of components) expect(exported.flat()).toContain(component);
  });
});
