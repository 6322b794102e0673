import type { Lesson, PageData, SessionUser, SubscriptionAnswer } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { renderer } from './entry-server.tsx';
import { lessonQuery } from './features/lessons/api.ts';
import { subscriptionQuery } from './features/subscription/api.ts';

// Issue 44, step 1: the server renders signed-in pages for many visitors at once; each render reads its
// own visitor and data, never another's, whatever awaits between them.
const visitor = (n: number): SessionUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  displayName: `Mukamana Umunyeshuri${n}`,
  email: `umunyeshuri${n}@example.rw`,
  emailVerified: true,
  phone: null,
  hasPassword: true,
  google: false,
  role: 'learner',
  language: 'rw',
  place: null,
});

function pageFor(n: number): PageData {
  const id = String((n % 13) + 1);
  const lesson: Lesson = {
    id: Number(id),
    title: `Isomo ry'umunyeshuri ${n}`,
    description: 'Ibisobanuro',
    image: '/media/a.svg',
    html: `<p>Inyandiko y'umunyeshuri ${n}</p>`,
  };
  const subscription: SubscriptionAnswer = {
    subscription: {
      status: 'active',
      plan: 'monthly',
      start: '2026-12-01T00:00:00.000Z',
      end: '2026-12-31T00:00:00.000Z',
      daysLeft: 24,
    },
    trialAvailable: false,
  };
  return {
    user: visitor(n),
    queries: [
      { queryKey: lessonQuery(id).queryKey, path: `/api/lessons/${id}`, data: lesson },
      { queryKey: subscriptionQuery.queryKey, path: '/api/subscription', data: subscription },
    ],
  };
}

describe('renderDataPage', () => {
  it('renders twenty visitors at once, each with their own name and lesson', async () => {
    const pages = Array.from({ length: 20 }, (_, n) => pageFor(n));
    const lessonOf = (data: PageData) => (data.queries[0]!.data as Lesson).id;
    const rendered = await Promise.all(
      pages.map((data) => renderer.renderDataPage(`/dashboard/amasomo/${lessonOf(data)}`, data, 'rw')),
    );
    rendered.forEach(({ body, title }, n) => {
      expect(body).toContain(`Umunyeshuri${n}<`);
      expect(body).toContain(`Inyandiko y'umunyeshuri ${n}<`);
      expect(title).toContain(`umunyeshuri ${n}`);
      for (const other of [n + 1, n + 2].filter((m) => m < 20)) expect(body).not.toContain(`Umunyeshuri${other}<`);
    });
  });
});
