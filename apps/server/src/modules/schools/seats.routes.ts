import { SeatAssignSchema } from '@provisoire/domain/school-work-schemas';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { IdParams } from '../../http/id-params.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { SeatsService } from './seats.service.ts';

/** A school's seats (bought through `POST /api/payments` with `seats`), and giving one to a student. */
export function seatsRoutes(app: FastifyInstance, { seats, guards }: { seats: SeatsService; guards: SessionGuards }) {
  const school = { preHandler: guards.requireSchool };

  apiRoute(app, 'GET /api/school/seats', school, async (req) => ({ seats: await seats.counts(signedIn(req)) }));

  apiRoute(
    app,
    'POST /api/school/students/:id/seat',
    { ...school, schema: { params: IdParams, body: SeatAssignSchema } },
    async (req) => ({ seats: await seats.assign(signedIn(req), req.params.id, req.body) }),
  );
}
