// The lint rules that keep the architecture really fire, and the tree obeys them: imports flow
// ui → explorer → machine → engine, the UI reads the engine only through its public files, no import
// cycles, and type-only imports are marked as such.
import { ESLint } from 'eslint';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import madge from 'madge';
import { describe, expect, test } from 'vitest';

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
