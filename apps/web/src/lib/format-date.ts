import type { MessageKey } from '../i18n/rw.ts';
import { t } from '../i18n/t.ts';

type MonthKey = Extract<MessageKey, `date.month_${number}`>;

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY, the way a Rwandan reader writes a day, in the phone's time zone. */
export function formatDay(iso: string) {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** DD/MM, where the year goes without saying (a chart's days): the day first, as everywhere else. */
export const formatDayMonth = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;

/** DD/MM/YYYY HH:mm (payments, messages, an exam's end): the same day format as the rest of the screen, the hour on 24 hours. */
export function formatPaymentDate(iso: string) {
  const d = new Date(iso);
  return `${formatDay(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "5 Ugushyingo 2026, 14:05": the month in Kinyarwanda, the hour on 24 hours, in the phone's time zone. */
export function formatDateTime(iso: string) {
  const d = new Date(iso);
  const month = t(`date.month_${d.getMonth() + 1}` as MonthKey);
  return `${d.getDate()} ${month} ${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** mm:ss for a countdown. */
export const formatCountdown = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
