import type { PaidPlanCode } from '@provisoire/domain';
import type { SchoolMessageInput } from '@provisoire/domain/school-work-schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiWith } from '../../lib/api-client.ts';
import { SCHOOL_API_TEXTS } from './school-api-texts.ts';
import { SCHOOL_WORK_API_TEXTS } from './school-work-api-texts.ts';

/** The texts of the answers a school's calls and forms can get: about the school, its seats and messages. */
export const SCHOOL_TEXTS = { ...SCHOOL_API_TEXTS, ...SCHOOL_WORK_API_TEXTS };

/** The school's calls: their errors carry the school's texts. */
const api = apiWith(SCHOOL_TEXTS);

export const schoolQuery = queryOptions({
  queryKey: ['school'],
  queryFn: () => api('GET /api/school').then((a) => a.school),
});

export const studentsQuery = queryOptions({
  queryKey: ['school', 'students'],
  queryFn: () => api('GET /api/school/students'),
});

/** One student's progress, and their finished exams a page at a time. */
export const studentQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['school', 'student', id],
    queryFn: ({ pageParam }) => api('GET /api/school/students/:id', { params: { id }, query: { before: pageParam } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.exams.next,
  });

export const renewJoinCode = () => api('POST /api/school/join-code').then((a) => a.school);
export const acceptStudent = (id: string) => api('POST /api/school/students/:id/accept', { params: { id } });
export const removeStudent = (id: string) => api('DELETE /api/school/students/:id', { params: { id } });

export const seatsQuery = queryOptions({
  queryKey: ['school', 'seats'],
  queryFn: () => api('GET /api/school/seats').then((a) => a.seats),
});

/** Gives a student one free seat of the plan; `requestId` is made once per press. */
export const giveSeat = (id: string, input: { plan: PaidPlanCode; requestId: string }) =>
  api('POST /api/school/students/:id/seat', { params: { id }, body: input }).then((a) => a.seats);

export const sentMessagesQuery = queryOptions({
  queryKey: ['school', 'messages'],
  queryFn: () => api('GET /api/school/messages').then((a) => a.messages),
});

export const sendMessage = (input: SchoolMessageInput) => api('POST /api/school/messages', { body: input });
