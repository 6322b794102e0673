import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';

const MAX_ADVANCE_SECONDS = 7 * 24 * 3600;
const AdvanceSchema = z.strictObject({
  seconds: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ADVANCE_SECONDS)),
});

/**
 * The server's clock, moved forward by `POST /dev/clock {"seconds": n}`: browser tests see an exam's
 * 20 minutes run out without waiting them. Only with TEST_CLOCK=true on this computer.
 */
export function installTestClock(app: FastifyInstance, base: () => Date) {
  let offsetMs = 0;
  app.withTypeProvider<ZodTypeProvider>().post('/dev/clock', { schema: { body: AdvanceSchema } }, async (req) => {
    offsetMs += req.body.seconds * 1000;
    return { now: new Date(base().getTime() + offsetMs).toISOString() };
  });
  return () => new Date(base().getTime() + offsetMs);
}
