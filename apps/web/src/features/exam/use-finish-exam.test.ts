import type { ExamResult } from '@provisoire/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { finishExam } from './api.ts';
import { useFinishExam } from './use-finish-exam.ts';

vi.mock('./api.ts', async (original) => ({ ...(await original<typeof import('./api.ts')>()), finishExam: vi.fn() }));

const graded: ExamResult = {
  id: 'a1',
  finishedAt: new Date(2026, 10, 26).toISOString(),
  grade: 15,
  total: 20,
  passed: true,
  timedOut: false,
};
const outbox = { settle: vi.fn(async () => true), stop: vi.fn() };

beforeEach(() => {
  vi.mocked(finishExam).mockReset();
  outbox.stop.mockClear();
});

describe('finishing the exam', () => {
  it('finished offline, finishes by itself once the connection is back', async () => {
    vi.mocked(finishExam).mockRejectedValueOnce(new ApiError(0, 'network_error')).mockResolvedValue(graded);
    const { result } = renderHook(() => useFinishExam('a1', outbox, 0));
    await act(() => result.current.finish());
    expect(result.current.finishing).toBe('offline');
    expect(result.current.result).toBeNull();
    expect(outbox.stop).not.toHaveBeenCalled();

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.result).toEqual(graded));
    expect(finishExam).toHaveBeenCalledTimes(2);
    expect(outbox.stop).toHaveBeenCalled();
  });

  it('finishes when the server says the exam is over, and not before', async () => {
    vi.mocked(finishExam).mockResolvedValue(graded);
    const { result, rerender } = renderHook(({ closed }) => useFinishExam('a1', outbox, closed), {
      initialProps: { closed: 0 },
    });
    expect(finishExam).not.toHaveBeenCalled();
    rerender({ closed: 1 });
    await waitFor(() => expect(result.current.result).toEqual(graded));
    expect(finishExam).toHaveBeenCalledWith('a1');
  });
});
