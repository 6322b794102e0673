import { describe, expect, it } from 'vitest';
import { parseTermTable, refusedTranslationTerms } from './term-table.ts';
import {
  checkPictureWords,
  checkTranslatedLesson,
  checkTranslatedQuestions,
  readPictureWords,
} from './translation-checks.ts';

const TERMS = parseTermTable(`
| rw | en | fr | not en | not fr |
| --- | --- | --- | --- | --- |
| igare | bicycle | bicyclette | bike | vélo |
| Ingingo ya 33.2 | Article 33.2 | Article 33.2 | Art. | Art. |
`);

const RW = `# Amategeko

<!-- a note for authors -->

## 08-001
![Uruziga rutukura](sign:C.1)
Iki cyapa kibuza iki?

- [ ] Kimwe
- [x] Bibiri
- [ ] Bitatu
- [ ] Nta gisubizo cy'ukuri kirimo

> Ibisobanuro (Ingingo ya 70).
`;

const EN = `# Rules

## 08-001
![A red circle](sign:C.1)
What does this sign forbid?

- [ ] One
- [x] Two
- [ ] Three
- [ ] None of these answers is correct

> The explanation (Article 70).
`;

const check = (translated: string, language: 'en' | 'fr' = 'en') =>
  checkTranslatedQuestions('08-x.md', language, RW, translated, TERMS);

describe('a translated question file', () => {
  it('passes when it mirrors the Kinyarwanda', () => {
    expect(check(EN)).toEqual([]);
  });

  it('names a question missing, one the Kinyarwanda lacks, and a key moved', () => {
    expect(check(EN.replace('## 08-001', '## 08-002'))).toEqual([
      'en/questions/08-x.md 08-002: no such question in questions/08-x.md',
      'en/questions/08-x.md 08-001: missing',
    ]);
    expect(check(EN.replace('- [ ] One', '- [x] One').replace('- [x] Two', '- [ ] Two'))).toEqual([
      'en/questions/08-x.md 08-001: the key is choice 1, in Kinyarwanda choice 2',
    ]);
  });

  it('wants the same picture, the formula choice word for word, and the article cited', () => {
    expect(check(EN.replace('sign:C.1', 'sign:C.2'))).toEqual([
      'en/questions/08-x.md 08-001: picture sign:C.2, in Kinyarwanda sign:C.1',
    ]);
    expect(check(EN.replace('None of these answers is correct', 'None is correct'))).toEqual([
      'en/questions/08-x.md 08-001: choice 4 must read "None of these answers is correct"',
    ]);
    expect(check(EN.replace('(Article 70)', '(Art. 70)'))).toEqual([
      'en/questions/08-x.md 08-001: the explanation cites no article ("Article N")',
      'en/questions/08-x.md 08-001: uses "Art.": write "Article 33.2"',
    ]);
  });

  it('refuses the term table’s other words, whole words in any case, per language', () => {
    expect(check(EN.replace('- [ ] Three', '- [ ] A Bike'))).toEqual([
      'en/questions/08-x.md 08-001: uses "Bike": write "bicycle"',
    ]);
    expect(refusedTranslationTerms('bikes and biker', 'en', TERMS)).toEqual([]);
    expect(refusedTranslationTerms('un vélo', 'en', TERMS)).toEqual([]);
    expect(refusedTranslationTerms('un vélo', 'fr', TERMS)).toEqual(['uses "vélo": write "bicyclette"']);
  });
});

const RW_LESSON = `---
title: Guhagarara
description: Aho uhagarara.
image: C.19
---
## Iri somo rivuga iki?

Iri somo rivuga guhagarara. [Isomo rya 4](lesson:4)

::: ibyapa C.18 C.19
:::

## Aho uhagarara

- Hagarara iburyo (ingingo ya 32). Reba [kubisikana](inyito:kubisikana).
`;

const EN_LESSON = `---
title: Stopping
description: Where to stop.
image: C.19
---
## What is this lesson about?

This lesson is about stopping. [Lesson 4](lesson:4)

::: ibyapa C.18 C.19
:::

## Where to stop

- Stop on the right (Article 32). See [meeting oncoming vehicles](inyito:kubisikana).
`;

describe('a translated lesson', () => {
  const lesson = (translated: string) => checkTranslatedLesson('05-x.md', 'en', RW_LESSON, translated, TERMS);

  it('passes when it mirrors the Kinyarwanda', () => {
    expect(lesson(EN_LESSON)).toEqual([]);
  });

  it('names a picture changed, a block or a link lost, an article not cited and a section misnamed', () => {
    expect(lesson(EN_LESSON.replace('image: C.19', 'image: C.18'))).toEqual([
      'en/lessons/05-x.md: image C.18, in Kinyarwanda C.19',
    ]);
    expect(lesson(EN_LESSON.replace('::: ibyapa C.18 C.19', '::: ibyapa C.18'))).toHaveLength(1);
    expect(lesson(EN_LESSON.replace('(inyito:kubisikana)', '(inyito:isangano)'))).toEqual([
      'en/lessons/05-x.md: links missing: inyito:kubisikana',
      'en/lessons/05-x.md: links the Kinyarwanda lacks: inyito:isangano',
    ]);
    expect(lesson(EN_LESSON.replace('(Article 32)', '(Art. 32)'))).toEqual([
      'en/lessons/05-x.md: articles not cited as "Article N": 32',
      'en/lessons/05-x.md: uses "Art.": write "Article 33.2"',
    ]);
    expect(lesson(EN_LESSON.replace('## What is this lesson about?', '## About this lesson'))).toEqual([
      'en/lessons/05-x.md: no section "## What is this lesson about?"',
    ]);
  });
});

describe('the signs’ words in another language', () => {
  const words =
    '## B.1\nGive way\nGive way to the traffic on the road you enter; stop if you must.\n\n## C.1\nNo entry\n\n';
  it('wants every picture once, each with its name and what it says', () => {
    const signs = (...keys: string[]) => new Map(keys.map((key) => [key, []]));
    expect(checkPictureWords('signs.md', 'en', signs('B.1', 'C.1', 'D.1a'), words, TERMS)).toEqual([
      'en/signs.md: C.1 needs its name, then what it says',
      'en/signs.md: D.1a missing',
    ]);
    expect(checkPictureWords('signs.md', 'en', signs('B.1'), `${words}## B.1\nGive way\nAgain.\n`, TERMS)).toContain(
      'en/signs.md: C.1 is no picture of ours',
    );
    expect(readPictureWords(words).get('B.1')).toEqual({
      title: 'Give way',
      desc: 'Give way to the traffic on the road you enter; stop if you must.',
      drawn: new Map(),
    });
  });

  it('wants every word drawn in a drawing translated, and no word it does not draw', () => {
    const drawing = new Map([['headlights-beams', ['amatara magufi', 'nibura m 40']]]);
    const entry = '## headlights-beams\nHeadlights\nA car at night, its dipped headlights on.\n';
    expect(
      checkPictureWords('images.md', 'en', drawing, `${entry}- amatara magufi → dipped headlights\n`, TERMS),
    ).toEqual(['en/images.md: headlights-beams: the drawn "nibura m 40" needs "- nibura m 40 → …"']);
    const full = `${entry}- amatara magufi → dipped headlights\n- nibura m 40 → at least 40 m\n- umuhanda → road\n`;
    expect(checkPictureWords('images.md', 'en', drawing, full, TERMS)).toEqual([
      'en/images.md: headlights-beams: "umuhanda" is not drawn in it',
    ]);
    expect(readPictureWords(full).get('headlights-beams')).toMatchObject({
      desc: 'A car at night, its dipped headlights on.',
      drawn: new Map([
        ['amatara magufi', 'dipped headlights'],
        ['nibura m 40', 'at least 40 m'],
        ['umuhanda', 'road'],
      ]),
    });
  });
});
