import type { LessonProgress } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { lessonToContinue } from './continue-lesson.ts';

const lesson = (id: number, over: Partial<LessonProgress> = {}): LessonProgress => ({
  id,
  opened: false,
  mastery: null,
  answers: 0,
  selfCheckBest: null,
  ...over,
});
const course = (over: Record<number, Partial<LessonProgress>>) =>
  Array.from({ length: 13 }, (_, i) => lesson(i + 1, over[i + 1]));

describe('the lesson to go on with', () => {
  it('is the first lesson for a newcomer', () => {
    expect(lessonToContinue(course({}))).toBe(1);
  });

  it('is the first lesson opened whose self-check is not yet nearly all right, whatever the order given', () => {
    const lessons = course({
      1: { opened: true },
      2: { opened: true },
      3: { opened: true, selfCheckBest: 5 },
      4: { opened: true, selfCheckBest: 3 },
      6: { opened: true },
    });
    expect(lessonToContinue(lessons.reverse())).toBe(4);
  });

  it('is the first one not opened when every opened one is behind the learner, and none at the end', () => {
    expect(
      lessonToContinue(course({ 1: { opened: true }, 2: { opened: true }, 3: { opened: true, selfCheckBest: 4 } })),
    ).toBe(4);
    const all = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i + 1, { opened: true, selfCheckBest: 5 }]));
    expect(lessonToContinue(course(all))).toBeNull();
  });
});
