import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/t.ts';
import type { ApiTexts } from '../../lib/api-client.ts';
import { SCHOOL_API_TEXTS } from '../school/school-api-texts.ts';
import { PaymentForm } from './payment-form.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Sends the filled form of 3 seats, and the server refuses it with `code` (and the refused `fields`). */
async function refusedWith(code: string, texts?: ApiTexts, fields?: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ code, fields }), { status: code === 'validation_failed' ? 400 : 403 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentForm
        plan="monthly"
        seats={3}
        texts={texts}
        draft={{ phone: '0788123456', method: 'mtn', chosen: true }}
        onDraft={() => {}}
        onStarted={() => {}}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  fireEvent.submit(screen.getByRole('button', { name: /Ishyura/ }).closest('form') as HTMLFormElement);
  return (await screen.findByRole('alert')).textContent;
}

describe("a school's purchase refused", () => {
  it("says why in the school's words when the school's texts are given", async () => {
    expect(await refusedWith('school_rejected', SCHOOL_API_TEXTS)).toBe('Ikigo cyanyu nticyemewe.');
  });

  it('says only that something went wrong without them', async () => {
    expect(await refusedWith('school_rejected')).toBe(t('errors.internal_error'));
  });
});

describe('a purchase the server finds wrong', () => {
  it('says so above the form when the field it names is not on it', async () => {
    expect(await refusedWith('validation_failed', undefined, { plan: 'validation.plan_invalid' })).toBe(
      'Hitamo ifatabuguzi.',
    );
  });
});
