import { useQuery } from '@tanstack/react-query';
import { courseText } from '../../lib/course-text.ts';
import { lessonsQuery } from '../../lib/learner-queries.ts';
import { practicePath } from './api.ts';
import { SIGNS } from './practice-rules.ts';
import { progressText } from './progress-text.ts';

/** Where to practise one part of the exam: every sign, or one lesson. */
export const partPracticePath = (part: number) =>
  part === SIGNS ? practicePath({ kind: 'signs', category: 'all' }) : practicePath({ kind: 'lessons', ids: [part] });

/** A part of the exam by name: the road signs, or a lesson with its title once the titles have come. */
export function usePartName() {
  const lessons = useQuery(lessonsQuery).data?.lessons;
  return (part: number) => {
    if (part === SIGNS) return progressText('part.signs');
    const title = lessons?.find((lesson) => lesson.id === part)?.title;
    return `${courseText('lessons.number', { id: part })}${title ? `: ${title}` : ''}`;
  };
}
