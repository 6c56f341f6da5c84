// Proves the layering rule and the Math.random ban fire (STYLE.md "Process boundaries").
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint rules', () => {
  it('rejects a Node import inside games/', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
        'games/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds("import { readFileSync } from 'fs';\nexport const f = readFileSync;\n", 'protocol/x.ts'),
    ).toContain('no-restricted-imports');
  });

  it('rejects wrong-way imports between layers', async () => {
    expect(
      await ruleIds("import { x } from '../hub/server.ts';\nexport const y = x;\n", 'games/x.ts'),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds("import { x } from '../../hub/a.ts';\nexport const y = x;\n", 'renderer/src/a.ts'),
    ).toContain('no-restricted-imports');
  });

  it('accepts the allowed direction', async () => {
    expect(
      await ruleIds("import { cents } from '../games/money.ts';\nexport const y = cents;\n", 'hub/x.ts'),
    ).toEqual([]);
  });

  it('rejects Math.random anywhere', async () => {
    for (const file of ['games/x.ts', 'hub/x.ts', 'renderer/src/x.ts', 'main/x.ts']) {
      expect(await ruleIds('export const r = Math.random();\n', file)).toContain('no-restricted-properties');
    }
  });
});
