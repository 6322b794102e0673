import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

/** Debian's Chromium: CHROMIUM_PATH, else /usr/bin/chromium, installed here when we are root with apt-get. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => !!p,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) throw new Error(`Chromium is missing. Install it with: sudo sh -c '${INSTALL}'`);
  console.log('Installing Chromium from Debian packages…');
  execSync(`${INSTALL} >/dev/null`, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
