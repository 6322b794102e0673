import type { ApiResponse, ApiRoute } from '@provisoire/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from './zod-validation.ts';

/** The request as the route's zod schemas parse it (`req.body`, `req.params`, `req.query`). */
type ApiRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
/** A reply whose `send` takes only the route's answer in the map. */
type ApiReply<R extends ApiRoute> = FastifyReply<{ Reply: ApiResponse<R> }>;
type Answer<R extends ApiRoute> = ApiResponse<R> | ApiReply<R>;
/** A handler answers what the map says: the answer itself, or the reply it sent it with (a status of its own). */
type ApiHandler<R extends ApiRoute, S extends FastifySchema> = (
  req: ApiRequest<S>,
  reply: ApiReply<R>,
) => Answer<R> | Promise<Answer<R>>;

/**
 * Registers a route of the API map (`ApiRoutes`, in the domain), the web's calls typed by the same map:
 * its handler must answer what the web reads, or the typecheck fails on this side.
 */
export function apiRoute<R extends ApiRoute, S extends FastifySchema = FastifySchema>(
  app: FastifyInstance,
  route: R,
  options: Omit<RouteShorthandOptions, 'schema'> & { schema?: S },
  handler: ApiHandler<R, S>,
) {
  const space = route.indexOf(' ');
  const registered: RouteOptions = {
    ...options,
    method: route.slice(0, space),
    url: route.slice(space + 1),
    // Fastify's own handler type knows neither the zod schemas nor the map; the types above are this route's.
    handler: handler as RouteHandlerMethod,
  };
  app.route(registered);
}
