import type { FastifyInstance } from 'fastify';

// A page's own small forms (a sign-in, a start): a body larger than this is not one of ours.
const FORM_BODY_LIMIT = 4096;

/**
 * Lets a route scope (an `app.register` of its own) read the forms a page posts itself before its script
 * has arrived: their fields as strings. Only there: the API takes JSON.
 */
export function acceptForms(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
