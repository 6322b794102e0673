import { kigaliDay } from './admin-overview.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { DAY_MS } from './time.ts';

/** What a school writes to its students: a class session, an exam date, or a free note. */
export const MESSAGE_KINDS = ['class', 'exam', 'note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_NAMES: Record<MessageKind, string> = {
  class: 'Isomo',
  exam: 'Ikizamini',
  note: 'Ubutumwa',
};

export const MESSAGE_BODY_MAX = 500;
/** Messages one school may send in a day: each may text every student the day before. */
export const MESSAGES_PER_DAY = 20;
/** A message may name a day at most this far ahead. */
export const MESSAGE_DAYS_AHEAD = 366;
/** The students one message may name one by one (beyond that, it goes to all). */
export const MESSAGE_CHOSEN_MAX = 500;

/** `YYYY-MM-DD` naming a day that exists (not 2026-02-31, nor month 13, which no Date can even hold). */
export function isCalendarDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
}

/** What each kind needs: a class or an exam its day, a note its words (already trimmed). */
export const needsDay = (kind: MessageKind) => kind !== 'note';
export const needsBody = (kind: MessageKind) => kind === 'note';

/**
 * When the reminder of a dated message goes out: from 08:00 in Kigali the day before (not at midnight
 * on someone's phone), until the day itself begins. A message written later than that on the day
 * before is reminded at once; one written on the day gets no reminder (the message says it already).
 */
export function reminderWindow(day: string) {
  const dayStart = Date.parse(`${day}T00:00:00+02:00`);
  return { from: new Date(dayStart - DAY_MS + 8 * 3_600_000), until: new Date(dayStart) };
}

/** Whether `day` (a real YYYY-MM-DD) is a day a message may name: today in Kigali or later, within a year. */
export function messageDayAllowed(day: string, now: Date) {
  if (!isCalendarDay(day)) return false;
  const dayStart = Date.parse(`${day}T00:00:00+02:00`);
  const todayStart = Date.parse(`${kigaliDay(now)}T00:00:00+02:00`);
  return dayStart >= todayStart && dayStart <= todayStart + MESSAGE_DAYS_AHEAD * DAY_MS;
}

/** A student's notification: one school message, as the bell lists it. */
export interface NotificationView {
  id: string;
  school: string;
  kind: MessageKind;
  day: string | null;
  body: string;
  createdAt: string;
  read: boolean;
}

/** `2026-11-25` as `25/11/2026`, the way a date is written in Rwanda. */
export const formatMessageDay = (day: string) => day.split('-').reverse().join('/');

/** A reminder's words in each language: who reminds, and what is coming. */
const REMINDER_WORDS: Record<Language, { from: (school: string) => string; what: Record<MessageKind, string> }> = {
  rw: {
    from: (school) => `${school} irakwibutsa`,
    what: { class: `${MESSAGE_KIND_NAMES.class} ni ejo`, exam: `${MESSAGE_KIND_NAMES.exam} ni ejo`, note: 'Ubutumwa' },
  },
  en: {
    from: (school) => `A reminder from ${school}`,
    what: { class: 'Class tomorrow', exam: 'Exam tomorrow', note: 'Message' },
  },
  fr: {
    from: (school) => `Rappel de ${school}`,
    what: { class: 'Cours demain', exam: 'Examen demain', note: 'Message' },
  },
};

/**
 * The reminder a student gets the day before, by SMS or e-mail, in the student's language (the school's
 * own words as written): short enough for one or two SMS.
 */
export function reminderText(
  school: string,
  kind: MessageKind,
  day: string,
  body: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = REMINDER_WORDS[language];
  const note = body.length > 200 ? `${body.slice(0, 199)}…` : body;
  return `${words.from(school)}: ${words.what[kind]}, ${formatMessageDay(day)}.${note ? ` ${note}` : ''}`;
}

/** A message the school sent, as `GET /api/school/messages` lists it: to how many, read by how many. */
export interface SentMessage {
  id: string;
  kind: MessageKind;
  day: string | null;
  body: string;
  createdAt: string;
  recipients: number;
  read: number;
}
