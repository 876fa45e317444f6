/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The production CSP, as a meta tag so it travels with the static files to any host. */
// img-src blob: lets the timeline's SVG be drawn on a canvas for its PNG export; nothing else loads from blob:.
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:; object-src 'none'; base-uri 'none'";

// Only the build gets the CSP: the dev server's hot reload needs inline scripts the policy forbids.
const cspMeta: Plugin = {
  name: 'outbox-lab-csp',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
};

export default defineConfig({
  plugins: [react(), cspMeta],
  // Relative asset URLs so the built site runs from any static host or sub-path, in an iframe too.
  base: './',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
  worker: { format: 'es' },
  test: {
    // Only unit and model tests; Playwright specs live in tests/browser and end in .spec.ts.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One property-test seed per run, printed, replayable with PROPERTY_SEED=<n>.
    globalSetup: ['tests/support/property-seed-draw.ts'],
    setupFiles: ['tests/support/property-seed.ts'],
  },
});
