export * from './auth-schemas.ts';
export * from './errors.ts';
export * from './safe-redirect.ts';
export * from './session-user.ts';
