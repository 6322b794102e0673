import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { checkedInMigrations, databaseAnswers, migrationsPending } from '../../db/connect.ts';

/**
 * Liveness (the process answers: restart it if not) apart from readiness (send it traffic: the
 * database answers and has every checked-in migration, and the instance hears the others' events), so
 * a database outage restarts no healthy process.
 */
export function healthRoutes(app: FastifyInstance, pool: pg.Pool, listening: () => boolean) {
  const checkedIn = checkedInMigrations();

  app.get('/api/health/live', async () => ({ status: 'ok' }));

  app.get('/api/health/ready', async (_req, reply) => {
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
