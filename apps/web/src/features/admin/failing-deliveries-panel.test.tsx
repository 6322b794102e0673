import type { FailingDelivery } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FailingDeliveriesPanel from './failing-deliveries-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(deliveries: FailingDelivery[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ deliveries })))),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FailingDeliveriesPanel />
    </QueryClientProvider>,
  );
}

const failing = (overrides: Partial<FailingDelivery>): FailingDelivery => ({
  id: crypto.randomUUID(),
  kind: 'reset_password',
  channel: 'email',
  recipient: 'uwase@example.rw',
  status: 'retrying',
  tries: 4,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2026-11-26T08:00:00.000Z',
  nextTryAt: '2026-11-26T08:08:00.000Z',
  ...overrides,
});

describe("the admin's failing mail and SMS", () => {
  it('names each message, its state, its tries and why it failed', async () => {
    renderPanel([
      failing({}),
      failing({
        kind: 'school_reminder',
        channel: 'sms',
        recipient: '+250788123456',
        status: 'failed',
        nextTryAt: null,
      }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Imeli na SMS bitagenda (2)' });
    const items = [...panel.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('Guhindura ijambo ry’ibanga · Imeli · uwase@example.rw');
    expect(items[0]).toContain('Biracyageragezwa · Inshuro zageragejwe: 4');
    expect(items[0]).toContain('Bizongera kugeragezwa:');
    expect(items[0]).toContain('Impamvu: connect ECONNREFUSED 127.0.0.1:587');
    expect(items[1]).toContain('Urwibutso rw’ishuri · SMS · +250788123456');
    expect(items[1]).toContain('Byaretswe');
    expect(items[1]).not.toContain('Bizongera kugeragezwa');
  });

  it('shows nothing while every message leaves', async () => {
    const { container } = renderPanel([]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
