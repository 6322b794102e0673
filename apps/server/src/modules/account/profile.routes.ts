import { ProfileSchema } from '@provisoire/domain';
import { wrongPlaceField } from '@provisoire/domain/locations';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { AppError } from '../../http/app-error.ts';
import { presentUser } from '../auth/present-user.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { createUsersRepository } from '../auth/users.repository.ts';

interface Deps {
  users: ReturnType<typeof createUsersRepository>;
  guards: SessionGuards;
  clock: () => Date;
}

/** The learner's name and where they live ('Imyirondoro'): every cell checked against its sector, and up. */
export function profileRoutes(app: FastifyInstance, { users, guards, clock }: Deps) {
  apiRoute(
    app,
    'PUT /api/account/profile',
    { preHandler: guards.requireUser, schema: { body: ProfileSchema } },
    async (req) => {
      const wrong = wrongPlaceField(req.body);
      if (wrong) throw new AppError('validation_failed', 400, { fields: { [wrong]: 'validation.place_invalid' } });
      const user = await users.updateProfile(signedIn(req).id, req.body, clock());
      if (!user) throw new AppError('unauthenticated', 401);
      return { user: presentUser(user) };
    },
  );
}
