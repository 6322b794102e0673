import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

let source: string | undefined;

/** axe-core's browser bundle, read once; resolved like any dependency of the browser tests. */
function axeSource() {
  if (source) return source;
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  } catch {
    throw new Error('axe-core is missing: npm install -D -w @provisoire/e2e axe-core');
  }
  source = readFileSync(path, 'utf8');
  return source;
}

/**
 * What axe-core finds wrong on the page as it is now (its default rules: WCAG 2.x A and AA and best
 * practices), one line per rule with the elements at fault; empty when nothing is. Evaluated over the
 * DevTools protocol, so the site's Content-Security-Policy does not stop it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours halfway through a transition (a button leaving its busy state) are nobody's contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
