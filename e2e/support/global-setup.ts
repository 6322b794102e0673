import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/test/free-port.ts';
import { startAppServer } from './app-server.ts';
import { findChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** One real server for the whole run, with the support settings the pages show. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const videoPort = await freePort(); // nothing listens: the overlay only needs the address
  const server = await startAppServer({
    SUPPORT_WHATSAPP: '250788000111',
    INTRO_VIDEO_URL: `http://127.0.0.1:${videoPort}/video-test`,
    VIDEO_CHANNEL_URL: 'https://www.youtube.com/@provisoire',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return server.stop;
}
