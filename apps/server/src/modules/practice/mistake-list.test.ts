import { randomUUID } from 'node:crypto';
import {
  anchorsIn,
  articleAnchor,
  citedAt,
  MISTAKES_LISTED,
  type MistakeList,
  type PracticeFeedback,
  reviewAfter,
} from '@provisoire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import type { Client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loadContent } from '../../content/content-store.ts';
import { reviewCards } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-11-26T08:00:00Z');
const ARTICLE = /Ingingo ya \d+(?:\.\d+)?/;
const questions = loadContent(inject('contentDist')).questions;
const bank = new Map(questions.map((q) => [q.id, q]));
const keyOf = (id: string) => bank.get(id)!.correct;
const wrongOf = (id: string) => (keyOf(id) + 1) % bank.get(id)!.choices.length;
let server: TestServer;
let elapsed = 0;
/** The server's clock, moved with it. */
const clock = () => new Date(START.getTime() + elapsed);
const advance = (ms: number) => {
  elapsed += ms;
  server.advance(ms);
};

beforeAll(async () => {
  server = await startTestServer({ now: START });
});
afterAll(() => server.close());

async function subscribed() {
  const learner = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', START));
  return learner;
}

const answer = async (api: Client, questionId: string, choice: number): Promise<PracticeFeedback> => {
  const res = await api.post('/api/practice/answers', { questionId, choice, requestId: randomUUID() });
  expect(res.status).toBe(200);
  return res.json;
};

async function listOf(api: Client): Promise<MistakeList> {
  const res = await api.get('/api/practice/mistakes');
  expect(res.status).toBe(200);
  return res.json;
}

describe('the list of mistakes (issue 39)', () => {
  it('lists a wrong answer with its question and when it comes back, until it is learnt', async () => {
    const { api, user } = await subscribed();
    const q = questions.find((x) => x.topic === 12 && x.picture)!;
    await answer(api, q.id, wrongOf(q.id));

    const [card] = await server.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
    const list = await listOf(api);
    expect(list).toEqual({
      mistakes: [
        {
          id: q.id,
          lesson: 12,
          stem: q.stem,
          picture: expect.objectContaining({ src: expect.stringMatching(/^\/media\//), alt: q.picture!.alt }),
          due: card!.due.toISOString(),
        },
      ],
      total: 1,
      now: clock().toISOString(),
    });
    expect(JSON.stringify(list)).not.toMatch(/correct|explanation|choices/); // the question, never its key

    // Right once, then right again 12 hours later: learnt, it leaves the list.
    advance(24 * HOUR);
    await answer(api, q.id, keyOf(q.id));
    expect((await listOf(api)).mistakes.map((m) => m.id)).toEqual([q.id]);
    advance(12 * HOUR);
    expect(await answer(api, q.id, keyOf(q.id))).toMatchObject({ inMistakes: false });
    expect(await listOf(api)).toMatchObject({ mistakes: [], total: 0 });
  });

  it('shows a learner their own mistakes only, and no one signed out', async () => {
    const mine = await subscribed();
    const theirs = await subscribed();
    const [a, b] = questions.filter((q) => q.topic === 7);
    await answer(mine.api, a!.id, wrongOf(a!.id));
    await answer(theirs.api, b!.id, wrongOf(b!.id));
    expect((await listOf(mine.api)).mistakes.map((m) => m.id)).toEqual([a!.id]);
    expect((await listOf(theirs.api)).mistakes.map((m) => m.id)).toEqual([b!.id]);
    expect((await fetch(`${server.base}/api/practice/mistakes`)).status).toBe(401);
  });

  it(`lists the soonest due first, at most ${MISTAKES_LISTED}, without a subscription too`, async () => {
    // Mistakes kept from a free exam or a plan that ended: written straight, each due an hour apart.
    const { api, user } = await learnerIn(server);
    const now = clock();
    const missed = questions.slice(0, MISTAKES_LISTED + 5);
    await server.db.insert(reviewCards).values(
      missed.map((q, i) => {
        const due = new Date(now.getTime() + ((i * 7) % missed.length) * HOUR - 3 * HOUR);
        const card = reviewAfter(null, false, now)!.card;
        return { userId: user.id, questionId: q.id, card: { ...card, due: due.toISOString() }, due };
      }),
    );
    const list = await listOf(api);
    expect(list.total).toBe(MISTAKES_LISTED + 5);
    expect(list.mistakes).toHaveLength(MISTAKES_LISTED);
    const dues = list.mistakes.map((m) => m.due);
    expect(dues).toEqual([...dues].sort());
    expect(dues[0]).toBe(new Date(now.getTime() - 3 * HOUR).toISOString()); // due already: listed first
  });
});

describe('"Soma mu isomo" after an answer (issue 39)', () => {
  it('opens the lesson where it cites the explanation’s article, or at its top when it does not', async () => {
    const { api } = await subscribed();
    const html: string = (await api.get('/api/lessons/5')).json.html;
    const anchors = anchorsIn(html);
    const articleOf = (id: string) => ARTICLE.exec(bank.get(id)!.explanation)![0];
    const lesson5 = questions.filter((q) => q.topic === 5);
    const cited = lesson5.find((q) => anchors.includes(articleAnchor(articleOf(q.id))!))!;

    const feedback = await answer(api, cited.id, keyOf(cited.id));
    const anchor = articleAnchor(feedback.article!)!;
    expect(feedback.lesson.path).toBe(`/dashboard/amasomo/5#${anchor}`);
    expect(html).toContain(` id="${anchor}"`);

    // An article the lesson never cites (a definition of article 2, say) opens the lesson's top.
    const uncited = lesson5.find((q) => citedAt(articleOf(q.id), anchors) === null);
    if (uncited) expect((await answer(api, uncited.id, keyOf(uncited.id))).lesson.path).toBe('/dashboard/amasomo/5');
  });
});
