import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_DAYS } from './login-devices.repository.ts';

// A shared phone signs in to a few accounts: one token per account, the newest first, five at most.
const TOKENS_KEPT = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a sign-in hands the route: the browser's new device token, and the old token it replaces. */
export interface DeviceToken {
  token: string;
  replaced: string | null;
}

export interface DeviceCookie {
  /** The device tokens this browser holds (well-formed ones only). */
  read(request: FastifyRequest): string[];
  /** Keeps the new token first, drops the one it replaces, and the oldest beyond five. */
  remember(reply: FastifyReply, held: string[], device: DeviceToken): void;
}

/** The device cookie: HttpOnly, and pinned to our origin over HTTPS like the session's. */
export function createDeviceCookie(secure: boolean): DeviceCookie {
  const name = secure ? '__Host-provisoire_device' : 'provisoire_device';
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_DAYS * 86_400 } as const;
  return {
    read: (request) =>
      (request.cookies[name] ?? '')
        .split('.')
        .filter((token) => TOKEN.test(token))
        .slice(0, TOKENS_KEPT),
    remember(reply, held, { token, replaced }) {
      const others = held.filter((old) => old !== token && old !== replaced);
      reply.setCookie(name, [token, ...others].slice(0, TOKENS_KEPT).join('.'), options);
    },
  };
}
