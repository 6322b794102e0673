import {
  DELIVERY_KINDS,
  LANGUAGES,
  MESSAGE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaidPlanCode,
  type PaperQuestion,
  PLAN_CODES,
  ROLES,
  SCHOOL_KINDS,
  SCHOOL_STATES,
  type StoredCard,
} from '@provisoire/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('user_role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    /** A Google (OpenID) account is its issuer and subject together: e-mails change, subjects do not. */
    googleIssuer: text('google_issuer'),
    googleSub: text('google_sub'),
    displayName: text('display_name').notNull(),
    photo: text('photo').notNull().default(''),
    province: text('province'),
    district: text('district'),
    sector: text('sector'),
    cell: text('cell'),
    role: roleEnum('role').notNull().default('learner'),
    /** The language the person chose (`LANGUAGES`); null until they choose one: pages follow the browser. */
    language: languageEnum('language'),
    /** The day of the learner's theory test (Kigali's calendar), which their study plan leads to; null: none given. */
    testDate: date('test_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_key').on(t.googleIssuer, t.googleSub),
    // The admin's list, newest first, a page at a time by its cursor (created_at, id).
    index('users_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the device list and its sign-out buttons name a session by: never the token or its hash. */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), uniqueIndex('sessions_id_key').on(t.id)],
);

/**
 * Browsers that signed in to an account before (OWASP's device cookies): the cookie holds a random
 * token, only its SHA-256 is kept. Such a browser escapes the lockouts of unknown devices for that
 * account and has its own.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_devices_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('login_devices_expires_idx').on(t.expiresAt),
  ],
);

export const tokenPurposeEnum = pgEnum('token_purpose', ['verify_email', 'reset_password', 'add_email']);

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: tokenPurposeEnum('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address an `add_email` link proves; it joins the account only once the link is opened. */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const phoneCodePurposeEnum = pgEnum('phone_code_purpose', ['sign_in', 'add_phone']);

/**
 * Codes sent by SMS: the keyed hash of the six digits (never the digits), the tries counted before
 * each check, the number it was sent to and, when a signed-in learner adds a number, who asked.
 * The id is the `verificationId` the browser sends back with the code.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: phoneCodePurposeEnum('purpose').notNull(),
    phone: text('phone').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_expires_at_idx').on(t.expiresAt)],
);

/** Fixed-window counters (sign-in tries, mails, payment starts, callbacks), keyed by what they limit. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);

/** Messages kept instead of sent, while no real mail or SMS provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);

export const deliveryKindEnum = pgEnum('delivery_kind', DELIVERY_KINDS);
export const deliveryStatusEnum = pgEnum('delivery_status', ['pending', 'sent', 'failed']);

/**
 * Mail and SMS to send, written in the transaction of the change that causes them and sent by a job
 * that retries with back-off. The body (a link, a code) is wiped once the message is sent or given up.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: deliveryKindEnum('kind').notNull(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    status: deliveryStatusEnum('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('deliveries_due_idx').on(t.nextTryAt).where(sql`${t.status} = 'pending'`),
    index('deliveries_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin's audit list, newest first by its cursor, without the providers' callbacks it hides.
    index('audit_log_page_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.action} <> 'payment.callback'`),
  ],
);

export const planEnum = pgEnum('plan', PLAN_CODES);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['active', 'expired']);

/** One per user; `end_at` decides, `status` is written by the sweep for lists and exports. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatusEnum('status').notNull(),
    plan: planEnum('plan').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_created_user_idx').on(t.createdAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    index('subscriptions_status_end_idx').on(t.status, t.endAt),
  ],
);

/** The free day, once per account: the primary key makes a second one impossible. */
export const trialsTaken = pgTable('trials_taken', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATES);

/**
 * Subscription time an admin granted by hand (a cash payment at a school), with the reason. The id is
 * the client's id for one press of the button: a retried request finds its grant and adds nothing.
 */
export const adminGrants = pgTable(
  'admin_grants',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    plan: planEnum('plan').notNull(),
    reason: text('reason').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_grants_user_idx').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id for one press of the pay button: a retried request finds this row. */
    requestId: uuid('request_id').notNull(),
    /** Never the trial, which is not sold. */
    plan: planEnum('plan').$type<PaidPlanCode>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: paymentMethodEnum('method').notNull(),
    phone: text('phone').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** What the provider knows the payment by (MTN X-Reference-Id, Airtel transaction.id), fixed before the first call. */
    providerRef: text('provider_ref').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    failureReason: text('failure_reason'),
    /** A school's purchase: this many seats of the plan for its students (the payer gets no days itself). */
    seats: integer('seats'),
    checks: integer('checks').notNull().default(0),
    /**
     * The learner gave up waiting (a wrong number, say): a new payment may start. The provider is still
     * asked until the payment settles, so money that went through after all still counts.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.method, t.providerRef),
    uniqueIndex('payments_user_request_key').on(t.userId, t.requestId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('payments_due_idx').on(t.nextCheckAt).where(sql`status = 'pending'`),
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const simulatorStatusEnum = pgEnum('simulator_status', ['pending', 'successful', 'failed']);

/** The payment simulators' own books (they stand in for MTN's and Airtel's), kept across restarts. */
export const simulatorTransactions = pgTable(
  'simulator_transactions',
  {
    provider: paymentMethodEnum('provider').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    msisdn: text('msisdn').notNull(),
    externalId: text('external_id'),
    status: simulatorStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    callbackUrl: text('callback_url'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.reference] })],
);

/**
 * One mock exam. Its paper (the questions drawn, their choices in this attempt's order, the key) is
 * copied from the bank at the start, so editing the bank never changes an exam taken. The partial
 * unique indexes make "one open exam at a time" and "one free exam per account" hold under any race.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paper: jsonb('paper').$type<PaperQuestion[]>().notNull(),
    free: boolean('free').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    grade: smallint('grade'),
    passed: boolean('passed'),
    timedOut: boolean('timed_out'),
    /** The finished exam whose questions this one asks again: its answers credit nothing to readiness. */
    retryOf: uuid('retry_of'),
    /** The language its paper was copied in, kept to its review: a question's id and key are every language's. */
    language: languageEnum('language').notNull().default('rw'),
    // What the learner was shown when the exam started, to check readiness against real exams (issue 39);
    // null for exams started before it was kept.
    /** The chance of passing shown; null when withheld (the answers did not cover the exam yet). */
    readiness: doublePrecision('readiness'),
    /** The model's own chance before real exams corrected it (`estimateReadiness`): what the correction is fitted on. */
    readinessModel: doublePrecision('readiness_model'),
    /** The share of the exam the learner's answers covered (`coverageOf`). */
    readinessCoverage: doublePrecision('readiness_coverage'),
    /** The share of the learner's answers that were repeats of a question seen before. */
    readinessRepeats: doublePrecision('readiness_repeats'),
    /** Answers the estimate rested on. */
    readinessAnswers: integer('readiness_answers'),
  },
  (t) => [
    uniqueIndex('exam_attempts_one_open_key').on(t.userId).where(sql`finished_at IS NULL`),
    uniqueIndex('exam_attempts_one_free_key').on(t.userId).where(sql`free`),
    index('exam_attempts_user_finished_idx').on(t.userId, t.finishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('exam_attempts_open_deadline_idx').on(t.deadline).where(sql`finished_at IS NULL`),
  ],
);

/** An answer as it was given: one row per question, written again when the learner changes it. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The index of the chosen choice, as the paper orders them. */
    choice: smallint('choice').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);

export const schoolKindEnum = pgEnum('school_kind', SCHOOL_KINDS);
export const schoolStatusEnum = pgEnum('school_status', SCHOOL_STATES);
export const membershipStatusEnum = pgEnum('membership_status', ['requested', 'accepted']);

/**
 * A driving school: its owner's account (role 'school') signs in for it. Pending until an admin decides;
 * an approved school has a join code (unique while it is the school's, replaced by a new one at will).
 */
export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: schoolKindEnum('kind').notNull(),
    phone: text('phone').notNull(),
    tin: text('tin').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    sector: text('sector').notNull(),
    status: schoolStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    joinCode: text('join_code'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('schools_owner_key').on(t.ownerId),
    uniqueIndex('schools_join_code_key').on(t.joinCode),
    index('schools_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A learner's school: one at a time (the learner is the key), asked by the learner, accepted by the school. */
export const schoolStudents = pgTable(
  'school_students',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: membershipStatusEnum('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('school_students_school_idx').on(t.schoolId, t.status)],
);

/** Which lessons a learner has opened, and when first and last: the 'lessons opened' a school follows. */
export const lessonReads = pgTable(
  'lesson_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: smallint('lesson_id').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * A seat a school bought: one plan's days for one student. Free until given (`assignedAt`); a given seat
 * stays given even if the student's account goes. `requestId` is the school's press that gave it.
 */
export const schoolSeats = pgTable(
  'school_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    plan: planEnum('plan').notNull(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    requestId: uuid('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('school_seats_free_idx').on(t.schoolId, t.plan, t.createdAt).where(sql`assigned_at IS NULL`),
    uniqueIndex('school_seats_request_key').on(t.schoolId, t.requestId),
  ],
);

export const messageKindEnum = pgEnum('message_kind', MESSAGE_KINDS);

/**
 * What a school wrote to its students. A dated one is reminded the day before: `remindFrom` to
 * `remindUntil` is when (domain `reminderWindow`).
 */
export const schoolMessages = pgTable(
  'school_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: messageKindEnum('kind').notNull(),
    day: text('day'),
    body: text('body').notNull(),
    remindFrom: timestamp('remind_from', { withTimezone: true }),
    remindUntil: timestamp('remind_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('school_messages_school_idx').on(t.schoolId, t.createdAt.desc().nullsFirst()),
    // The reminder sweep starts from the few messages whose window is open.
    index('school_messages_remind_idx').on(t.remindUntil).where(sql`remind_from IS NOT NULL`),
  ],
);

/** A message in one student's bell: read or not, and reminded once (the sweep's claim sets `remindedAt`). */
export const notifications = pgTable(
  'notifications',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => schoolMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const answerSourceEnum = pgEnum('answer_source', ['practice', 'check', 'exam']);

/**
 * Every answer a learner gave to a question of the bank, in practice, a self-check or an exam: the
 * history the learning rules read from. A practice answer's `requestId` makes a retried request count once.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    lessonId: smallint('lesson_id').notNull(),
    /** An index into the question's choices as the bank orders them. */
    choice: smallint('choice').notNull(),
    correct: boolean('correct').notNull(),
    source: answerSourceEnum('source').notNull(),
    requestId: uuid('request_id'),
    checkId: uuid('check_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('question_answers_request_key').on(t.userId, t.requestId),
    uniqueIndex('question_answers_check_key').on(t.checkId, t.questionId),
    index('question_answers_user_idx').on(t.userId, t.answeredAt.desc().nullsFirst()),
  ],
);

/** When a learner last saw each question (an exam showing it, or an answer), and how often they answered it. */
export const questionsSeen = pgTable(
  'questions_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    answers: integer('answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** A question in the learner's mistakes: its FSRS card and due time, until learnt (then the row goes). */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    card: jsonb('card').$type<StoredCard>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    /** The first right answer since the last mistake (domain `reviewAfter`). */
    rightSince: timestamp('right_since', { withTimezone: true }),
    // Written by the version before issue 39 (right on two Kigali days), which a rolling upgrade still runs
    // for a moment; read by nothing now. Drop both in the next migration.
    rightDays: smallint('right_days').notNull().default(0),
    lastRightDay: text('last_right_day'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('review_cards_due_idx').on(t.userId, t.due)],
);

/**
 * Read by nothing since issue 39, which counts readiness by part of the exam (`part_evidence`). Kept one
 * release so that an instance of the version before, still running during a rolling upgrade, can write
 * its answers; drop it in the next migration.
 */
export const lessonEvidence = pgTable(
  'lesson_evidence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: smallint('lesson_id').notNull(),
    weight: doublePrecision('weight').notNull(),
    right: doublePrecision('right').notNull(),
    at: timestamp('at', { withTimezone: true }),
    answers: integer('answers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * What the readiness estimate reads per learner and part of the exam (the road signs, or a lesson's
 * questions without a sign): decayed weights (domain `addAnswer`), kept small.
 */
export const partEvidence = pgTable(
  'part_evidence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: smallint('part').notNull(),
    weight: doublePrecision('weight').notNull(),
    right: doublePrecision('right').notNull(),
    at: timestamp('at', { withTimezone: true }),
    answers: integer('answers').notNull(),
    firsts: integer('firsts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.part] })],
);

/** Changes to data done once, in code, beside the SQL migrations (`data-migrations.ts`). */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A lesson's self-check: the five questions the server chose, and its score as they are answered. */
export const selfChecks = pgTable(
  'self_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: smallint('lesson_id').notNull(),
    questionIds: text('question_ids').array().notNull(),
    answered: smallint('answered').notNull().default(0),
    right: smallint('right').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('self_checks_user_idx').on(t.userId, t.lessonId)],
);

/**
 * Each question's counters for the authors' item analysis (domain `ItemCounters`), added to as answers are
 * recorded, so the page reads one row a question however many exams were taken. Exam answers count
 * everywhere, a learner's first practice or self-check answer only in `asked`, `right` and `picks`.
 */
export const questionStats = pgTable('question_stats', {
  questionId: text('question_id').primaryKey(),
  asked: integer('asked').notNull(),
  right: integer('right').notNull(),
  /** Picks of each choice, in the bank's order. */
  picks: integer('picks').array().notNull(),
  examAnswers: integer('exam_answers').notNull(),
  examRight: integer('exam_right').notNull(),
  /** Sums over exam answers of the rest of the exam's score (the grade without this question). */
  sumRest: doublePrecision('sum_rest').notNull(),
  sumRestSq: doublePrecision('sum_rest_sq').notNull(),
  sumRightRest: doublePrecision('sum_right_rest').notNull(),
});
