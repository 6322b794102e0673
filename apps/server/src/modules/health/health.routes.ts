import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { checkedInMigrations, databaseAnswers, migrationsPending } from '../../db/connect.ts';

/**
 * Liveness (the process answers: restart it if not) apart from readiness (send it traffic: the
 * database answers and has every checked-in migration, the instance hears the others' events, and it
 * is not stopping), so a database outage restarts no healthy process.
 */
export function healthRoutes(app: FastifyInstance, pool: pg.Pool, listening: () => boolean) {
  const checkedIn = checkedInMigrations();
  // From SIGTERM on, a balancer that asks is told to send nothing more; what reaches it is still served.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/api/health/live', async () => ({ status: 'ok' }));

  app.get('/api/health/ready', async (_req, reply) => {
    if (stopping) return reply.status(503).send({ status: 'stopping' });
    const pending = await migrationsPending(pool, checkedIn);
    const hears = listening();
    const ready = pending === 0 && hears;
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'degraded',
      database: pending === null ? 'down' : 'up',
      migrations: pending === null ? 'unknown' : pending === 0 ? 'applied' : `${pending} pending`,
      // a payment approved on another instance would not reach this one's learners
      events: hears ? 'listening' : 'down',
    });
  });

  // The first endpoint, kept as it was for the probes that already use it: does the database answer?
  app.get('/api/health', async (_req, reply) => {
    const database = (await databaseAnswers(pool)) ? 'up' : 'down';
    return reply
      .status(database === 'up' ? 200 : 503)
      .send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });
}
