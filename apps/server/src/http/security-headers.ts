import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Nothing of ours uses these; a page that tried (an injected script, a framed ad) is refused.
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/**
 * Page headers (CSP, referrer, permissions) and, on every private JSON answer, `no-store` unless the
 * route chose its own caching (lessons revalidate with ETags): a shared phone's cache keeps nothing.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { videoUrl, hsts }: { videoUrl: string | null; hsts: boolean },
) {
  const videoOrigin = videoUrl ? new URL(videoUrl).origin : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: videoOrigin ? [videoOrigin] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts,
    xFrameOptions: false, // frame-ancestors 'none' says it for every current browser
    // Cross-origin requests get the origin only, never a path or query (so no reset token leaks);
    // no-referrer would make the browser send `Origin: null` on our own form posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
