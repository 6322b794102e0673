import type { BankQuestion } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { checkQuestionFacts, factOf, updateQuestionFacts } from './question-facts.ts';

const question = (id: string, change: Partial<BankQuestion> = {}): BankQuestion => ({
  id,
  topic: 5,
  stem: "Uhagaze iruhande rw'inzira y'abanyamaguru, inziga ntizirenza:",
  sign: null,
  picture: null,
  choices: ['cm 30', 'cm 50', 'm 1', 'cm 75'],
  correct: 1,
  explanation: "Inziga ntizirenza cm 50 uvuye ku nzira y'abanyamaguru (Ingingo ya 32.6).",
  ...change,
});

describe('question facts', () => {
  const record = updateQuestionFacts({ questions: {}, retired: [] }, [question('05-004')], new Set()).record;

  it("pins an id's articles, picture and the key's numbers", () => {
    expect(factOf(question('05-004'))).toEqual({ articles: [32], picture: null, numbers: ['50'] });
    const drawn = question('04-151', {
      picture: { src: '/media/l4-long-lorry-signal-0123abcdef.svg', alt: '…', width: 360, height: 200 },
    });
    expect(factOf(drawn).picture).toBe('l4-long-lorry-signal');
  });

  it('lets the same fact be reworded: other words, other wrong answers, the choices reordered', () => {
    const reworded = question('05-004', {
      stem: "Inziga z'ikinyabiziga gihagaze ntizigomba kurenza iyihe ntera uvuye ku nzira y'abanyamaguru?",
      choices: ['cm 50, kugira ngo abanyamaguru bagende neza', 'm 2', 'cm 20', 'cm 80'],
      correct: 0,
    });
    expect(checkQuestionFacts([reworded], record)).toEqual([]);
  });

  it('refuses an id rewritten into another fact: another number, article or picture', () => {
    for (const other of [
      question('05-004', { choices: ['cm 30', 'cm 50', 'm 1', 'm 5'], correct: 3 }),
      question('05-004', { explanation: 'Guhagarara birabujijwe (Ingingo ya 33).' }),
      question('05-004', { sign: 'E.1' }),
    ])
      expect(checkQuestionFacts([other], record)).toEqual([
        expect.stringMatching(/^05-004 .*; it was recorded as it cited 32, shows nothing, its key says 50\. .*new id$/),
      ]);
  });

  it('asks a new id to be recorded, and never lets a retired id back', () => {
    expect(checkQuestionFacts([question('05-058')], record)).toEqual([
      '05-058 is new: record it with npm run content:facts',
    ]);
    const { record: later } = updateQuestionFacts(record, [question('05-058')], new Set());
    expect(later.retired).toEqual(['05-004']);
    expect(checkQuestionFacts([question('05-004')], later)).toEqual([
      '05-004 was retired: an id is never used again; give the question a new id',
    ]);
  });

  it('moves a pinned fact only when accepted, naming the others', () => {
    const moved = question('05-004', { choices: ['cm 30', 'cm 50', 'm 1', 'm 5'], correct: 3 });
    const refused = updateQuestionFacts(record, [moved], new Set());
    expect(refused).toMatchObject({ refused: ['05-004'], record });
    const accepted = updateQuestionFacts(record, [moved], new Set(['05-004']));
    expect(accepted.refused).toEqual([]);
    expect(checkQuestionFacts([moved], accepted.record)).toEqual([]);
  });
});
