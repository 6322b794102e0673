import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Nothing of ours uses these; a page that tried (an injected script, a framed ad) is refused.
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

// Page-level security headers mean nothing on a script, a stylesheet or a JSON answer; on a phone
// they cost about 900 bytes an answer, so those keep only the ones that matter to them.
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'permissions-policy',
];
// A JSON answer opened as a document runs and loads nothing, and nobody may frame it.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Page headers (CSP, referrer, permissions); on every JSON answer a short CSP instead, and `no-store`
 * unless the route chose its own caching (lessons revalidate with ETags): a shared phone's cache keeps nothing.
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
    if (!request.url.startsWith('/api/')) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return;
    }
    for (const name of PAGE_ONLY_HEADERS) if (name !== 'x-request-id') reply.removeHeader(name);
    reply.header('content-security-policy', API_CSP);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
