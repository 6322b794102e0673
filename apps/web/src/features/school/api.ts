import type { ExamResultPage, SchoolView, StudentProgress } from '@provisoire/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface JoinRequest {
  id: string;
  displayName: string;
  requestedAt: string;
}

export const schoolQuery = queryOptions({
  queryKey: ['school'],
  queryFn: () => api<{ school: SchoolView }>('GET', '/api/school').then((a) => a.school),
});

export const studentsQuery = queryOptions({
  queryKey: ['school', 'students'],
  queryFn: () => api<{ students: StudentProgress[]; requests: JoinRequest[] }>('GET', '/api/school/students'),
});

/** One student's progress, and their finished exams a page at a time. */
export const studentQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['school', 'student', id],
    queryFn: ({ pageParam }) =>
      api<{ student: StudentProgress; exams: ExamResultPage }>(
        'GET',
        `/api/school/students/${id}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.exams.next,
  });

export const renewJoinCode = () => api<{ school: SchoolView }>('POST', '/api/school/join-code').then((a) => a.school);
export const acceptStudent = (id: string) => api('POST', `/api/school/students/${id}/accept`);
export const removeStudent = (id: string) => api('DELETE', `/api/school/students/${id}`);
