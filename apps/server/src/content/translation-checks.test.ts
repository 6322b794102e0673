import { describe, expect, it } from 'vitest';
import { parseTermTable, refusedTranslationTerms } from './term-table.ts';
import { checkTranslatedQuestions } from './translation-checks.ts';

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
