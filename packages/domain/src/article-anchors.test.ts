import { describe, expect, it } from 'vitest';
import { anchorsIn, articleAnchor, citedAt } from './article-anchors.ts';
import { lessonPath } from './paths.ts';

describe('article anchors', () => {
  it('names an article the way the compiled lesson does', () => {
    expect(articleAnchor('Ingingo ya 32.6')).toBe('ingingo-32-6');
    expect(articleAnchor('33')).toBe('ingingo-33');
    expect(articleAnchor('26bis')).toBe('ingingo-26bis');
    expect(articleAnchor('umugereka')).toBeNull();
    expect(anchorsIn('<h2 id="ingingo-32">a</h2><li id="ingingo-32-6">b</li><h2 id="term">c</h2>')).toEqual([
      'ingingo-32',
      'ingingo-32-6',
    ]);
  });

  it('opens at the article, else the article it is part of, else its first part, else the top', () => {
    const anchors = ['ingingo-32', 'ingingo-32-6', 'ingingo-33-2', 'ingingo-33-3'];
    expect(citedAt('Ingingo ya 32.6', anchors)).toBe('ingingo-32-6');
    expect(citedAt('Ingingo ya 32.4', anchors)).toBe('ingingo-32');
    expect(citedAt('Ingingo ya 33', anchors)).toBe('ingingo-33-2');
    expect(citedAt('Ingingo ya 3', anchors)).toBeNull(); // not 33's
    expect(citedAt('Ingingo ya 2.28', anchors)).toBeNull();
    expect(citedAt(null, anchors)).toBeNull();
    expect(lessonPath(5, citedAt('Ingingo ya 32.6', anchors))).toBe('/dashboard/amasomo/5#ingingo-32-6');
    expect(lessonPath(5, null)).toBe('/dashboard/amasomo/5');
  });
});
