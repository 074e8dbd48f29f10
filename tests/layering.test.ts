import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints a snippet as if it were a file at `filePath`, returning the rules that fired. */
const rulesFiring = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('the one-way imports of ARCHITECTURE §1', () => {
  it.each([
    [
      'packages/ui importing @klubhus/domain',
      "import { contract } from '@klubhus/domain';\nexport const x = contract;\n",
      'packages/ui/src/components/X/X.tsx',
    ],
    [
      'packages/ui importing the web app',
      "import { x } from '@klubhus/web/src/x';\nexport const y = x;\n",
      'packages/ui/src/index.ts',
    ],
    [
      'packages/domain importing React',
      "import { useState } from 'react';\nexport const x = useState;\n",
      'packages/domain/src/x.ts',
    ],
    [
      'packages/domain importing a Node API',
      "import fs from 'node:fs';\nexport const x = fs;\n",
      'packages/domain/src/x.ts',
    ],
    [
      'packages/domain importing @klubhus/ui',
      "import { Button } from '@klubhus/ui';\nexport const x = Button;\n",
      'packages/domain/src/x.ts',
    ],
    [
      'apps/server importing @klubhus/ui',
      "import { Button } from '@klubhus/ui';\nexport const x = Button;\n",
      'apps/server/src/x.ts',
    ],
    [
      'apps/web importing the server',
      "import { buildApp } from '@klubhus/server';\nexport const x = buildApp;\n",
      'apps/web/src/x.ts',
    ],
  ])('fails lint for %s', async (_label, code, filePath) => {
    expect(await rulesFiring(code, filePath)).toContain('no-restricted-imports');
  });

  it('fails lint when apps/web calls fetch itself', async () => {
    expect(await rulesFiring("export const x = () => fetch('/api/health');\n", 'apps/web/src/x.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it.each([
    [
      'apps/web importing ui and domain',
      "import { Button } from '@klubhus/ui';\nimport { contract } from '@klubhus/domain';\nexport const x = [Button, contract];\n",
      'apps/web/src/x.ts',
    ],
    [
      'apps/server importing domain',
      "import { contract } from '@klubhus/domain';\nexport const x = contract;\n",
      'apps/server/src/x.ts',
    ],
    [
      'packages/domain importing zod',
      "import * as z from 'zod';\nexport const x = z.string();\n",
      'packages/domain/src/x.ts',
    ],
  ])('allows %s', async (_label, code, filePath) => {
    expect(await rulesFiring(code, filePath)).not.toContain('no-restricted-imports');
  });

  it('fails lint for an enum anywhere (house style)', async () => {
    expect(await rulesFiring('export enum Colour { Red }\n', 'packages/domain/src/x.ts')).toContain(
      'no-restricted-syntax',
    );
  });
});

describe('semantic tokens only inside ui components (ARCHITECTURE §5)', () => {
  const file = 'packages/ui/src/components/X/X.tsx';
  it.each([
    ['a hex colour', "export const s = { color: '#ff0000' };\n"],
    ['a short hex colour in a class', "export const c = 'text-[#f00]';\n"],
    ['a palette class', "export const c = 'rounded bg-blue-500 p-2';\n"],
    ['a palette text class with a variant', "export const c = 'hover:text-red-700';\n"],
    ['a palette class in a template literal', 'export const c = (x: string) => `${x} border-zinc-200`;\n'],
    ['black or white', "export const c = 'bg-white';\n"],
  ])('fails lint for %s', async (_label, code) => {
    expect(await rulesFiring(code, file)).toContain('no-restricted-syntax');
  });

  it.each([
    ['semantic tokens', "export const c = 'bg-surface text-fg-muted border-border bg-brand text-brand-fg';\n"],
    ['tone tokens', "export const c = 'bg-success-soft text-success-soft-fg bg-purple text-danger';\n"],
    ['an id selector-like string without a colour', "export const id = '#main';\n"],
  ])('allows %s', async (_label, code) => {
    expect(await rulesFiring(code, file)).not.toContain('no-restricted-syntax');
  });
});
