import { INTL_LOCALES } from '@provisoire/domain';
import { language } from '../i18n/language.ts';

// The months here, not in the main catalog: only pages behind sign-in show a date in words, so the
// public pages' first download goes without them.
const MONTHS = [
  'Mutarama',
  'Gashyantare',
  'Werurwe',
  'Mata',
  'Gicurasi',
  'Kamena',
  'Nyakanga',
  'Kanama',
  'Nzeri',
  'Ukwakira',
  'Ugushyingo',
  'Ukuboza',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY, the way a Rwandan reader writes a day, in the phone's time zone. */
export function formatDay(iso: string) {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** DD/MM, where the year goes without saying (a chart's days): the day first, as everywhere else. */
export const formatDayMonth = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;

/** DD/MM/YYYY HH:mm (payments, messages, an exam's end, the admin's lists): the same day format as the rest of the screen, the hour on 24 hours. */
export function formatDayTime(iso: string) {
  const d = new Date(iso);
  return `${formatDay(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * "5 Ugushyingo 2026, 14:05": the month in the page's language ("5 November 2026", "5 novembre 2026"),
 * the hour on 24 hours, in the phone's time zone.
 */
export function formatDateTime(iso: string) {
  const d = new Date(iso);
  const current = language();
  const day =
    current === 'rw'
      ? `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`
      : new Intl.DateTimeFormat(INTL_LOCALES[current], { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  return `${day}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** mm:ss for a countdown. */
export const formatCountdown = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
