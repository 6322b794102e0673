import { describe, expect, it } from 'vitest';
import { EXAM, QUESTION_TOPICS } from './exam.ts';
import { drawExam, gradeAnswers, shuffleChoices } from './exam-draw.ts';

/** A bank like ours: every lesson, a lesson 12 heavy with signs. */
const bank = QUESTION_TOPICS.flatMap((topic) =>
  Array.from({ length: topic === 12 ? 60 : 20 }, (_, i) => ({
    id: `${topic}-${i}`,
    topic,
    sign: topic === 12 && i < 50 ? `S.${i}` : null,
  })),
);

describe('drawExam', () => {
  it('draws 20 distinct questions: several signs and every lesson, every time', () => {
    for (let round = 0; round < 200; round++) {
      const ids = drawExam(bank, Math.random);
      expect(new Set(ids).size).toBe(EXAM.questions);
      const drawn = ids.map((id) => bank.find((q) => q.id === id)!);
      expect(drawn.filter((q) => q.sign).length).toBeGreaterThanOrEqual(EXAM.signQuestions);
      expect(new Set(drawn.map((q) => q.topic))).toEqual(new Set(QUESTION_TOPICS));
    }
  });

  it('reaches every question of the bank over many exams', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 500; round++) for (const id of drawExam(bank, Math.random)) seen.add(id);
    expect(seen.size).toBe(bank.length);
  });

  it('still draws 20 from a small bank with no signs', () => {
    const small = bank.filter((q) => !q.sign).slice(0, 25);
    expect(new Set(drawExam(small, Math.random)).size).toBe(EXAM.questions);
  });
});

describe('shuffleChoices', () => {
  it('moves choices around but keeps "none is correct" last', () => {
    const choices = ['50 m', '100 m', '150 m', "Nta gisubizo cy'ukuri kirimo"];
    const orders = new Set<string>();
    for (let round = 0; round < 200; round++) {
      const order = shuffleChoices(choices, Math.random);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      expect(order[3]).toBe(3);
      orders.add(order.join(''));
    }
    expect(orders.size).toBe(6);
  });
});

describe('gradeAnswers', () => {
  it('gives one mark per right answer and passes at 14', () => {
    const answers = (right: number) =>
      Array.from({ length: 20 }, (_, i) => ({ chosen: i < right ? 1 : i % 2 === 0 ? null : 2, correct: 1 }));
    expect(gradeAnswers(answers(13))).toEqual({ grade: 13, passed: false });
    expect(gradeAnswers(answers(14))).toEqual({ grade: 14, passed: true });
    expect(gradeAnswers(answers(0))).toEqual({ grade: 0, passed: false });
  });
});

/** mulberry32: the same numbers for the same seed, so a share measured over many exams is the same every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("drawExam with the learner's memory", () => {
  /** One exam a day for `days` days, each question remembered as seen that day. */
  function examsOf(days: number, random = Math.random) {
    const seen = new Map<string, number>();
    const papers: string[][] = [];
    for (let day = 0; day < days; day++) {
      const paper = drawExam(bank, random, seen);
      for (const id of paper) seen.set(id, day);
      papers.push(paper);
    }
    return papers;
  }

  const lessonOf = (id: string) => bank.find((q) => q.id === id)!;

  it('repeats no question of a lesson before that lesson is used up', () => {
    // lesson 12's 10 unsigned questions last about 8 exams; the others' 20 and the 50 signs, 10 or more
    const papers = examsOf(8);
    const signs = papers.flat().filter((id) => lessonOf(id).sign);
    expect(new Set(signs).size).toBe(signs.length);
    for (const topic of QUESTION_TOPICS.filter((t) => t !== 12)) {
      const asked = papers.flat().filter((id) => lessonOf(id).topic === topic && !lessonOf(id).sign);
      expect(new Set(asked).size).toBe(Math.min(asked.length, 20));
    }
  });

  it('keeps 5 signs and every lesson in every exam, long after a lesson is used up', () => {
    for (const paper of examsOf(60)) {
      const drawn = paper.map(lessonOf);
      expect(new Set(paper).size).toBe(EXAM.questions);
      expect(drawn.filter((q) => q.sign).length).toBe(EXAM.signQuestions);
      expect(new Set(drawn.filter((q) => !q.sign).map((q) => q.topic))).toEqual(new Set(QUESTION_TOPICS));
    }
  });

  it("gives each lesson its share of the bank for life, as readiness's examMix expects", () => {
    const counts = new Map<number, number>();
    const papers = examsOf(2100, seeded(39)).slice(100); // long after every question was seen
    for (const id of papers.flat())
      if (!lessonOf(id).sign) counts.set(lessonOf(id).topic, (counts.get(lessonOf(id).topic) ?? 0) + 1);
    // one of each lesson, then 4 by share of the 199 left once each gave one: 19 of lesson 3, 9 of lesson 12
    expect(counts.get(3)! / papers.length).toBeCloseTo(1 + (4 * 19) / 199, 1);
    expect(counts.get(12)! / papers.length).toBeCloseTo(1 + (4 * 9) / 199, 1);
  });

  it('asks again what was seen longest ago once everything is seen', () => {
    const seen = new Map(bank.map((q, i) => [q.id, i]));
    const paper = new Set(drawExam(bank, Math.random, seen));
    expect(paper.size).toBe(EXAM.questions);
    const signs = bank.filter((q) => q.sign);
    for (const q of signs.slice(0, EXAM.signQuestions)) expect(paper).toContain(q.id);
    for (const topic of QUESTION_TOPICS) {
      const lesson = bank.filter((q) => q.topic === topic && !q.sign).map((q) => q.id);
      const asked = lesson.filter((id) => paper.has(id));
      expect(asked).toEqual(lesson.slice(0, asked.length)); // the oldest of each lesson
    }
  });
});
