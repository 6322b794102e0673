import type { Language } from './languages.ts';

/** The plan catalogue (spec §9). The server takes every price from here; a client never sends an amount. */
export const PLANS = {
  daily: { code: 'daily', days: 3, amount: 1000 },
  weekly: { code: 'weekly', days: 14, amount: 3000 },
  monthly: { code: 'monthly', days: 30, amount: 5000 },
  trial: { code: 'trial', days: 1, amount: 0 },
} as const;

export type PlanCode = keyof typeof PLANS;
export type Plan = (typeof PLANS)[PlanCode];
/** Every plan, as the database's enumeration lists them. */
export const PLAN_CODES = ['trial', 'daily', 'weekly', 'monthly'] as const satisfies readonly PlanCode[];
// A plan added to PLANS and not listed above fails the typecheck here.
const everyPlan: [Exclude<PlanCode, (typeof PLAN_CODES)[number]>] extends [never] ? true : never = true;
void everyPlan;

/** Each plan's one name, in each language: the pages, the school's seats and the admin's CSV say it so. */
export const PLAN_NAMES: Record<Language, Record<PlanCode, string>> = {
  rw: { daily: 'Iminsi 3', weekly: 'Ibyumweru 2', monthly: 'Ukwezi 1', trial: "Umunsi 1 w'ubuntu" },
  en: { daily: '3 days', weekly: '2 weeks', monthly: '1 month', trial: '1 free day' },
  fr: { daily: '3 jours', weekly: '2 semaines', monthly: '1 mois', trial: '1 journée gratuite' },
};

/** What can be bought, in the order the plan cards show them. */
export const PAID_PLANS = ['daily', 'weekly', 'monthly'] as const;
export type PaidPlanCode = (typeof PAID_PLANS)[number];

export const CURRENCY = 'RWF';

/** How long the payment modal waits for the provider's answer (spec: 240 s). */
export const PAYMENT_WAIT_SECONDS = 240;

export const PAYMENT_METHODS = ['mtn', 'airtel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
