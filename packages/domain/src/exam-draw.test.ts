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

describe("drawExam with the learner's memory", () => {
  /** One exam a day for `days` days, each question remembered as seen that day. */
  function examsOf(days: number) {
    const seen = new Map<string, number>();
    const papers: string[][] = [];
    for (let day = 0; day < days; day++) {
      const paper = drawExam(bank, Math.random, seen);
      for (const id of paper) seen.set(id, day);
      papers.push(paper);
    }
    return papers;
  }

  it('never repeats a question before the unsigned part of the bank is used up', () => {
    // 190 unsigned questions at 15 an exam: 12 exams without a repeat; the 50 signs last 10 exams.
    const papers = examsOf(10);
    expect(new Set(papers.flat()).size).toBe(10 * EXAM.questions);
  });

  it('keeps several signs and every lesson while each lesson has unseen questions', () => {
    for (const paper of examsOf(6)) {
      const drawn = paper.map((id) => bank.find((q) => q.id === id)!);
      expect(drawn.filter((q) => q.sign).length).toBe(EXAM.signQuestions);
      expect(new Set(drawn.map((q) => q.topic))).toEqual(new Set(QUESTION_TOPICS));
    }
  });

  it('asks again what was seen longest ago once everything is seen', () => {
    const seen = new Map(bank.map((q, i) => [q.id, i]));
    const paper = new Set(drawExam(bank, Math.random, seen));
    expect(paper.size).toBe(EXAM.questions);
    const signs = bank.filter((q) => q.sign);
    for (const q of signs.slice(0, EXAM.signQuestions)) expect(paper).toContain(q.id);
    for (const topic of QUESTION_TOPICS) expect(paper).toContain(bank.find((q) => q.topic === topic && !q.sign)!.id);
    for (const id of ['3-1', '3-2', '3-3', '3-4']) expect(paper).toContain(id); // the rest: the oldest left
  });
});
