import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Which feature may use which (issue 44, step 3): a feature's code imports another's only along these
// arrows, and never back. Parts several features share belong in ui/ or lib/. A new arrow is a
// decision: add it here, and check that it makes no circle.
const MAY_USE: Record<string, string[]> = {
  account: ['auth', 'school', 'subscription'],
  admin: ['school'],
  auth: ['offline', 'school'],
  calibration: [],
  dashboard: ['account', 'admin', 'auth', 'exam', 'lessons', 'offline', 'practice', 'school', 'site', 'subscription'],
  exam: ['offline', 'subscription'],
  'item-stats': [],
  landing: ['site'],
  lessons: ['practice', 'subscription'],
  offline: ['practice'],
  practice: ['exam', 'subscription'],
  school: ['practice', 'subscription'],
  site: ['subscription'],
  subscription: [],
};

const FEATURES = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of one feature's code into another's, as `from → to`. */
function arrows() {
  const found = new Set<string>();
  for (const file of sourcesOf(FEATURES)) {
    const from = relative(FEATURES, file).split('/')[0]!;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(FEATURES, resolve(dirname(file), spec!));
      const to = target.split('/')[0]!;
      if (!target.startsWith('..') && to !== from && target.includes('/')) found.add(`${from} → ${to}`);
    }
  }
  return [...found].sort();
}

describe('the features', () => {
  it('are each listed, and use one another only along the arrows allowed', () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual(Object.keys(MAY_USE).sort());
    expect(arrows().filter((arrow) => !MAY_USE[arrow.split(' → ')[0]!]!.includes(arrow.split(' → ')[1]!))).toEqual([]);
  });

  it('never use each other both ways', () => {
    const both = Object.entries(MAY_USE).flatMap(([from, uses]) =>
      uses.filter((to) => MAY_USE[to]?.includes(from)).map((to) => `${from} ↔ ${to}`),
    );
    expect(both).toEqual([]);
  });
});
