import MarkdownIt from 'markdown-it';
import markdownItContainer from 'markdown-it-container';
import { describe, expect, it } from 'vitest';
import { anchorCitedArticles, citedIn } from './cited-articles.ts';

/** Markdown as a lesson's, compiled with the anchors, and each anchored element with its id. */
function anchored(source: string) {
  const md = new MarkdownIt().use(markdownItContainer as never, 'kugenzura');
  const tokens = md.parse(source, {});
  anchorCitedArticles(tokens);
  const html = md.renderer.render(tokens, md.options, {});
  return [...html.matchAll(/<(\w+) id="([^"]+)">/g)].map(([, tag, id]) => `${tag}#${id}`);
}

describe('anchorCitedArticles', () => {
  it('gives the first block citing each article its id: a heading, the innermost list item, a row', () => {
    const source = [
      '## Iri somo rivuga iki?',
      '',
      '- Guhagarara (ingingo ya 32).',
      '',
      '## Kuburira abandi (ingingo ya 32.6 na 32.7)',
      '',
      '- Itara (ingingo ya 32.6).',
      '- Intera:',
      '  - m 5 mu nsisiro (ingingo ya 32.7).',
      '- Ahandi (ingingo ya 32).',
      '',
      '::: kugenzura',
      'Biracyagenzurwa (ingingo ya 29).',
      ':::',
      '',
      '| Itara | Ingingo |',
      '|---|---|',
      '| Ndanga | 29 |',
      '| Feri | 77.2; umugereka wa 1 |',
      '',
      'Ingingo ya 26bis n’iya 27 zivuga ibi.',
    ].join('\n');
    expect(anchored(source)).toEqual([
      // Not the introduction's: the rule is stated below it.
      'h2#ingingo-32-6',
      'li#ingingo-32-7', // the nested item, not the lead-in around it
      'li#ingingo-32',
      'tr#ingingo-29', // not the note under review above it
      'tr#ingingo-77-2',
      'p#ingingo-26bis',
    ]);
  });

  it('names every article of a list or a range', () => {
    expect(citedIn("Ikinyabiziga (ingingo ya 34, iya 35.2 n'iya 36); ihoni (ingingo ya 83).")).toEqual([
      '34',
      '35.2',
      '36',
      '83',
    ]);
    expect(citedIn('**ingingo ya 77 kugeza ku ya 81** na 82; ingingo ya 32.6 na 32.7')).toEqual([
      '77',
      '81',
      '82',
      '32.6',
      '32.7',
    ]);
    expect(citedIn('ingingo ya 26bis; umugereka wa 1')).toEqual(['26bis']);
  });
});
