import { describe, expect, it } from 'vitest';
import { DELIVERY_TRIES, deliveryRetryAt } from './deliveries.ts';

const now = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('deliveryRetryAt', () => {
  it('waits 30 s after the first failure, then twice as long each time, up to 30 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (tries) => deliveryRetryAt(tries, now, later(DAY))!.getTime() - now.getTime(),
    );
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
  });

  it('gives up once the tries are used', () => {
    expect(deliveryRetryAt(DELIVERY_TRIES - 1, now, later(DAY))).not.toBeNull();
    expect(deliveryRetryAt(DELIVERY_TRIES, now, later(DAY))).toBeNull();
  });

  it('gives up when the next try would come after what the message carries has gone stale', () => {
    expect(deliveryRetryAt(1, now, later(30_001))).toEqual(later(30_000));
    expect(deliveryRetryAt(1, now, later(30_000))).toBeNull();
  });
});
