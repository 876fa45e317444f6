// Lint, including the architecture rule: imports flow ui → machine → engine, never back.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_LIBRARIES = ['react', 'react-dom', 'react-dom/client', 'zustand', 'zustand/middleware', '@xstate/react', 'i18next', 'react-i18next'];
const banned = (names, why) => names.map((name) => ({ name, message: why }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Scripts that run in Node (the benchmark, the Chromium finder) and in the browser's page context.
  { files: ['tests/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['app/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned([...UI_LIBRARIES, 'xstate'], 'The engine is headless: no UI library and no state machine.'),
          patterns: [{ group: ['**/machine', '**/machine/**', '**/ui', '**/ui/**'], message: 'The engine must not import from the machine or the UI.' }],
        },
      ],
    },
  },
  {
    files: ['app/machine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(UI_LIBRARIES, 'The machine knows nothing of the UI.'),
          patterns: [{ group: ['**/ui', '**/ui/**'], message: 'The machine must not import from the UI.' }],
        },
      ],
    },
  },
);
