import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the app, for links in e-mails. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /** An external PostgreSQL. Without it the server runs an embedded one under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default(`${ROOT}data`),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  WEB_DIST: z.string().min(1).default(`${ROOT}apps/web/dist`),
  /** smtp://user:pass@host:587 — without it mail goes to the outbox (listed at /dev/outbox). */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Provisoire <no-reply@provisoire.rw>'),
  /** E-mail addresses that get the admin role. */
  ADMIN_EMAILS: list,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Public page settings, given to the web app. */
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+?\d{9,15}$/)
    .optional(),
  CONTACT_PHONE: z.string().max(30).default('+250 788 000 000'),
  INTRO_VIDEO_URL: optionalUrl,
  VIDEO_CHANNEL_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  X_URL: optionalUrl,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment once; a bad variable is named with its problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? ({ kind: 'external', url: e.DATABASE_URL } as const)
      : ({
          kind: 'embedded',
          dataDir: `${e.DATA_DIR}/postgres`,
          port: e.EMBEDDED_PG_PORT,
        } as const),
    webDist: e.WEB_DIST,
    mail: e.SMTP_URL ? ({ kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM } as const) : ({ kind: 'outbox' } as const),
    adminEmails: e.ADMIN_EMAILS,
    sessionDays: e.SESSION_DAYS,
    secureCookies: e.NODE_ENV === 'production' && (e.PUBLIC_URL ?? '').startsWith('https:'),
    site: {
      supportWhatsapp: e.SUPPORT_WHATSAPP ?? null,
      contactPhone: e.CONTACT_PHONE,
      introVideoUrl: e.INTRO_VIDEO_URL ?? null,
      videoChannelUrl: e.VIDEO_CHANNEL_URL ?? null,
      social: {
        facebook: e.FACEBOOK_URL ?? null,
        instagram: e.INSTAGRAM_URL ?? null,
        x: e.X_URL ?? null,
      },
    },
  };
}
