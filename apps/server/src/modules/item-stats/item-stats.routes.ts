import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { languageOf } from '../../http/request-language.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { ItemStatsService } from './item-stats.service.ts';
import { sendItemStatsCsv } from './item-stats-csv.ts';

interface Deps {
  itemStats: ItemStatsService;
  guards: SessionGuards;
  clock: () => Date;
}

/** The item analysis for the question authors: 401 signed out, 403 for a learner, like every admin route. */
export function itemStatsRoutes(app: FastifyInstance, { itemStats, guards, clock }: Deps) {
  const admin = { preHandler: guards.requireAdmin };
  apiRoute(app, 'GET /api/admin/questions/stats', admin, async (req) => itemStats.analysis(languageOf(req)));
  app.get('/api/admin/questions/stats.csv', admin, async (req, reply) =>
    sendItemStatsCsv(req, reply, (await itemStats.analysis(languageOf(req))).questions, clock()),
  );
}
