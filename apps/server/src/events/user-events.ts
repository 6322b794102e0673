import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Queryable } from '../db/connect.ts';

const CHANNEL = 'user_events';
/** A mail or SMS was queued: whichever instance claims it first sends it. */
const DELIVERIES_CHANNEL = 'deliveries_queued';
const RECONNECTED = Symbol('reconnected');
const DELIVERIES_QUEUED = Symbol('deliveries queued');

export interface UserEvent {
  userId: string;
  /** `signed_out`: that session (id) ended; its live streams close. */
  type: 'payment' | 'signed_out';
  id: string;
}

/**
 * Sends an event to every server instance, delivered when the transaction commits (and never if it
 * rolls back). Ids only: listeners reload the row.
 */
export async function notifyUser(tx: Queryable, event: UserEvent) {
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

/** Wakes every instance's sender when the transaction that queued a message commits. */
export async function notifyDeliveriesQueued(tx: Queryable) {
  await tx.execute(sql`SELECT pg_notify(${DELIVERIES_CHANNEL}, '')`);
}

/** How the listening connection comes back: a first try at once, then waits doubling to a ceiling, forever. */
export const LISTEN_RETRY = { firstMs: 250, maxMs: 10_000, connectTimeoutMs: 5_000 };

/**
 * One dedicated connection per instance LISTENs; events fan out to this instance's open streams.
 * A lost connection is opened again, with back-off, until it succeeds (an outage of any length); the
 * streams reload their state when it is back, as events may have been missed meanwhile.
 */
export function createUserEvents(url: string, log: FastifyBaseLogger) {
  const local = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let started = false;

  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: LISTEN_RETRY.connectTimeoutMs });
    next.on('notification', (message) => {
      if (message.channel === DELIVERIES_CHANNEL) {
        local.emit(DELIVERIES_QUEUED);
        return;
      }
      try {
        const event = JSON.parse(message.payload ?? '') as UserEvent;
        local.emit(event.userId, event);
      } catch {
        log.warn({ payload: message.payload }, 'unreadable user event');
      }
    });
    // 'error' and 'end' may both come for one loss: the first one counts
    const lost = (err?: Error) => {
      if (client !== next || closed) return; // closing ends it on purpose
      client = null;
      log.warn({ err }, 'event listener connection lost');
      next.end().catch(() => {});
      reconnect(0);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}; LISTEN ${DELIVERIES_CHANNEL}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (started) {
      log.info('event listener connection back');
      local.emit(RECONNECTED);
    }
    started = true;
  }

  function reconnect(attempt: number) {
    if (closed) return;
    const wait = Math.min(LISTEN_RETRY.maxMs, attempt === 0 ? 0 : LISTEN_RETRY.firstMs * 2 ** (attempt - 1));
    retry = setTimeout(() => {
      connect().catch((err) => {
        log.warn({ err, attempt }, 'event listener still down');
        reconnect(attempt + 1);
      });
    }, wait);
  }

  return {
    start: connect,
    /** Whether this instance hears the others now (readiness and `/metrics` say so). */
    listening: () => client !== null,
    subscribe(userId: string, listener: (event: UserEvent) => void) {
      local.on(userId, listener);
      return () => local.off(userId, listener);
    },
    onDeliveriesQueued(listener: () => void) {
      local.on(DELIVERIES_QUEUED, listener);
      return () => local.off(DELIVERIES_QUEUED, listener);
    },
    /** After the listening connection came back: events may have been missed, so reload. */
    onReconnect(listener: () => void) {
      local.on(RECONNECTED, listener);
      return () => local.off(RECONNECTED, listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
