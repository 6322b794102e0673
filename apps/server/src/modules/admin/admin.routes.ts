import { ADMIN_FIRST_PAGE } from '@provisoire/domain';
import {
  type AdminAuditQuery,
  AdminAuditQuerySchema,
  AdminListQuerySchema,
  AdminPaymentsQuerySchema,
  GrantSchema,
} from '@provisoire/domain/admin-schemas';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { IdParams } from '../../http/id-params.ts';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import type { AdminExports } from './admin-exports.ts';
import type { AdminGrants } from './admin-grants.service.ts';
import type { AdminLists } from './admin-lists.service.ts';
import type { AdminOverviewReader } from './admin-overview.ts';
import type { AdminPaymentCheck } from './admin-payments.service.ts';

interface Deps {
  lists: AdminLists;
  exports: AdminExports;
  grants: AdminGrants;
  overview: AdminOverviewReader;
  checkPayment: AdminPaymentCheck;
  deliveries: Pick<Deliveries, 'failing'>;
  guards: SessionGuards;
}

/** The admin's lists, exports, grants and figures: 401 signed out, 403 for a learner, whatever the UI shows. */
export function adminRoutes(
  app: FastifyInstance,
  { lists, exports, grants, overview, checkPayment, deliveries, guards }: Deps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: guards.requireAdmin };
  const listOptions = { ...admin, schema: { querystring: AdminListQuerySchema } };
  const pageOf = <Q extends AdminAuditQuery>({ limit, ...query }: Q) => ({
    ...query,
    limit: limit ?? ADMIN_FIRST_PAGE,
  });

  apiRoute(app, 'GET /api/admin/users', listOptions, async (req) => lists.users(pageOf(req.query)));
  apiRoute(app, 'GET /api/admin/subscriptions', listOptions, async (req) => lists.subscriptions(pageOf(req.query)));
  apiRoute(app, 'GET /api/admin/audit', { ...admin, schema: { querystring: AdminAuditQuerySchema } }, async (req) =>
    lists.audit(pageOf(req.query)),
  );
  apiRoute(
    app,
    'GET /api/admin/payments',
    { ...admin, schema: { querystring: AdminPaymentsQuerySchema } },
    async (req) => lists.payments(pageOf(req.query)),
  );

  api.get('/api/admin/users.csv', admin, async (req, reply) => exports.users(req, reply));
  api.get('/api/admin/subscriptions.csv', admin, async (req, reply) => exports.subscriptions(req, reply));

  apiRoute(app, 'GET /api/admin/overview', admin, async () => overview());
  // Mail and SMS that keep failing (the mail server down, a number refused): what the operator must mend.
  apiRoute(app, 'GET /api/admin/deliveries', admin, async () => ({ deliveries: await deliveries.failing() }));

  apiRoute(
    app,
    'POST /api/admin/users/:id/grants',
    { ...admin, schema: { params: IdParams, body: GrantSchema } },
    async (req) => ({ subscription: await grants.grant(signedIn(req).id, req.params.id, req.body) }),
  );

  apiRoute(app, 'POST /api/admin/payments/:id/check', { ...admin, schema: { params: IdParams } }, async (req) =>
    checkPayment(signedIn(req).id, req.params.id),
  );
}
