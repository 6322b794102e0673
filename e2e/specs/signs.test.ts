import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

type Point = [number, number];
interface Drawing {
  code: string;
  /** The union of everything drawn, in the sign's 100-unit box. */
  bounds: { x: number; y: number; width: number; height: number };
  /** Centre of each element by id or class (`#own`, `.bar`), in drawing order. */
  centres: Record<string, Point[]>;
  /** The points of each polygon by id or class (`.head`, and `#own .head` for one inside `#own`), as drawn. */
  polygons: Record<string, Point[][]>;
  /** Elements painted red, by their own or nearest ancestor's id (their tag when none has one). */
  red: string[];
  /** Sizes of `#symbol` and of each `<text>` as drawn. */
  symbol: { width: number; height: number } | null;
  textHeights: number[];
}

/**
 * Each sign drawn inline in a 100 px box (so a unit is a pixel), one at a time since signs reuse ids,
 * and measured as the browser lays it out: transforms applied, nothing taken from the source text.
 */
function measure(page: Page, urls: { code: string; url: string }[]): Promise<Drawing[]> {
  return page.evaluate(async (signs) => {
    const results = [];
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:0;top:0;width:100px;height:100px';
    document.body.append(host);
    const isRed = (colour: string) => {
      const m = /rgb\((\d+), (\d+), (\d+)\)/.exec(colour);
      return !!m && Number(m[1]) > 170 && Number(m[2]) < 90 && Number(m[3]) < 90;
    };
    for (const { code, url } of signs) {
      host.innerHTML = await (await fetch(url)).text();
      const svg = host.querySelector('svg')!;
      svg.setAttribute('width', '100');
      svg.setAttribute('height', '100');
      const origin = svg.getBoundingClientRect();
      const centre = (el: Element): [number, number] => {
        const r = el.getBoundingClientRect();
        return [r.x - origin.x + r.width / 2, r.y - origin.y + r.height / 2];
      };
      const pointsOf = (el: SVGPolygonElement): [number, number][] => {
        const m = el.getScreenCTM()!;
        return [...el.points].map((p) => {
          const q = new DOMPoint(p.x, p.y).matrixTransform(m);
          return [q.x - origin.x, q.y - origin.y];
        });
      };
      const centres: Record<string, [number, number][]> = {};
      const polygons: Record<string, [number, number][][]> = {};
      const add = <T>(record: Record<string, T[]>, key: string, value: T) => {
        record[key] = [...(record[key] ?? []), value];
      };
      for (const el of svg.querySelectorAll('[id], [class]')) {
        const keys = [el.id && `#${el.id}`, ...[...el.classList].map((c) => `.${c}`)].filter(Boolean) as string[];
        for (const key of keys) {
          add(centres, key, centre(el));
          if (el instanceof SVGPolygonElement) add(polygons, key, pointsOf(el));
        }
        if (el.id)
          for (const head of el.querySelectorAll<SVGPolygonElement>('polygon.head'))
            add(polygons, `#${el.id} .head`, pointsOf(head));
      }
      const painted = [...svg.querySelectorAll('path, rect, circle, ellipse, polygon, polyline, line, text')];
      const red = painted
        .filter((el) => {
          const style = getComputedStyle(el);
          return isRed(style.fill) || (style.stroke !== 'none' && isRed(style.stroke));
        })
        .map((el) => el.closest('[id]')?.id ?? el.tagName);
      const symbol = svg.querySelector('#symbol')?.getBoundingClientRect();
      const box = svg.getBBox();
      results.push({
        code,
        bounds: { x: box.x, y: box.y, width: box.width, height: box.height },
        centres,
        polygons,
        red,
        symbol: symbol ? { width: symbol.width, height: symbol.height } : null,
        textHeights: [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect().height),
      });
    }
    host.remove();
    return results;
  }, urls);
}

/** Where an arrowhead points: from the middle of its base to its tip (the polygon's first point). */
const direction = ([tip, a, b]: Point[]): Point => [tip![0] - (a![0] + b![0]) / 2, tip![1] - (a![1] + b![1]) / 2];
const centroid = (points: Point[]): Point => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

describe('the road signs as a browser draws them', () => {
  let page: Page;
  let drawings: Map<string, Drawing>;

  beforeAll(async () => {
    page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/dev/signs');
    // Rendered by the server: every figure is in the first HTML.
    const figures = page.locator('figure.sign');
    const urls = await figures.evaluateAll((all) =>
      all.map((f) => ({ code: f.id, url: f.querySelector('img')!.getAttribute('src')! })),
    );
    drawings = new Map((await measure(page, urls)).map((d) => [d.code, d]));
  });

  const sign = (code: string) => {
    const found = drawings.get(code);
    if (!found) throw new Error(`no sign ${code}`);
    return found;
  };

  it('shows all 147 signs on the contact sheet, every picture loaded at 60 px and at 120 px', async () => {
    expect(drawings.size).toBe(147);
    const images = page.locator('figure.sign img');
    expect(await images.count()).toBe(147 * 2);
    await expect
      .poll(() => images.evaluateAll((all) => all.filter((img) => !(img as HTMLImageElement).complete).length))
      .toBe(0);
    const broken = await images.evaluateAll((all) =>
      all.filter((img) => (img as HTMLImageElement).naturalWidth === 0).map((img) => img.getAttribute('alt')),
    );
    expect(broken).toEqual([]);
    expect(await page.title()).toBe('Ibyapa · Provisoire');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('draws every sign inside its box, with text large enough to read at 60 px', () => {
    for (const { code, bounds, textHeights } of drawings.values()) {
      expect(bounds.x, `${code} left`).toBeGreaterThanOrEqual(-0.5);
      expect(bounds.y, `${code} top`).toBeGreaterThanOrEqual(-0.5);
      expect(bounds.x + bounds.width, `${code} right`).toBeLessThanOrEqual(100.5);
      expect(bounds.y + bounds.height, `${code} bottom`).toBeLessThanOrEqual(100.5);
      // 12 units of a 100-unit sign are 7 px at 60 px: the smallest a phone's text gets.
      for (const height of textHeights) expect(height, `${code} text`).toBeGreaterThanOrEqual(12);
    }
  });

  it('draws warning pictograms large: at least 44 units across in every warning triangle', () => {
    const triangles = [...drawings.values()].filter(
      (d) => d.code.startsWith('A.') && !/^A\.(24|28[abc]|30|31)$/.test(d.code),
    );
    expect(triangles.length).toBeGreaterThanOrEqual(37);
    for (const { code, symbol } of triangles) {
      expect(symbol, `${code} has no #symbol`).not.toBeNull();
      expect(Math.max(symbol!.width, symbol!.height), code).toBeGreaterThanOrEqual(44);
    }
  });

  it('draws slopes the right way: A.2 descends from left to right, A.3 climbs', () => {
    const highOnTheLeft = (code: string) => {
      const points = sign(code).polygons['#slope']![0]!;
      const [middle] = centroid(points);
      const top = (side: (p: Point) => boolean) => Math.min(...points.filter(side).map((p) => p[1]));
      // Screen y grows downwards: the high end has the smaller y.
      return top((p) => p[0] < middle) < top((p) => p[0] > middle);
    };
    expect(highOnTheLeft('A.2')).toBe(true);
    expect(highOnTheLeft('A.3')).toBe(false);
  });

  it('runs roundabouts anticlockwise (A.25, D.3), as traffic on the right does', () => {
    for (const code of ['A.25', 'D.3']) {
      const [centre] = sign(code).centres['#ring']!;
      const heads = sign(code).polygons['.head']!;
      expect(heads, code).toHaveLength(3);
      for (const head of heads) {
        const [hx, hy] = centroid(head);
        const [dx, dy] = direction(head);
        // Anticlockwise on a screen whose y grows downwards: the cross product is negative.
        expect((hx - centre![0]) * dy - (hy - centre![1]) * dx, code).toBeLessThan(0);
      }
    }
  });

  it('counts down to a level crossing with 3, 2 and 1 bars at 150, 100 and 50 m (A.28a, b, c)', () => {
    expect(sign('A.28a').centres['.bar']).toHaveLength(3);
    expect(sign('A.28b').centres['.bar']).toHaveLength(2);
    expect(sign('A.28c').centres['.bar']).toHaveLength(1);
  });

  it('puts the oncoming arrow on the left and the learner’s own on the right (B.5, B.6, A.19)', () => {
    const arrow = (code: string, id: string) => {
      const [head] = sign(code).polygons[`${id} .head`]!;
      return { x: sign(code).centres[id]![0]![0], pointsUp: direction(head!)[1] < 0 };
    };
    for (const [code, own, oncoming] of [
      ['B.5', '#own', '#oncoming'],
      ['B.6', '#own', '#oncoming'],
      ['A.19', '#up', '#down'],
    ] as const) {
      const mine = arrow(code, own);
      const theirs = arrow(code, oncoming);
      expect(mine.x, `${code}: own arrow on the right`).toBeGreaterThan(theirs.x);
      expect(mine.pointsUp, `${code}: own arrow points up`).toBe(true);
      expect(theirs.pointsUp, `${code}: oncoming arrow points down`).toBe(false);
    }
    // B.5: you give way, so yours is the red one; B.6: you have priority, so theirs is.
    expect(sign('B.5').red).toContain('own');
    expect(sign('B.6').red).not.toContain('own');
  });

  it('turns the U-turn to the left (C.12) and overtakes on the left (C.13a, C.13b)', () => {
    const uTurn = sign('C.12');
    const [head] = uTurn.polygons['.head']!;
    expect(centroid(head!)[0]).toBeLessThan(uTurn.centres['#stem']![0]![0]);
    expect(direction(head!)[1]).toBeGreaterThan(0);
    expect(sign('C.13a').centres['#red-car']![0]![0]).toBeLessThan(sign('C.13a').centres['#black-car']![0]![0]);
    expect(sign('C.13b').centres['#red-lorry']![0]![0]).toBeLessThan(sign('C.13b').centres['#black-car']![0]![0]);
    expect(sign('C.17c').red).toEqual([]);
  });

  it('draws "no entry for" signs without a bar across them: the red border alone (C.3a to C.3j)', () => {
    for (const letter of 'abcdefghij') {
      const { red } = sign(`C.3${letter}`);
      expect(red.length, `C.3${letter}`).toBeGreaterThan(0);
      expect(new Set(red), `C.3${letter}`).toEqual(new Set(['border']));
    }
  });

  it('points the width and height chevrons inwards (C.5, C.6)', () => {
    for (const code of ['C.5', 'C.6']) {
      const heads = sign(code).polygons['.head']!;
      expect(heads.length, code).toBeGreaterThanOrEqual(2);
      for (const head of heads) {
        const [hx, hy] = centroid(head);
        const [dx, dy] = direction(head);
        expect((50 - hx) * dx + (50 - hy) * dy, code).toBeGreaterThan(0);
      }
    }
  });

  it('draws the STOP-ahead sign as a give-way triangle over its panel, and the crossing with an upright triangle', () => {
    const stopAhead = sign('A.24')
      .polygons['#give-way']![0]!.map((p) => p[1])
      .sort((a, b) => a - b);
    expect(stopAhead[2]! - stopAhead[1]!, 'A.24 apex down').toBeGreaterThan(10);
    const crossing = sign('E.11')
      .polygons['#triangle']![0]!.map((p) => p[1])
      .sort((a, b) => a - b);
    expect(crossing[1]! - crossing[0]!, 'E.11 apex up').toBeGreaterThan(10);
    expect(sign('E.11').centres['.stripe']!.length).toBeGreaterThanOrEqual(3);
  });
});
