// The lint rule that keeps imports flowing ui → machine → engine really fires, and the tree obeys it.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

async function ruleHits(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction', () => {
  test.each([
    ['app/engine/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['app/engine/probe.ts', "import { create } from 'zustand';\nexport const x = create;\n"],
    ['app/engine/probe.ts', "import { setup } from 'xstate';\nexport const x = setup;\n"],
    ['app/engine/probe.ts', "import { labMachine } from '../machine/lab-machine';\nexport const x = labMachine;\n"],
    ['app/engine/programs/probe.ts', "import { App } from '../../ui/components/app';\nexport const x = App;\n"],
    ['app/machine/probe.ts', "import { App } from '../ui/components/app';\nexport const x = App;\n"],
    ['app/machine/probe.ts', "import { useSelector } from '@xstate/react';\nexport const x = useSelector;\n"],
  ])('%s may not import that: %j', async (file, source) => {
    expect(await ruleHits(file, source)).toHaveLength(1);
  });

  test('downward imports are allowed', async () => {
    expect(await ruleHits('app/machine/probe.ts', "import { Lab } from '../engine/lab';\nexport const x = Lab;\n")).toEqual([]);
    expect(await ruleHits('app/ui/probe.ts', "import { labMachine } from '../machine/lab-machine';\nexport const x = labMachine;\n")).toEqual([]);
  });
});
