import { LoginSchema, paths, SignUpSchema, safeRedirect, withRedirect } from '@provisoire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { AppError } from '../../http/app-error.ts';
import { acceptForms } from '../../http/form-body.ts';
import { languageOf } from '../../http/request-language.ts';
import { userAgentOf } from '../../http/user-agent.ts';
import type { AuthService } from './auth.service.ts';
import type { DeviceCookie } from './device-cookie.ts';
import type { SessionCookie } from './session-cookie.ts';

interface Deps {
  auth: AuthService;
  cookie: SessionCookie;
  devices: DeviceCookie;
}

type Query = { redirect?: string };

/**
 * Where a refused form goes: back to its page, with the error's code (and what the page needs to say
 * it: the refused field's reason, the seconds to wait), which the page shows once its script runs.
 */
function backWith(path: string, redirect: string | undefined, error: AppError) {
  const params = new URLSearchParams({ error: error.code });
  const fields = error.extra.fields as Record<string, string> | undefined;
  const [field] = Object.entries(fields ?? {});
  if (field) params.set(field[0], field[1]);
  if (typeof error.extra.retryAfter === 'number') params.set('wait', String(error.extra.retryAfter));
  const back = withRedirect(path, redirect ?? null);
  return `${back}${back.includes('?') ? '&' : '?'}${params}`;
}

/**
 * The sign-in and sign-up forms as the browser posts them itself, before the page's script has
 * arrived on a slow phone: the same schema and service as the API, then 303 to where the learner was
 * going, or back to the form with the reason. Plain forms are read here only: the API takes JSON.
 */
export function formPostRoutes(app: FastifyInstance, { auth, cookie, devices }: Deps) {
  app.register(async (forms) => {
    acceptForms(forms);

    /**
     * A form of `schema`'s fields (the page's other inputs are not read), checked by it as the API
     * checks JSON; then `signIn`, and the browser sent on, or back with the reason.
     */
    const formRoute = <Schema extends typeof LoginSchema | typeof SignUpSchema>(
      path: string,
      schema: Schema,
      signIn: (values: z.output<Schema>, req: FastifyRequest, reply: FastifyReply) => Promise<void>,
    ) =>
      forms.post<{ Querystring: Query; Body: z.output<Schema> }>(
        path,
        {
          schema: { body: schema },
          attachValidation: true,
          preValidation: async (req) => {
            const body = (req.body ?? {}) as Record<string, unknown>;
            req.body = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, body[name] ?? ''])) as never;
          },
        },
        async (req, reply) => {
          const redirect = typeof req.query.redirect === 'string' ? req.query.redirect : undefined;
          try {
            if (req.validationError) throw req.validationError;
            await signIn(req.body as z.output<Schema>, req, reply);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return reply.header('cache-control', 'no-store').redirect(backWith(path, redirect, error), 303);
          }
          return reply.header('cache-control', 'no-store').redirect(safeRedirect(redirect ?? null), 303);
        },
      );

    formRoute(paths.login, LoginSchema, async (values, req, reply) => {
      const held = devices.read(req);
      const { token, device } = await auth.login(values, req.ip, userAgentOf(req), held);
      cookie.set(reply, token);
      devices.remember(reply, held, device);
    });

    formRoute(paths.signUp, SignUpSchema, async (values, req, reply) => {
      const { token, device } = await auth.signUp(values, userAgentOf(req), { language: languageOf(req) });
      cookie.set(reply, token);
      devices.remember(reply, devices.read(req), device);
    });
  });
}
