import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { databaseAnswers } from '../../db/connect.ts';

export function healthRoutes(app: FastifyInstance, pool: pg.Pool) {
  app.get('/api/health', async (_req, reply) => {
    const database = (await databaseAnswers(pool)) ? 'up' : 'down';
    return reply
      .status(database === 'up' ? 200 : 503)
      .send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });
}
