import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { parseRwandanMobile } from '@provisoire/domain';
import { z } from 'zod';
import { ROOT } from './paths.ts';
import type { SmsSettings } from './providers/sms/select-sms.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
/** An optional URL whose scheme must be one of `schemes` (a nodemailer or browser would fail later, less clearly). */
const optionalUrlOf = (schemes: string[]) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url()
      .refine((url) => !URL.canParse(url) || schemes.includes(new URL(url).protocol.slice(0, -1)), {
        message: `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
      })
      .optional(),
  );
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** `TRUST_PROXY` as Fastify takes it: false, the nearest hops, or a list of addresses and ranges. */
function trustedProxies(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (!value) return false;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isIP(entry.split('/')[0] ?? ''));
  if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address or range: ${bad.join(', ')}` });
  return list;
}

const Variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** This computer only, by default; a deployment behind a proxy sets 0.0.0.0 (see docs/configuration.md). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Which proxies may name the client's address in X-Forwarded-For: a hop count (`1`) or their
   * addresses and ranges (`10.0.0.1,10.1.0.0/16`). Unset: nobody, so sign-in limits count real addresses.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/,\s]+)$/, 'a hop count, or addresses and ranges separated by commas')
    .optional()
    .transform(trustedProxies),
  /** A request's headers and body must arrive within this time, or the connection is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(15_000),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Lets a scraper from another computer read /metrics with `Authorization: Bearer …`; loopback callers need none. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the app, for links in e-mails. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrlOf(['http', 'https']),
  /** An external PostgreSQL. Without it the server runs an embedded one under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default(`${ROOT}data`),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  WEB_DIST: z.string().min(1).default(`${ROOT}apps/web/dist`),
  /** The lessons and signs as authors write them, and where `npm run build` compiles them to. */
  CONTENT_SOURCE: z.string().min(1).default(`${ROOT}content`),
  CONTENT_DIST: z.string().min(1).default(`${ROOT}build/content`),
  /** Lessons, signs and pages compressed at their best, kept for the next start. */
  CACHE_DIR: z.string().min(1).default(`${ROOT}build/cache`),
  /** Where `npm run backup` writes, and how many of its files it keeps there. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** smtp://user:pass@host:587 — without it mail goes to the outbox (listed at /dev/outbox). */
  SMTP_URL: optionalUrlOf(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Provisoire <no-reply@provisoire.rw>'),
  /** E-mail addresses that get the admin role. */
  ADMIN_EMAILS: list,
  /** Phone numbers (any Rwandan spelling) whose first sign-in makes an admin. */
  ADMIN_PHONES: list.transform((numbers, ctx) =>
    numbers.map((n) => {
      const phone = parseRwandanMobile(n);
      if (!phone) ctx.addIssue({ code: 'custom', message: `${n} is not a Rwandan mobile number` });
      return phone?.e164 ?? n;
    }),
  ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Password hashes at once (each takes ~20 MiB, a thread-pool thread and a whole core while it runs),
   * and how many may wait. At most 2, and one core always left to answer everything else.
   */
  PASSWORD_HASHES_AT_ONCE: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.min(2, Math.max(1, availableParallelism() - 1))),
  PASSWORD_HASHES_WAITING: z.coerce.number().int().min(0).max(10_000).default(500),
  /**
   * The longest wait for a turn a sign-in is given (judged from the time hashes take here), else 503:
   * under the 5 s a refused one is told to wait before trying again.
   */
  PASSWORD_WAIT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
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
  /**
   * The payment simulators, /dev/phone and /dev/outbox: on by default only while PUBLIC_URL is this
   * computer (localhost) and the server listens there (HOST), since they let anyone who reaches them
   * approve a payment or read a reset link.
   */
  DEV_TOOLS: z.enum(['true', 'false']).optional(),
  /** Browser tests move the server's clock (POST /dev/clock) to see an exam's time run out. */
  TEST_CLOCK: z.enum(['true', 'false']).optional(),
  /** The simulators drop their callbacks, so only the reconciler settles (for trying recovery by hand). */
  SIMULATOR_DROP_CALLBACKS: z.enum(['true', 'false']).default('false'),
  /** How often this instance looks for pending payments that are due a status check. */
  PAYMENTS_RECONCILE_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** How often schools' day-before reminders due now are sent (browser tests shorten it). */
  REMINDERS_SWEEP_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /** How often mail and SMS that failed are looked at for a retry (a new one leaves at once). */
  DELIVERIES_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** MTN MoMo Collection. All of URL, key, user and API key, or none (then the simulator runs). */
  MTN_BASE_URL: optionalUrl,
  MTN_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MTN_API_USER: z.string().min(1).optional(),
  MTN_API_KEY: z.string().min(1).optional(),
  MTN_TARGET_ENVIRONMENT: z.string().min(1).default('mtnrwanda'),
  MTN_CURRENCY: z.string().length(3).default('RWF'),
  /** SMS codes by Pindo (token and registered sender), else Africa's Talking, else the outbox. */
  PINDO_TOKEN: z.string().min(1).optional(),
  PINDO_SENDER: z.string().min(1).max(11).default('Provisoire'),
  PINDO_BASE_URL: z.url().default('https://api.pindo.io'),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  AFRICASTALKING_FROM: z.string().min(1).max(11).optional(),
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
  /**
   * Code SMS (sign-in and adding a number) sent by all instances together, an hour and a day: what
   * an attacker with many addresses can make the operator pay at most. Reached, codes pause and the
   * log and the admin's audit list say so.
   */
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  SMS_CODES_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(2000),
  /**
   * The key of the SMS codes' hashes and of the cookie that carries a Google sign-in, shared by every
   * instance. Unset: a new one at each start (a code sent just before a restart then no longer works).
   */
  CODE_SECRET: z.string().min(32).optional(),
  /** Sign-in with Google: the OAuth client's id and secret, both or none (then no Google button). */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's OpenID issuer; tests point it at a local OpenID provider. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Airtel Money Collection. All of URL, client id and secret, or none. */
  AIRTEL_BASE_URL: optionalUrl,
  AIRTEL_CLIENT_ID: z.string().min(1).optional(),
  AIRTEL_CLIENT_SECRET: z.string().min(1).optional(),
});

type Env = z.output<typeof Variables>;

/** Variables that work only together, under the name a deployer knows them by. */
const together = <K extends keyof Env>(label: string, ...names: K[]) => ({ label, names });
const MTN = together('payments', 'MTN_BASE_URL', 'MTN_SUBSCRIPTION_KEY', 'MTN_API_USER', 'MTN_API_KEY');
const AIRTEL = together('payments', 'AIRTEL_BASE_URL', 'AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET');
const AFRICASTALKING = together('SMS', 'AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY');
const GOOGLE = together('Google sign-in', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');

/** A group's variables come all together or not at all: some of them alone is a mistake, named with the rest. */
const EnvSchema = Variables.superRefine(
  (e, ctx) => {
    for (const { label, names } of [MTN, AIRTEL, AFRICASTALKING, GOOGLE]) {
      const missing = names.filter((name) => e[name] === undefined);
      if (missing.length > 0 && missing.length < names.length)
        ctx.addIssue({
          code: 'custom',
          message: `${label}: set all of ${names.join(', ')} or none (missing ${missing.join(', ')})`,
        });
    }
  },
  // Also when other variables are bad, so that every problem is named at once.
  { when: ({ value }) => typeof value === 'object' && value !== null },
);

/** Every variable of the group is set (the schema has refused some of them without the others). */
function allSet<K extends keyof Env>(e: Env, group: { names: K[] }): e is Env & { [P in K]-?: NonNullable<Env[P]> } {
  return group.names.every((name) => e[name] !== undefined);
}

export type Config = ReturnType<typeof loadConfig>;

/** Where this instance can reach itself (the in-app simulators call it like a provider would). */
export const internalUrl = (config: Config) =>
  `http://${['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`;

export class ConfigError extends Error {}

/** The names of this computer, as a URL's hostname spells them. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** A URL that only this computer can open. */
export const isLoopbackUrl = (url: string) => {
  const host = new URL(url).hostname;
  return LOOPBACK_HOSTS.includes(host) || host.startsWith('127.');
};
/** A HOST to listen on that only this computer reaches (`0.0.0.0` and `::` are every interface). */
export const isLoopbackHost = (host: string) =>
  ['localhost', '::1', '[::1]'].includes(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** The environment, checked: a bad variable is named with its problem, every one of them at once. */
function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Reads the environment once; a bad variable is named with its problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnv(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Only this computer reaches the app: it says so (PUBLIC_URL) and listens only there (HOST).
  const thisComputerOnly = isLoopbackUrl(publicUrl) && isLoopbackHost(e.HOST);
  return {
    env: e.NODE_ENV,
    devTools: e.DEV_TOOLS ? e.DEV_TOOLS === 'true' : thisComputerOnly,
    /** DEV_TOOLS=true where others can reach them: said loudly at start. */
    devToolsForced: e.DEV_TOOLS === 'true' && !thisComputerOnly,
    /** Only on this computer: a clock anyone could move would let them stretch an exam. */
    testClock: e.TEST_CLOCK === 'true' && thisComputerOnly,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    publicUrl,
    database: databaseConfig(e),
    webDist: e.WEB_DIST,
    contentSource: e.CONTENT_SOURCE,
    contentDist: e.CONTENT_DIST,
    cacheDir: e.CACHE_DIR,
    backup: { dir: e.BACKUP_DIR ?? `${e.DATA_DIR}/backups`, keep: e.BACKUP_KEEP },
    mail: mailConfig(e),
    sms: smsConfig(e),
    smsBudget: { perHour: e.SMS_CODES_PER_HOUR, perDay: e.SMS_CODES_PER_DAY },
    codeSecret: e.CODE_SECRET ?? randomBytes(32).toString('base64url'),
    /** Whether CODE_SECRET was set: unset, each start makes one, which two instances do not share. */
    codeSecretSet: e.CODE_SECRET !== undefined,
    google: googleConfig(e),
    adminEmails: e.ADMIN_EMAILS,
    adminPhones: e.ADMIN_PHONES,
    sessionDays: e.SESSION_DAYS,
    passwordWork: {
      concurrency: e.PASSWORD_HASHES_AT_ONCE,
      queue: e.PASSWORD_HASHES_WAITING,
      maxWaitMs: e.PASSWORD_WAIT_MS,
    },
    secureCookies: e.NODE_ENV === 'production' && (e.PUBLIC_URL ?? '').startsWith('https:'),
    remindersMs: e.REMINDERS_SWEEP_MS,
    deliveriesMs: e.DELIVERIES_SWEEP_MS,
    payments: paymentsConfig(e),
    site: siteConfig(e),
  };
}

/** An external PostgreSQL when DATABASE_URL names one, else the embedded one under DATA_DIR. */
function databaseConfig(e: Env) {
  return e.DATABASE_URL
    ? ({ kind: 'external', url: e.DATABASE_URL } as const)
    : ({ kind: 'embedded', dataDir: `${e.DATA_DIR}/postgres`, port: e.EMBEDDED_PG_PORT } as const);
}

/** SMTP when SMTP_URL is set, else the outbox. */
function mailConfig(e: Env) {
  return e.SMTP_URL ? ({ kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM } as const) : ({ kind: 'outbox' } as const);
}

/** The SMS gateway the settings name: Pindo first, then Africa's Talking, else the outbox. */
function smsConfig(e: Env): SmsSettings {
  if (e.PINDO_TOKEN) return { kind: 'pindo', baseUrl: e.PINDO_BASE_URL, token: e.PINDO_TOKEN, sender: e.PINDO_SENDER };
  if (allSet(e, AFRICASTALKING))
    return {
      kind: 'africastalking',
      baseUrl: e.AFRICASTALKING_BASE_URL,
      username: e.AFRICASTALKING_USERNAME,
      apiKey: e.AFRICASTALKING_API_KEY,
      from: e.AFRICASTALKING_FROM,
    };
  return { kind: 'outbox' };
}

/** Sign-in with Google, when its client is set. */
function googleConfig(e: Env) {
  if (!allSet(e, GOOGLE)) return null;
  return { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
}

/** With any real provider configured, no simulator runs (and its pages do not exist). */
function paymentsConfig(e: Env) {
  const mtn = mtnConfig(e);
  const airtel = airtelConfig(e);
  return {
    reconcileMs: e.PAYMENTS_RECONCILE_MS,
    simulatorDropsCallbacks: e.SIMULATOR_DROP_CALLBACKS === 'true',
    mode: mtn || airtel ? ('real' as const) : ('simulated' as const),
    mtn,
    airtel,
  };
}

function mtnConfig(e: Env) {
  if (!allSet(e, MTN)) return null;
  return {
    baseUrl: e.MTN_BASE_URL,
    subscriptionKey: e.MTN_SUBSCRIPTION_KEY,
    apiUser: e.MTN_API_USER,
    apiKey: e.MTN_API_KEY,
    targetEnvironment: e.MTN_TARGET_ENVIRONMENT,
    currency: e.MTN_CURRENCY,
  };
}

function airtelConfig(e: Env) {
  if (!allSet(e, AIRTEL)) return null;
  return {
    baseUrl: e.AIRTEL_BASE_URL,
    clientId: e.AIRTEL_CLIENT_ID,
    clientSecret: e.AIRTEL_CLIENT_SECRET,
    country: 'RW',
    currency: 'RWF',
  };
}

/** Public page settings, given to the web app. */
function siteConfig(e: Env) {
  return {
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? null,
    contactPhone: e.CONTACT_PHONE,
    introVideoUrl: e.INTRO_VIDEO_URL ?? null,
    videoChannelUrl: e.VIDEO_CHANNEL_URL ?? null,
    social: { facebook: e.FACEBOOK_URL ?? null, instagram: e.INSTAGRAM_URL ?? null, x: e.X_URL ?? null },
    googleSignIn: allSet(e, GOOGLE),
  };
}
