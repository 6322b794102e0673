/** The plan catalogue (spec §9). The server takes every price from here; a client never sends an amount. */
export const PLANS = {
  daily: { code: 'daily', days: 3, amount: 1000 },
  weekly: { code: 'weekly', days: 14, amount: 3000 },
  monthly: { code: 'monthly', days: 30, amount: 5000 },
  trial: { code: 'trial', days: 1, amount: 0 },
} as const;

export type PlanCode = keyof typeof PLANS;
export type Plan = (typeof PLANS)[PlanCode];

/** What can be bought, in the order the plan cards show them. */
export const PAID_PLANS = ['daily', 'weekly', 'monthly'] as const;
export type PaidPlanCode = (typeof PAID_PLANS)[number];

export const CURRENCY = 'RWF';

/** How long the payment modal waits for the provider's answer (spec: 240 s). */
export const PAYMENT_WAIT_SECONDS = 240;

export const PAYMENT_METHODS = ['mtn', 'airtel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
