import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A time as milliseconds since the epoch, a plain number: hundreds of rows need no Date each. */
export const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
