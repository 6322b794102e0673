import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { CalibrationReader } from './calibration.sql.ts';
import { calibrationCsv } from './calibration-csv.ts';

/** The readiness shown against real exams, for the admin only: 401 signed out, 403 for anyone else. */
export function calibrationRoutes(
  app: FastifyInstance,
  { read, guards, clock }: { read: CalibrationReader; guards: SessionGuards; clock: () => Date },
) {
  const admin = { preHandler: guards.requireAdmin };
  apiRoute(app, 'GET /api/admin/calibration', admin, async () => read());
  app.get('/api/admin/calibration.csv', admin, async (_req, reply) => {
    const csv = calibrationCsv(await read());
    const day = clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="provisoire-amahirwe-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
