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

/**
 * One dedicated connection per instance LISTENs; events fan out to this instance's open streams.
 * A dropped connection is reopened; streams reload their state when it is back.
 */
export function createUserEvents(url: string, log: FastifyBaseLogger) {
  const local = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting = false;

  async function connect() {
    const next = new pg.Client({ connectionString: url });
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
    next.on('error', (err) => {
      log.warn({ err }, 'event listener connection lost');
      client = null;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}; LISTEN ${DELIVERIES_CHANNEL}`);
    client = next;
    if (reconnecting) local.emit(RECONNECTED);
    reconnecting = true;
  }

  return {
    start: connect,
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
