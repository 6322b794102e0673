import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Deeper than any body we accept; 20,000 levels overflowed the stack where bodies were stored. */
const MAX_JSON_DEPTH = 32;

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
function jsonDepth(text: string) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** A string PostgreSQL can store as text and jsonb: no NUL, no lone surrogate. */
const storable = (s: string) => !s.includes('\u0000') && s.isWellFormed();

/** Every key and string in a parsed value (bounded by MAX_JSON_DEPTH) is storable. */
function allStorable(value: unknown): boolean {
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.every(allStorable);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => storable(k) && allStorable(v));
  return true;
}

const refused = () => new AppError('malformed_request', 400);

/**
 * Refuses at the edge, with 400, what would otherwise fail deep inside: JSON nested too deep, and
 * NUL or lone surrogates in a body, path or query (PostgreSQL refuses both in text and jsonb).
 */
export function installRequestGuards(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = String(raw);
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(refused(), undefined);
    parse(req, text, (err, body) => {
      if (err) return done(err, undefined);
      done(allStorable(body) ? null : refused(), body);
    });
  });
  app.addHook('preValidation', async (request) => {
    if (!allStorable(request.params) || !allStorable(request.query)) throw refused();
  });
}
