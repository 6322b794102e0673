import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import {
  formatRwandanMobile,
  kigaliDay,
  neutraliseCell,
  PLAN_NAMES,
  provinceName,
  type Role,
} from '@provisoire/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { chooseEncoding, type Encoding } from '../../http/accept-encoding.ts';
import { AppError } from '../../http/app-error.ts';
import { presentSubscriptionRow } from './admin-lists.service.ts';
import {
  type ListQuery,
  type SubscriptionListRow,
  subscriptionsQuery,
  type UserListRow,
  usersQuery,
} from './admin-lists.sql.ts';

type Cell = string | number | null;

// The file reads like the admin's screens: Kinyarwanda words, days as DD/MM/YYYY (Kigali's calendar),
// numbers as 078 812 3450. Ids stay as they are, to find a row again.
const ROLES: Record<Role, string> = { learner: 'Umunyeshuri', admin: 'Umuyobozi', school: 'Ikigo' };
const STATES = { active: 'Rirakora', expired: 'Ryarangiye' } as const;
const day = (at: Date | string) => kigaliDay(new Date(at)).split('-').reverse().join('/');
const phone = (value: string | null) => value && formatRwandanMobile(value);

interface Export<Row> {
  name: string;
  query: ListQuery;
  header: string[];
  cells: (row: Row, now: Date) => Cell[];
}

const USERS: Export<UserListRow> = {
  name: 'abantu',
  query: usersQuery({}),
  header: [
    'id',
    'amazina',
    'imeli',
    'telefoni',
    'uruhare',
    'intara',
    'akarere',
    'umurenge',
    'akagari',
    'yiyandikishije',
  ],
  cells: (r) => [
    r.id,
    r.display_name,
    r.email,
    phone(r.phone),
    ROLES[r.role],
    r.province && provinceName(r.province),
    r.district,
    r.sector,
    r.cell,
    day(r.created_at),
  ],
};

const SUBSCRIPTIONS: Export<SubscriptionListRow> = {
  name: 'abafatabuguzi',
  query: subscriptionsQuery({}),
  header: [
    'user_id',
    'amazina',
    'imeli',
    'telefoni',
    'ifatabuguzi',
    'uko rimeze',
    'ryatangiye',
    'rizarangira',
    'iminsi isigaye',
    'amafaranga (RWF)',
  ],
  // As the admin list shows it, state and days left included.
  cells: (r, now) => {
    const s = presentSubscriptionRow(r, now);
    return [
      s.userId,
      s.displayName,
      s.email,
      phone(s.phone),
      PLAN_NAMES.rw[s.plan],
      STATES[s.status],
      day(s.start),
      day(s.end),
      s.daysLeft,
      s.lastAmount,
    ];
  },
};

/**
 * An export holds a pooled connection for as long as the download lasts (a slow phone can take
 * minutes): two at once at most, so a burst of downloads never takes the connections the app needs.
 */
const EXPORTS_AT_ONCE = 2;
const BUSY_RETRY_AFTER_S = 10;

/**
 * What the compressor is given at a time. csv-stringify writes a row at a time, and each write to a zlib
 * stream is a trip to its thread: 100,000 rows took 5.5 s compressed against 1 s plain (performance
 * review 3). In pieces of 64 KB the compressor keeps up with the database.
 */
const PIECE_BYTES = 64 * 1024;

async function* inPieces(source: AsyncIterable<string | Buffer>) {
  let piece: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    piece.push(bytes);
    size += bytes.length;
    if (size >= PIECE_BYTES) {
      yield Buffer.concat(piece, size);
      piece = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(piece, size);
}

/** Compressed as it streams (to a third: the ids are random), Brotli at a quality that keeps up with the database. */
const compressor = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });

/**
 * Every row of a list as CSV, read from the database in batches and written as it comes: memory
 * stays the same for a hundred rows or a million. UTF-8 with a BOM (spreadsheets then read
 * Kinyarwanda names right), quoted by csv-stringify, formulas neutralised, compressed when the
 * browser takes it.
 */
export function createAdminExports(pool: pg.Pool, clock: () => Date) {
  let running = 0;

  async function send<Row>(request: FastifyRequest, reply: FastifyReply, list: Export<Row>) {
    if (running >= EXPORTS_AT_ONCE) throw new AppError('exports_busy', 503, { retryAfter: BUSY_RETRY_AFTER_S });
    running += 1; // counted before the connection is awaited, so a burst cannot slip past
    const now = clock();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      running -= 1;
      throw error;
    }
    const rows = client.query(new QueryStream(list.query.text, list.query.values, { batchSize: 500 }));
    const csv = stringify({
      bom: true,
      header: true,
      columns: list.header,
      cast: { number: (n) => String(n) },
    });
    const day = now.toISOString().slice(0, 10);
    const encoding = chooseEncoding(request, reply);
    if (encoding) reply.header('content-encoding', encoding);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="provisoire-${list.name}-${day}.csv"`)
      .header('cache-control', 'no-store');
    const cells = async function* (source: AsyncIterable<Row>) {
      for await (const row of source) yield list.cells(row, now).map(neutraliseCell);
    };
    const body = encoding ? compressor(encoding) : csv;
    (encoding ? pipeline(rows, cells, csv, inPieces, body) : pipeline(rows, cells, csv))
      .then(
        () => client.release(),
        (err) => {
          reply.log.warn({ err }, 'CSV export stopped');
          client.release(err); // a connection left mid-query is closed, not reused
        },
      )
      .finally(() => {
        running -= 1;
      });
    return reply.send(body);
  }

  return {
    users: (request: FastifyRequest, reply: FastifyReply) => send(request, reply, USERS),
    subscriptions: (request: FastifyRequest, reply: FastifyReply) => send(request, reply, SUBSCRIPTIONS),
  };
}

export type AdminExports = ReturnType<typeof createAdminExports>;
