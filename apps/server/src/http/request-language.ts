import { DEFAULT_LANGUAGE, type Language, languageFromCookies, languageFromHeader } from '@provisoire/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in (a page, the service worker and manifest that go with it, the
 * mail or SMS it sends): the visitor's choice (its cookie), else the account's when the request knows who
 * is signed in, else the first of ours among the browser's languages, else Kinyarwanda.
 */
export const languageOf = (request: FastifyRequest): Language =>
  languageFromCookies(request.headers.cookie) ??
  request.user?.language ??
  languageFromHeader(request.headers['accept-language']) ??
  DEFAULT_LANGUAGE;

/**
 * The language of a study answer (a lesson, the signs, the practice pack): the one its address asks
 * (`?lang=`, the page's), else the request's.
 */
export const askedLanguage = (request: FastifyRequest<{ Querystring: { lang?: Language } }>): Language =>
  request.query.lang ?? languageOf(request);
