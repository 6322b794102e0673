import { ADMIN_FIRST_PAGE, type AdminListQuery, AdminListQuerySchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { AdminExports } from './admin-exports.ts';
import type { AdminLists } from './admin-lists.service.ts';

interface Deps {
  lists: AdminLists;
  exports: AdminExports;
  guards: SessionGuards;
}

type List = { Querystring: AdminListQuery };

/** The admin's lists and their CSV exports: 401 signed out, 403 for a learner, whatever the UI shows. */
export function adminRoutes(app: FastifyInstance, { lists, exports, guards }: Deps) {
  const listOptions = { preHandler: guards.requireAdmin, schema: { querystring: AdminListQuerySchema } };
  const pageOf = ({ q, cursor, limit }: AdminListQuery) => ({ q, cursor, limit: limit ?? ADMIN_FIRST_PAGE });

  app.get<List>('/api/admin/users', listOptions, async (req) => lists.users(pageOf(req.query)));
  app.get<List>('/api/admin/subscriptions', listOptions, async (req) => lists.subscriptions(pageOf(req.query)));

  const exportOptions = { preHandler: guards.requireAdmin };
  app.get('/api/admin/users.csv', exportOptions, async (_req, reply) => exports.users(reply));
  app.get('/api/admin/subscriptions.csv', exportOptions, async (_req, reply) => exports.subscriptions(reply));
}
