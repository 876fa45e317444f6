// Lint, including the architecture rules: imports flow ui → explorer → machine → engine (and ui → lms → course),
// never back; the UI reads the engine only through its public files (each says so in its header); inside the UI,
// no room imports from a room above it, and screens import each other only through what they expose; no import
// cycles; type-only imports say so.
// And no line in app/ longer than 120 characters (max-len): Prettier wraps code at 120 but cannot split a string or
// a comment.
import js from '@eslint/js';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_LIBRARIES = ['react', 'react-dom', 'react-dom/client', 'zustand', 'zustand/middleware', '@xstate/react'];
const banned = (names, why) => names.map((name) => ({ name, message: why }));

/** The marker an engine file's header carries when the UI may import it: `// @ui-public: <why>`. */
export const UI_PUBLIC_MARKER = /^\/\/ @ui-public: \S/m;

/**
 * The engine files the UI may import (vocabulary, the snapshot it renders, rules, clock, links, diagnostics, the
 * registries, the SQL console's questions, the limits a form holds its fields to), as paths below app/engine without
 * `.ts`: read from the files themselves, each of which says so, and why, in its header (its leading comment lines).
 */
export const ENGINE_PUBLIC = readdirSync(join(import.meta.dirname, 'app/engine'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => {
    const source = readFileSync(join(import.meta.dirname, 'app/engine', file), 'utf8');
    return UI_PUBLIC_MARKER.test(/^(?:\/\/.*\n)*/.exec(source)[0]);
  })
  .map((file) => file.slice(0, -'.ts'.length).split(sep).join('/'))
  .sort();

/**
 * The rooms of app/ui, lowest first. A room imports from the rooms below it, never from one above: the shared piece
 * moves down, or is handed up (a prop, a callback, a context the higher room provides).
 */
export const UI_LAYERS = [
  {
    name: "the root's helpers",
    why: 'address, language, idle and loading helpers that every room may use',
    paths: [
      'route.ts',
      'view-params.ts',
      'language.ts',
      'when-idle.ts',
      'sql-loader.ts',
      'first-screen.ts',
      'offline.ts',
    ],
  },
  {
    name: 'i18n and the keyboard vocabulary',
    why: 'texts, and every command with its key',
    paths: ['i18n', 'shortcuts'],
  },
  { name: 'the stores', why: 'zustand stores', paths: ['store'] },
  { name: 'shared', why: 'what the screens share: buttons, fields, dialogs, names and labels', paths: ['shared'] },
  {
    name: 'the features',
    why: 'scenarios, the SQL console worker, downloads, the embedding bridge',
    paths: ['scenarios', 'console', 'export', 'embed'],
  },
  { name: 'the screens', why: 'lab, course, explorer, LMS, shell: the keys of UI_SCREENS', paths: [] },
];

/**
 * The screens, and the files each exposes: `exposes` to every other screen, `entries` to the router (shell/) too.
 * Anything else in a screen is its own.
 */
export const UI_SCREENS = {
  lab: { exposes: ['lab-view.tsx', 'link-notice.tsx', 'covered-panes.ts'], entries: ['compare-screen.tsx'] },
  course: { exposes: [], entries: ['course-screen.tsx', 'quiz-origin-banner.tsx'] },
  explorer: { exposes: [], entries: ['explorer-screen.tsx', 'explorer-worker-pool.ts'] },
  lms: { exposes: ['lms-status.ts'], entries: ['lms-footer.tsx', 'lms-notice.tsx'] },
  shell: { exposes: [], entries: [] },
};

const ui = (path) => `app/ui/${path}`;
const PAGE = ['main.tsx', 'page-styles.ts'];
const layerPaths = (layer) => (layer.paths.length ? layer.paths : Object.keys(UI_SCREENS));

/** import-x/no-restricted-paths zones: no room imports from one above it; screens only through what they expose. */
export const UI_ZONES = [
  ...UI_LAYERS.map((layer, i) => {
    const above = UI_LAYERS.slice(i + 1);
    return {
      target: layerPaths(layer).map(ui),
      from: [...above.flatMap(layerPaths), ...PAGE].map(ui),
      message: `Nothing in ${layer.name} (${layer.why}) imports from ${[
        ...above.map((l) => l.name),
        'the page (main.tsx)',
      ].join(', ')}, which sit above it.`,
    };
  }),
  ...Object.keys(UI_SCREENS).flatMap((screen) =>
    Object.entries(UI_SCREENS)
      .filter(([other]) => other !== screen)
      .map(([other, { exposes, entries }]) => {
        const open = screen === 'shell' ? [...exposes, ...entries] : exposes;
        return {
          target: ui(screen),
          from: ui(other),
          except: open.map((file) => `./${file}`),
          message: `Screens import each other only through what they expose: ${other} exposes ${
            open.length ? open.join(', ') : 'nothing'
          }${screen === 'shell' ? ' to the router' : ''} (UI_SCREENS in eslint.config.js).`,
        };
      }),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-lms/',
      'dist-pw-*/',
      'test-results-*/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Scripts that run in Node (the benchmark, the Chromium finder) and in the browser's page context.
  { files: ['tests/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Plain scripts the site serves as they are (the embedding example's host page).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['app/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // The cycle check parses every imported file; it needs the TypeScript parser to read them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
    },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: UI_ZONES }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `/engine/(?!(${ENGINE_PUBLIC.join('|')})$)`,
              message: `The UI reads the engine only through its public files (${ENGINE_PUBLIC.join(', ')}).`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned([...UI_LIBRARIES, 'xstate'], 'The engine is headless: no UI library and no state machine.'),
          patterns: [
            {
              group: [
                '**/machine',
                '**/machine/**',
                '**/explorer',
                '**/explorer/**',
                '**/course',
                '**/course/**',
                '**/ui',
                '**/ui/**',
              ],
              message: 'The engine must not import from the machine, the explorer, the course or the UI.',
            },
          ],
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
          patterns: [
            {
              group: ['**/ui', '**/ui/**', '**/explorer', '**/explorer/**'],
              message: 'The machine must not import from the explorer or the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/course/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(
            UI_LIBRARIES,
            'The course (lesson checks, predictions, the quiz) runs headless, in the page and in Node.',
          ),
          patterns: [
            {
              group: ['**/ui', '**/ui/**', '**/explorer', '**/explorer/**'],
              message: 'The course must not import from the UI or the explorer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/lms/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(UI_LIBRARIES, 'The LMS bridge runs headless: the UI wires it to the stores and the page.'),
          patterns: [
            {
              group: ['**/ui', '**/ui/**', '**/explorer', '**/explorer/**', '**/machine', '**/machine/**'],
              message: 'The LMS bridge reads the course only; the UI imports it, never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/explorer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(UI_LIBRARIES, 'The explorer runs headless, in a worker or in Node.'),
          patterns: [{ group: ['**/ui', '**/ui/**'], message: 'The explorer must not import from the UI.' }],
        },
      ],
    },
  },
  {
    // A control that cannot act stays focusable (aria-disabled) — and must then do nothing: one shared guard.
    files: ['app/ui/**/*.tsx'],
    ignores: ['app/ui/shared/guarded-button.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='aria-disabled']",
          message:
            'Use GuardedButton (shared/guarded-button.tsx): an aria-disabled control must do nothing when pressed.',
        },
      ],
    },
  },
  {
    // Prettier's printWidth is 120; a long string or comment it leaves alone is split by hand (strings with +).
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'max-len': ['error', { code: 120, ignoreUrls: true }],
    },
  },
);
