export * from './auth-schemas.ts';
export * from './errors.ts';
export * from './payment-schemas.ts';
export * from './phone.ts';
export * from './plans.ts';
export * from './safe-redirect.ts';
export * from './session-user.ts';
export * from './subscription-rules.ts';
