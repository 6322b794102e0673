import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/src/cli/free-port.ts';
import { FAKE_GOOGLE_CLIENT, startFakeGoogle } from '../../apps/server/test/fake-google.ts';
import { startAppServer } from './app-server.ts';
import { findChromium } from './chromium.ts';

/** The admin of admin.test.ts: whoever signs up with it first. */
export const ADMIN_EMAIL = 'umuyobozi-e2e@example.rw';
/** The admin who approves the schools of schools.test.ts. */
export const SCHOOLS_ADMIN_EMAIL = 'ibigo-e2e@example.rw';
/** The admin of ways-in-redirect.test.ts (approves its school) and of admin-words.test.ts. */
export const WAYS_IN_ADMIN_EMAIL = 'inzira-e2e@example.rw';
export const WORDS_ADMIN_EMAIL = 'amagambo-e2e@example.rw';
/** The admin whose home budgets.test.ts weighs. */
export const BUDGET_ADMIN_EMAIL = 'ingano-e2e@example.rw';
/** The admin who reads the calibration of calibration.test.ts. */
export const CALIBRATION_ADMIN_EMAIL = 'amahirwe-e2e@example.rw';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/**
 * One real server for the whole run, with the support settings the pages show, and a local OpenID
 * provider standing in for Google (it returns to the app's public address, http://localhost:PORT).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const videoPort = await freePort(); // nothing listens: the overlay only needs the address
  const port = await freePort();
  const google = await startFakeGoogle(`http://localhost:${port}/auth/google/callback`);
  const server = await startAppServer(
    {
      SUPPORT_WHATSAPP: '250788000111',
      INTRO_VIDEO_URL: `http://127.0.0.1:${videoPort}/video-test`,
      VIDEO_CHANNEL_URL: 'https://www.youtube.com/@provisoire',
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      ADMIN_EMAILS: [
        ADMIN_EMAIL,
        SCHOOLS_ADMIN_EMAIL,
        WAYS_IN_ADMIN_EMAIL,
        WORDS_ADMIN_EMAIL,
        BUDGET_ADMIN_EMAIL,
        CALIBRATION_ADMIN_EMAIL,
      ].join(','),
    },
    port,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.stop();
    await google.stop();
  };
}
