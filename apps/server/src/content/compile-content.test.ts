import { SIGN_CATEGORIES } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCE, contentCopies, problemsOf } from '../../test/content-copies.ts';
import { type CompiledContent, compileContent } from './compile-content.ts';

const ALLOWED_TAGS = new Set(
  'h2 h3 h4 p ul ol li strong em b a img figure figcaption div details summary aside table thead tbody tr th td blockquote code hr br'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'class',
  'role',
  'rel',
  'target',
  'style',
  'id',
]);

/** Every tag and attribute of the compiled HTML, as a browser would meet them. */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g)].map(([, tag, attrs]) => ({
    tag: tag!,
    attrs: [...attrs!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => ({
      name: name!,
      value: value ?? '',
    })),
  }));
}

describe('the content under content/', () => {
  const content: CompiledContent & { media: { file: string }[] } = compileContent(CONTENT_SOURCE);
  const mediaFiles = new Set(content.media.map((m) => `/media/${m.file}`));

  it('has the 13 lessons in order, each with a title, a description and a picture', () => {
    expect(content.lessons.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(content.lessons[0]!.title).toBe("Ibibazo n'ibisubizo");
    expect(content.lessons[1]!.title).toBe("Ibibazo by'ibyapa");
    for (const lesson of content.lessons) {
      expect(lesson.title.length).toBeGreaterThan(5);
      expect(lesson.description.length).toBeGreaterThan(20);
      expect(mediaFiles).toContain(lesson.image);
    }
  });

  it('has at least 100 road signs from every category, each with a code, a name and a meaning', () => {
    expect(content.signs.length).toBeGreaterThanOrEqual(100);
    for (const category of SIGN_CATEGORIES) expect(content.signs.some((s) => s.category === category)).toBe(true);
    for (const sign of content.signs) {
      expect(sign.code).toMatch(/^[A-F]\.\d+/);
      expect(sign.name).not.toBe('');
      expect(sign.meaning.length).toBeGreaterThan(10);
      expect(mediaFiles).toContain(sign.image);
    }
    expect(new Set(content.signs.map((s) => s.code)).size).toBe(content.signs.length);
  });

  it('compiles to HTML with only allowed tags and attributes, links that lead somewhere, pictures that exist', () => {
    const glossary = content.pages.find((p) => p.slug === 'inyito')!;
    const anchors = new Set([...glossary.html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => `/dashboard/inyito#${m[1]}`));
    const paths = new Set([
      ...content.lessons.map((l) => `/dashboard/amasomo/${l.id}`),
      ...anchors,
      '/dashboard/ibyapa',
      '/dashboard/inyito',
      '/dashboard/imibare',
    ]);
    const pages = [
      ...content.lessons.map((l) => ({ where: `lesson ${l.id}`, html: l.html })),
      ...content.pages.map((p) => ({ where: `page ${p.slug}`, html: p.html })),
    ];
    for (const { where, html } of pages) {
      for (const { tag, attrs } of tagsOf(html)) {
        expect(ALLOWED_TAGS, `${where}: <${tag}>`).toContain(tag);
        for (const { name, value } of attrs) {
          expect(ALLOWED_ATTRIBUTES, `${where}: <${tag} ${name}>`).toContain(name);
          if (name === 'href')
            expect(paths.has(value) || value.startsWith('https://'), `${where}: ${value}`).toBe(true);
          if (name === 'src') expect(mediaFiles, where).toContain(value);
          if (tag === 'img' && name === 'src')
            expect(
              attrs.some((a) => a.name === 'loading' && a.value === 'lazy'),
              where,
            ).toBe(true);
        }
      }
      expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    }
  });

  it('links a term to the glossary at its first use in a lesson, once', () => {
    const lesson = content.lessons.find((l) => l.id === 4)!;
    const links = [...lesson.html.matchAll(/<a href="\/dashboard\/inyito#([^"]+)" class="term">/g)].map((m) => m[1]);
    expect(links).toContain('kunyuranaho');
    expect(new Set(links).size).toBe(links.length);
  });

  it('marks the speed limits of Art 29 for review rather than stating them as settled', () => {
    const speed = content.lessons.find((l) => l.id === 4)!;
    expect(speed.html).toMatch(/<aside class="review" role="note">[\s\S]*ingingo ya 29/i);
  });
});

describe('an author’s mistake', () => {
  const copyWith = contentCopies();
  /** A copy of the real content with one lesson replaced. */
  const withLesson = (body: string) =>
    copyWith(
      'lessons/03-amategeko-rusange.md',
      `---\ntitle: Isomo\ndescription: Isomo ryo kugerageza ibibazo\nimage: B.1\n---\n## Umutwe\n\n${body}\n`,
    );

  it('shows raw HTML and script links as text, never as markup', () => {
    const dir = withLesson('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[kanda](javascript:alert(1))');
    const html = compileContent(dir).lessons.find((l) => l.id === 3)!.html;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img src=x|href="javascript/);
  });

  it('is refused with the file and the reason: a sign that does not exist, a broken link, a missing picture', () => {
    const problems = problemsOf(
      withLesson('::: ibyapa Z.99\n:::\n\n[reba](lesson:42)\n\n![ifoto](image:nowhere)\n\n[hanze](http://example.com)'),
    );
    expect(problems).toEqual([
      '03-amategeko-rusange.md: sign Z.99 does not exist',
      '03-amategeko-rusange.md: link to lesson 42, which does not exist',
      '03-amategeko-rusange.md: picture image:nowhere does not exist (use sign:CODE or image:NAME)',
      '03-amategeko-rusange.md: link http://example.com is neither lesson:N, ibyapa, inyito(:term), imibare nor an https address',
    ]);
  });

  it('is refused when a rule of lessons 3 to 13 cites no article, in a list or a table', () => {
    const problems = problemsOf(
      withLesson(
        [
          "- Ntunyuranaho hafi y'ahanyurwa n'abanyamaguru (ingingo ya 22).",
          "- Hagarara iburyo bw'umuhanda.",
          "  - Nibura cm 50 (Inkomoko: Polisi y'u Rwanda).",
          '- Birabujijwe:',
          '  - guhagarara ku kiraro (ingingo ya 33.2).',
          '',
          '| Ikinyabiziga | Umuvuduko | Ingingo |',
          '|---|---|---|',
          '| Imodoka | km/h 60 | 29.1 |',
          '| Ipikipiki | km/h 40 | |',
          '',
          '## Ibyo kwibuka',
          '',
          '- Ibi ntibisaba ingingo: biributsa ibyavuzwe.',
        ].join('\n'),
      ),
    );
    expect(problems).toEqual([
      '03-amategeko-rusange.md: line 9: "Hagarara iburyo bw\'umuhanda." cites no article',
      '03-amategeko-rusange.md: line 17: table row "Ipikipiki | km/h 40 |" cites no article',
    ]);
  });

  it('is refused when a sign file could run a script', () => {
    const dir = copyWith(
      'signs/A.99.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" onload="alert(1)"><title>x</title><desc>y</desc></svg>',
    );
    expect(problemsOf(dir)).toEqual(['A.99.svg: holds \\son[a-z]+\\s*=, not allowed']);
  });
});
