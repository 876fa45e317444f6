/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { VitePWA } from 'vite-plugin-pwa';
import { scormPackage } from './app/lms/package-plugin.ts';
import { lessonIndex } from './app/course/lesson-index-plugin.ts';
import type { PackageKind } from './app/lms/scorm-manifest.ts';
import packageJson from './package.json' with { type: 'json' };
import { WalksFirstSequencer } from './tests/support/walks-first-sequencer.ts';

/** The production CSP, as a meta tag so it travels with the static files to any host. */
// img-src blob: lets the timeline's SVG be drawn on a canvas for its PNG export; nothing else loads from blob:.
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:; object-src 'none'; base-uri 'none'";

// Only the build gets the CSP: the dev server's hot reload needs inline scripts the policy forbids.
const cspMeta: Plugin = {
  name: 'outbox-lab-csp',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
  ],
};

/**
 * Offline after the first visit: Workbox precaches every file of the build (the WASM too) under one revision
 * list, so a version is served whole or not at all. A new version waits until the learner accepts it (the page
 * then reloads under it at once), so a running page never meets a chunk, a WASM or a worker of another build.
 * The service worker is registered by the app (app/ui/offline.ts), relative to the page, so any base path works.
 */
const offline = (disable: boolean) =>
  VitePWA({
    disable,
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,wasm,svg,png,json}'],
      // The largest file is sql.js's WASM (~650 KB); the limit only guards against a mistake.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first visit's page is controlled as soon as the precache is in, so it too loads its later chunks
      // (a lesson, a worker) offline. An update never skips waiting by itself: the learner accepts it, and every
      // open tab then reloads under the new version (workbox-window), so no page mixes two builds.
      clientsClaim: true,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/\/$/, /\/index\.html$/],
    },
  });

/** One id per build: the package's version and the commit it was built from (the footer and manifests show it). */
function buildId(): string {
  try {
    return `${packageJson.version}+${execSync('git describe --always --dirty', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}`;
  } catch {
    return packageJson.version;
  }
}

/**
 * What saved replays (IndexedDB checkpoints of long links) are keyed by besides the link: a checkpoint is a world's
 * files and memory as this build lays them out. The build's label when one is given, else the package version and
 * commit, and for a build from uncommitted changes a hash of those changes too (two such builds never share one).
 */
function replayBuild(): string {
  if (process.env.VITE_BUILD_LABEL) return process.env.VITE_BUILD_LABEL;
  const id = buildId();
  if (!id.endsWith('-dirty')) return id;
  try {
    const diff = execSync('git diff HEAD', { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    return `${id}+${createHash('sha256').update(diff).digest('hex').slice(0, 16)}`;
  } catch {
    return id;
  }
}

const SCORM_MODES: readonly PackageKind[] = ['scorm12', 'scorm2004'];

/** The whole configuration for one mode (`npm run mutate` reads the test mode's). */
export function configFor(mode: string): UserConfig {
  // `vite build --mode scorm12|scorm2004` (npm run package:lms): the site as a SCORM package in dist-lms/.
  const scorm = SCORM_MODES.find((m) => m === mode) ?? null;
  // A VITE_LMS left in a shell never turns the web site's build into a package's.
  if (scorm) {
    process.env.VITE_LMS = scorm;
    process.env.VITE_BUILD_LABEL ??= buildId();
  } else delete process.env.VITE_LMS;
  return {
    plugins: [
      react(),
      lessonIndex(),
      cspMeta,
      // No service worker inside an LMS (see app/ui/offline.ts); the package is the whole site, offline or not.
      offline(scorm !== null),
      ...(scorm ? [scormPackage(scorm, process.env.VITE_BUILD_LABEL!, 'Outbox Lab')] : []),
    ],
    define: { 'import.meta.env.VITE_REPLAY_BUILD': JSON.stringify(replayBuild()) },
    // Relative asset URLs so the built site runs from any static host or sub-path, in an iframe too.
    base: './',
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // One style sheet with the page, in app/ui/page-styles.ts's order, whichever screen's code loads first.
      cssCodeSplit: false,
      ...(scorm ? { outDir: `dist-lms/${scorm}`, emptyOutDir: true } : {}),
    },
    worker: { format: 'es' },
    test: {
      // Only unit and model tests; Playwright specs live in tests/browser and end in .spec.ts.
      include: ['tests/**/*.test.ts'],
      environment: 'node',
      // Whole-matrix tests (every pair of faults, every step restored) take seconds on a two-core machine, more
      // when it is busy: a time-out is for a hang, not for a slow machine (speed lives in npm run bench).
      testTimeout: 60_000,
      // One property-test seed per run, printed, replayable with PROPERTY_SEED=<n>.
      globalSetup: ['tests/support/property-seed-draw.ts'],
      setupFiles: ['tests/support/property-seed.ts'],
      // Vitest's default leaves one core to itself: on a two-core machine that is one worker, and the other core idles
      // while the files run one after another. Its own work is light (collecting results), so every core runs files.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: WalksFirstSequencer },
    },
  };
}

export default defineConfig(({ mode }) => configFor(mode));
