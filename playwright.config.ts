import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './tests/support/chromium.mjs';

// PW_PORT lets two developers' test runs share a machine: each builds into its own folder and serves its own port.
const PORT = Number(process.env.PW_PORT ?? 4173);
const OUT = PORT === 4173 ? 'dist' : `dist-pw-${PORT}`;

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // Budgets for a slow two-core machine running two browsers at once (axe alone takes seconds a page there), not
  // speed goals: those are in npm run bench.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: PORT === 4173 ? 'test-results' : `test-results-${PORT}`,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
    trace: 'off',
    // No service worker but in the specs of working offline (offline.spec.ts allows it): elsewhere its install, a
    // precache of the whole site in every fresh context, only competes with the test for the CPU (a fifth of the
    // browser phase on a two-core machine).
    serviceWorkers: 'block',
  },
  // The tests run against the production build, so they see the real CSP and the real asset paths; the SCORM
  // packages (dist-lms/) are built too, for the tests that launch them under an LMS run-time.
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${OUT} && npm run --silent package:lms && npx vite preview --outDir ${OUT} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The embedding tests frame the lab from a page they serve as http://allowed.test (an allowed host) and as
    // http://other.test (not allowed); the build's list of allowed hosts is fixed at build time.
    env: { VITE_EMBED_ORIGINS: 'http://allowed.test' },
  },
});
