/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs so the built site runs from any static host or sub-path, in an iframe too.
  base: './',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
  test: {
    // Only unit and model tests; Playwright specs live in tests/browser and end in .spec.ts.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
