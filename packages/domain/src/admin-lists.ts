import type { PlanCode } from './plans.ts';
import type { Role } from './session-user.ts';

/** The admin lists show 20 rows, then 10 more at each 'load more' (spec §7). */
export const ADMIN_FIRST_PAGE = 20;
export const ADMIN_NEXT_PAGE = 10;
export const ADMIN_SEARCH_MAX = 100;

/**
 * Where a page ended: the last row's creation time, to the microsecond as PostgreSQL keeps it
 * (`2026-11-21T08:00:00.123456Z`; a JavaScript Date would drop the last three digits and skip rows
 * made in the same millisecond), and its id.
 */
export interface ListPosition {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * An opaque cursor for the next page. Rows are ordered by (created_at, id) descending and a page
 * starts strictly after its cursor, so rows made while an admin pages through land before the first
 * page, never inside the list: nothing is skipped or shown twice.
 */
export const encodeCursor = ({ at, id }: ListPosition) =>
  btoa(`${at}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The position a cursor names; null for anything that is not one of ours. */
export function decodeCursor(cursor: string): ListPosition | null {
  try {
    const [at = '', id = '', ...rest] = atob(cursor.replace(/-/g, '+').replace(/_/g, '/')).split('|');
    return rest.length === 0 && MICROSECONDS.test(at) && UUID.test(id) ? { at, id } : null;
  } catch {
    return null;
  }
}

/**
 * A cell as a spreadsheet will not run it: text starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets a leading apostrophe (OWASP "CSV
 * injection"). Numbers stay numbers.
 */
export const neutraliseCell = (value: string | number | null | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

/**
 * What an admin's search matches: the text anywhere in a name or e-mail (LIKE's own characters taken
 * literally), and, when it holds three digits or more, the number with its 0 or 250 prefix dropped
 * anywhere in a phone number. Null when there is nothing to search.
 */
export function searchPatterns(q: string | undefined): { text: string; digits: string | null } | null {
  const query = q?.trim() ?? '';
  if (!query) return null;
  const digits = query.replace(/\D/g, '').replace(/^(250|0)/, '');
  return { text: `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, digits: digits.length >= 3 ? `%${digits}%` : null };
}

/** A page of an admin list; `nextCursor` is null on the last one. */
export interface AdminPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

export interface AdminUser {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  /** Province, district, sector and cell, once the profile says them. */
  place: string | null;
  createdAt: string;
}

export interface AdminSubscription {
  userId: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  plan: PlanCode;
  status: 'active' | 'expired';
  start: string;
  end: string;
  daysLeft: number;
  /** What the learner's last paid payment was, in RWF; null for the free day or a grant by hand. */
  lastAmount: number | null;
}
