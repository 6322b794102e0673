import type { PaymentView } from '@provisoire/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { AppToaster } from '../../ui/toaster.tsx';

import { PaymentStatus } from './payment-views.tsx';
import { useFollowedPayment } from './use-followed-payment.ts';

/** The browser's live stream of a payment, driven by the test. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The connection dropped; the browser reconnects by itself, on the same source. */
  drop() {
    this.dispatchEvent(new Event('error'));
  }
  send(payment: PaymentView) {
    this.dispatchEvent(new MessageEvent('payment', { data: JSON.stringify(payment) }));
  }
}

const streamOf = (id: string) => {
  const source = FakeEventSource.opened.findLast((s) => s.url === `/api/payments/${id}/events`);
  if (!source) throw new Error(`no stream opened for ${id}`);
  return source;
};

const OFFLINE = Symbol('offline');
type Answer = unknown | typeof OFFLINE;

/** The server's answers by `METHOD path`, one per request in turn, the last one repeated. */
const routes = new Map<string, Answer[]>();
const answer = (route: string, ...answers: Answer[]) => routes.set(route, answers);

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const answers = routes.get(`${init?.method ?? 'GET'} ${path}`);
      const next = answers && answers.length > 1 ? answers.shift() : answers?.[0];
      if (next === OFFLINE) throw new TypeError('Failed to fetch');
      if (next === undefined) return new Response(JSON.stringify({ code: 'not_found', message: '' }), { status: 404 });
      return new Response(JSON.stringify(next));
    }),
  );
}

const requests = (route: string) =>
  vi.mocked(fetch).mock.calls.filter(([path, init]) => `${init?.method ?? 'GET'} ${path}` === route).length;

const pending = (id: string, overrides: Partial<PaymentView> = {}): PaymentView => ({
  id,
  plan: 'weekly',
  amount: 3000,
  seats: null,
  currency: 'RWF',
  method: 'mtn',
  phone: '+250788123456',
  status: 'pending',
  cancelled: false,
  createdAt: '2026-11-26T08:00:00.000Z',
  settledAt: null,
  secondsLeft: 240,
  ...overrides,
});
const settled = (payment: PaymentView, status: 'paid' | 'failed'): PaymentView => ({
  ...payment,
  status,
  settledAt: '2026-11-26T08:01:00.000Z',
  secondsLeft: 0,
});

/** The subscription page, reduced to the followed payment as the modal shows it, and the toasts. */
function Page({ modalOpen, started }: { modalOpen: boolean; started?: PaymentView }) {
  const follower = useFollowedPayment(modalOpen);
  const { current, follow } = follower;
  useEffect(() => {
    if (started) follow(started);
  }, [started, follow]);
  return (
    <>
      {current ? (
        <PaymentStatus
          followed={current}
          resumed={false}
          onRetry={follower.seen}
          onRecheck={follower.recheck}
          onCancel={follower.cancel}
          onClose={follower.seen}
        />
      ) : (
        <p>Nta bwishyu bukurikiranwa</p>
      )}
      <AppToaster />
    </>
  );
}

async function renderPage(props: { modalOpen: boolean; started?: PaymentView }) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await wait(0);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await wait(0);
};
const shown = (text: string) => screen.queryAllByText(text).length > 0;
const toasts = () => [...document.querySelectorAll('.toasts [role]')].map((toast) => toast.textContent);

const WAITING = 'Emeza kuri telefoni yawe';
const UNCONFIRMED = 'Ubwishyu ntiburemezwa';
const PAID = 'Kugura ifatabuguzi byagenze neza.';
const FAILED = 'Kugura ifatabuguzi byanze.';
const CANCELLED = 'Ubwishyu bwahagaritswe. Ushobora gutangira ubundi.';
const NO_NETWORK = 'Nta murandasi. Reba ko uhujwe, wongere ugerageze.';
const NOTHING = 'Nta bwishyu bukurikiranwa';

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  routes.clear();
  answer('GET /api/payments', { payments: [] });
  stubServer();
});

afterEach(async () => {
  await wait(5000);
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a followed payment', () => {
  it('shows as paid when its stream drops and comes back with the news, and then stops listening', async () => {
    const started = pending('p1');
    await renderPage({ modalOpen: true, started });
    expect(shown(WAITING)).toBe(true);
    const listsBefore = requests('GET /api/payments');

    streamOf('p1').drop();
    await wait(1000);
    expect(shown(WAITING)).toBe(true);

    streamOf('p1').send(settled(started, 'paid'));
    await wait(0);
    expect(screen.getByRole('status').textContent).toBe(PAID);
    expect(streamOf('p1').closed).toBe(true);
    expect(requests('GET /api/payments')).toBeGreaterThan(listsBefore);
    expect(toasts()).toEqual([]);
  });

  it('is read again when the page comes back to the front, and a read that failed is tried on the next return', async () => {
    const started = pending('p2');
    await renderPage({ modalOpen: true, started });
    answer('GET /api/payments/p2', OFFLINE, settled(started, 'failed'));

    window.dispatchEvent(new Event('focus'));
    await wait(0);
    expect(requests('GET /api/payments/p2')).toBe(1);
    expect(shown(WAITING)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    document.dispatchEvent(new Event('visibilitychange'));
    await wait(0);
    expect(requests('GET /api/payments/p2')).toBe(2);
    expect(screen.getByRole('alert').textContent).toContain(FAILED);

    await click('Ongera ugerageze');
    expect(shown(NOTHING)).toBe(true);
  });

  it('ignores news of another payment than the one it follows', async () => {
    await renderPage({ modalOpen: true, started: pending('p3') });
    streamOf('p3').send(settled(pending('other'), 'paid'));
    await wait(0);
    expect(shown(WAITING)).toBe(true);
    expect(shown(PAID)).toBe(false);
  });

  it('tells a learner who closed the modal that the payment failed, in a toast, and shows it no longer', async () => {
    const started = pending('p4');
    await renderPage({ modalOpen: false, started });

    streamOf('p4').send(settled(started, 'failed'));
    await wait(0);
    expect(toasts()).toEqual([FAILED]);
    expect(shown(NOTHING)).toBe(true);
  });

  it('tells a learner who closed the modal that the payment went through, in a toast', async () => {
    const started = pending('p5');
    await renderPage({ modalOpen: false, started });

    streamOf('p5').send(settled(started, 'paid'));
    await wait(0);
    expect(toasts()).toEqual([PAID]);
    expect(shown(NOTHING)).toBe(true);
  });
});

describe('a payment found waiting after a reload', () => {
  it('is followed for the time it had left, then may be checked again until the check gets through', async () => {
    const waiting = pending('p6', { secondsLeft: 30 });
    answer('GET /api/payments', { payments: [waiting] });
    await renderPage({ modalOpen: true });
    expect(screen.getByRole('timer').textContent).toBe('00:30');
    expect(streamOf('p6').closed).toBe(false);

    await wait(30_000);
    expect(shown(UNCONFIRMED)).toBe(true);

    answer('GET /api/payments/p6', OFFLINE, settled(waiting, 'paid'));
    await click('Komeza utegereze');
    expect(toasts()).toEqual([NO_NETWORK]);
    expect(shown(UNCONFIRMED)).toBe(true);

    await click('Komeza utegereze');
    expect(shown(PAID)).toBe(true);
  });

  it('goes away when the learner cancels it, and the list does not bring it back', async () => {
    const waiting = pending('p7');
    const cancelled = { ...waiting, cancelled: true };
    answer('GET /api/payments', { payments: [waiting] });
    await renderPage({ modalOpen: true });
    expect(shown(WAITING)).toBe(true);

    answer('POST /api/payments/p7/cancel', cancelled);
    answer('GET /api/payments', { payments: [cancelled] });
    await click('Hagarika ubu bwishyu');
    expect(shown(NOTHING)).toBe(true);
    expect(toasts()).toEqual([CANCELLED]);
    expect(streamOf('p7').closed).toBe(true);
  });

  it('shows as paid, not cancelled, when the money went through before the learner cancelled', async () => {
    const waiting = pending('p8');
    answer('GET /api/payments', { payments: [waiting] });
    await renderPage({ modalOpen: true });

    answer('POST /api/payments/p8/cancel', settled(waiting, 'paid'));
    await click('Hagarika ubu bwishyu');
    expect(screen.getByRole('status').textContent).toBe(PAID);
    expect(toasts()).toEqual([]);
  });

  it('is still waiting when a cancel does not reach the server, and says why', async () => {
    const waiting = pending('p9');
    answer('GET /api/payments', { payments: [waiting] });
    await renderPage({ modalOpen: true });

    answer('POST /api/payments/p9/cancel', OFFLINE);
    await click('Hagarika ubu bwishyu');
    expect(shown(WAITING)).toBe(true);
    expect(toasts()).toEqual([NO_NETWORK]); // once, not again by the button
    expect(streamOf('p9').closed).toBe(false);
  });
});
