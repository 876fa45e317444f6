// Finds a Chromium for Playwright without downloading one: $CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then a browser Playwright already has installed, and as a last resort Debian's package via apt-get.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {string | null} */
function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** @returns {string | null} */
function installDebianChromium() {
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    return null;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/** @returns {string} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const found = playwrightOwn() ?? installDebianChromium();
  if (!found)
    throw new Error(
      'No Chromium found: set CHROMIUM_PATH, or install Debian\'s "chromium" package (apt-get install -y chromium).',
    );
  return found;
}
