import type { FastifyRequest } from 'fastify';

/** The browser a session is opened from, as the devices list names it; capped, since anyone can send any. */
export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 300) ?? null;
