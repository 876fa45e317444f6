// The lint rules that keep the architecture really fire, and the tree obeys them: imports flow
// ui → explorer → machine → engine, the UI reads the engine only through its public files, no import
// cycles, type-only imports are marked as such, and inside the UI no room imports from a room above it.
import { ESLint } from 'eslint';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import madge from 'madge';
import { describe, expect, test } from 'vitest';
import { ENGINE_PUBLIC, UI_LAYERS, UI_PUBLIC_MARKER, UI_SCREENS, UI_ZONES } from '../../eslint.config.js';

const eslint = new ESLint();

async function ruleHits(filePath: string, source: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import direction', () => {
  test.each([
    ['app/engine/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['app/engine/probe.ts', "import { create } from 'zustand';\nexport const x = create;\n"],
    ['app/engine/probe.ts', "import { setup } from 'xstate';\nexport const x = setup;\n"],
    ['app/engine/probe.ts', "import { labMachine } from '../machine/lab-machine';\nexport const x = labMachine;\n"],
    ['app/engine/probe.ts', "import { explore } from '../explorer/explorer';\nexport const x = explore;\n"],
    ['app/engine/programs/probe.ts', "import { App } from '../../ui/shell/app';\nexport const x = App;\n"],
    ['app/machine/probe.ts', "import { App } from '../ui/shell/app';\nexport const x = App;\n"],
    ['app/machine/probe.ts', "import { useSelector } from '@xstate/react';\nexport const x = useSelector;\n"],
    ['app/machine/probe.ts', "import { explore } from '../explorer/explorer';\nexport const x = explore;\n"],
    ['app/explorer/probe.ts', "import { App } from '../ui/shell/app';\nexport const x = App;\n"],
    ['app/course/probe.ts', "import { App } from '../ui/shell/app';\nexport const x = App;\n"],
    ['app/course/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['app/engine/probe.ts', "import { drawQuiz } from '../course/quiz/draw-quiz';\nexport const x = drawQuiz;\n"],
  ])('%s may not import that: %j', async (file, source) => {
    expect(await ruleHits(file, source)).toHaveLength(1);
  });

  test('downward imports are allowed', async () => {
    expect(
      await ruleHits('app/machine/probe.ts', "import { Lab } from '../engine/replay/lab';\nexport const x = Lab;\n"),
    ).toEqual([]);
    expect(
      await ruleHits(
        'app/explorer/probe.ts',
        "import { labMachine } from '../machine/lab-machine';\nexport const x = labMachine;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleHits(
        'app/ui/probe.ts',
        "import { labMachine } from '../machine/lab-machine';\nexport const x = labMachine;\n",
      ),
    ).toEqual([]);
  });
});

describe('the UI reads the engine only through its public files', () => {
  test.each([
    "import { World } from '../../engine/runtime/world';\nexport const x = World;\n",
    "import { Lab } from '../../engine/replay/lab';\nexport const x = Lab;\n",
    "import { relayProgram } from '../../engine/programs/relay';\nexport const x = relayProgram;\n",
    "import { outbox } from '../../engine/designs/outbox';\nexport const x = outbox;\n",
    "import { stepSpec } from '../../engine/actions/step';\nexport const x = stepSpec;\n",
  ])('refused: %j', async (source) => {
    expect(await ruleHits('app/ui/lab/probe.tsx', source)).toHaveLength(1);
  });

  test.each([
    "import { PROCESSES } from '../../engine/types';\nexport const x = PROCESSES;\n",
    "import { designRegistry } from '../../engine/designs/registry';\nexport const x = designRegistry;\n",
    "import { offeredActions } from '../../engine/actions/registry';\nexport const x = offeredActions;\n",
    "import type { LabSnapshot } from '../../engine/snapshot';\nexport type X = LabSnapshot;\n",
  ])('allowed: %j', async (source) => {
    expect(await ruleHits('app/ui/lab/probe.tsx', source)).toEqual([]);
  });

  test('the public files are the engine files whose header says so, and why', () => {
    expect(ENGINE_PUBLIC).toEqual(
      expect.arrayContaining(['types', 'snapshot', 'actions/registry', 'designs/registry']),
    );
    for (const file of ENGINE_PUBLIC) {
      const header = /^(?:\/\/.*\n)*/.exec(readFileSync(`app/engine/${file}.ts`, 'utf8'))![0];
      expect(header, file).toMatch(UI_PUBLIC_MARKER);
    }
    // Not in the header: no marker. The world, a spec and a design say nothing of the kind.
    for (const file of ['runtime/world', 'actions/step', 'designs/outbox']) {
      expect(ENGINE_PUBLIC).not.toContain(file);
      expect(readFileSync(`app/engine/${file}.ts`, 'utf8')).not.toMatch(UI_PUBLIC_MARKER);
    }
  });
});

test('an import cycle is caught', async () => {
  // types.ts as if it imported the world, which imports types.ts.
  const source = "import { World } from './runtime/world';\nexport const x = World;\n";
  expect(await ruleHits('app/engine/types.ts', source, 'import-x/no-cycle')).toHaveLength(1);
});

// import-x/no-cycle skips type-only imports; madge reads them too, so a loop made only of `import type` is caught.
test('app/ has no import cycle, type imports included', async () => {
  const graph = await madge('app', { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
  expect(graph.circular()).toEqual([]);
}, 60_000);

test('a loop made only of type imports is one madge sees', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
  writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a: A }\n");
  const graph = await madge(dir, { fileExtensions: ['ts'] });
  expect(graph.circular()).toEqual([['a.ts', 'b.ts']]);
});

test('a type used only as a type must be imported as one', async () => {
  const source = "import { World } from './runtime/world';\nexport type X = World;\n";
  expect(await ruleHits('app/engine/probe.ts', source, '@typescript-eslint/consistent-type-imports')).toHaveLength(1);
});

test('an aria-disabled control outside the shared guard is caught', async () => {
  const source = 'export const B = () => <button aria-disabled="true" onClick={() => {}}>Cancel</button>;\n';
  expect(await ruleHits('app/ui/lab/probe.tsx', source, 'no-restricted-syntax')).toHaveLength(1);
  expect(await ruleHits('app/ui/shared/guarded-button.tsx', source, 'no-restricted-syntax')).toHaveLength(0);
});

describe('rooms inside the UI', () => {
  const RULE = 'import-x/no-restricted-paths';
  const isFile = (path: string) => statSync(path).isFile();
  /** A probe file inside `target`: the target itself when it is a file. */
  const probeIn = (target: string) => (isFile(target) ? target : join(target, 'zone-probe.ts'));
  /** A source file inside `from` (or `from` itself), none of those its zone excepts. */
  function fileIn(from: string, except: readonly string[] = []): string {
    if (isFile(from)) return from;
    const skip = new Set(except.map((file) => join(from, file)));
    const files = readdirSync(from, { recursive: true, encoding: 'utf8' })
      .map((file) => join(from, file))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.worker.') && !skip.has(file));
    return files.sort()[0];
  }
  function importing(probe: string, file: string): string {
    const path = relative(dirname(probe), file).replace(/\.tsx?$/, '');
    return `import * as room from '${path.startsWith('.') ? path : `./${path}`}';\nexport const x = room;\n`;
  }
  const hits = (probe: string, file: string) => ruleHits(probe, importing(probe, file), RULE);

  // Each zone fires for its first target importing from every room it forbids, and for every target importing from
  // its first forbidden room: each path either side of every zone is proved once.
  const cases = UI_ZONES.flatMap((zone) => {
    const [targets, froms] = [[zone.target].flat(), [zone.from].flat()];
    const except = 'except' in zone ? zone.except : [];
    return [
      ...froms.map((from) => [targets[0], from, except] as const),
      ...targets.slice(1).map((target) => [target, froms[0], except] as const),
    ];
  });
  test.each(cases)('%s may not import from %s', async (target, from, except) => {
    const file = fileIn(from, except);
    expect(await hits(probeIn(target), file), file).toHaveLength(1);
  });

  test('a screen imports what another exposes; the router also its entries, and nobody else does', async () => {
    for (const [screen, { exposes, entries }] of Object.entries(UI_SCREENS)) {
      for (const file of exposes) {
        for (const other of Object.keys(UI_SCREENS).filter((s) => s !== screen))
          expect(await hits(`app/ui/${other}/zone-probe.ts`, `app/ui/${screen}/${file}`), `${other} → ${file}`).toEqual(
            [],
          );
      }
      for (const file of entries) {
        expect(await hits('app/ui/shell/zone-probe.ts', `app/ui/${screen}/${file}`), file).toEqual([]);
        const other = screen === 'lab' ? 'course' : 'lab';
        expect(await hits(`app/ui/${other}/zone-probe.ts`, `app/ui/${screen}/${file}`), file).toHaveLength(1);
      }
    }
  });

  test('importing downwards is allowed', async () => {
    for (const [probe, file] of [
      ['app/ui/store/zone-probe.ts', 'app/ui/shortcuts/commands.ts'],
      ['app/ui/shared/zone-probe.ts', 'app/ui/store/view-store.ts'],
      ['app/ui/scenarios/zone-probe.ts', 'app/ui/shared/modal-dialog.tsx'],
      ['app/ui/lab/zone-probe.ts', 'app/ui/scenarios/scenario-file.ts'],
      ['app/ui/i18n/zone-probe.ts', 'app/ui/language.ts'],
      ['app/ui/main.tsx', 'app/ui/lab/session/late-address.ts'],
    ])
      expect(await hits(probe, file), `${probe} → ${file}`).toEqual([]);
  });

  test('every file at the root of app/ui is a helper or the page, and every folder is a room with a place', () => {
    const entries = readdirSync('app/ui', { withFileTypes: true });
    const helpers = UI_LAYERS.flatMap((layer) => layer.paths).filter((path) => /\.tsx?$/.test(path));
    const loose = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => e.name);
    expect(loose.filter((name) => ![...helpers, 'main.tsx', 'page-styles.ts'].includes(name))).toEqual([]);
    const rooms = [...UI_LAYERS.flatMap((layer) => layer.paths), ...Object.keys(UI_SCREENS)];
    expect(entries.filter((e) => e.isDirectory() && !rooms.includes(e.name)).map((e) => e.name)).toEqual([]);
  });
});
