import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// On a busy machine the first lint loads the config and its plugins for many seconds (a fresh-clone
// `.ci/run` timed out at vitest's default 5 s), so one ESLint instance is shared and warmed up once,
// and every case gets room too.
vi.setConfig({ testTimeout: 60_000 });
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/server/src/x.ts') });
}, 120_000);

/** Lints a snippet as if it were a file at `filePath`, returning the rules that fired. */
const lint = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
};
const rulesFiring = async (code: string, filePath: string) =>
  (await lint(code, filePath)).map((message) => message.ruleId);

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

describe('the inner boundaries of the server (ARCHITECTURE §3)', () => {
  const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

  it.each([
    [
      'src/http importing a feature',
      'apps/server/src/http/x.ts',
      '../features/auth/tokens.js',
      'src/http and src/outbox',
    ],
    [
      'src/outbox importing a feature',
      'apps/server/src/outbox/x.ts',
      '../features/mail/mail.js',
      'src/http and src/outbox',
    ],
    [
      "a feature importing another feature's repo",
      'apps/server/src/features/accounts/service.ts',
      '../clubs/repo.js',
      'public.js',
    ],
    [
      "a feature importing another feature's service",
      'apps/server/src/features/accounts/service.ts',
      '../clubs/service.js',
      'public.js',
    ],
    [
      "a nested feature file importing another feature's repo",
      'apps/server/src/features/accounts/sub/x.ts',
      '../../clubs/repo.js',
      'public.js',
    ],
    [
      'a feature reaching another feature through src/features',
      'apps/server/src/features/accounts/service.ts',
      '../../features/clubs/repo.js',
      'public.js',
    ],
  ])('fails lint for %s', async (_label, filePath, source, hint) => {
    const messages = (await lint(importing(source), filePath)).filter(
      (message) => message.ruleId === 'no-restricted-imports',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('ARCHITECTURE §3');
    expect(messages[0]?.message).toContain(hint);
    expect(messages[0]?.message).toContain('src/shared/');
  });

  it.each([
    [
      "a feature importing another feature's public.js",
      'apps/server/src/features/accounts/service.ts',
      '../clubs/public.js',
    ],
    ['a feature importing its own repo', 'apps/server/src/features/accounts/service.ts', './repo.js'],
    ['a feature importing http', 'apps/server/src/features/accounts/service.ts', '../../http/HttpError.js'],
    ['a feature importing shared', 'apps/server/src/features/accounts/service.ts', '../../shared/tokens.js'],
    ['a feature importing db', 'apps/server/src/features/accounts/service.ts', '../../db/connect.js'],
    ['a nested feature file importing its own feature', 'apps/server/src/features/accounts/sub/x.ts', '../repo.js'],
    [
      "a nested feature file importing another feature's public.js",
      'apps/server/src/features/accounts/sub/x.ts',
      '../../clubs/public.js',
    ],
    ['src/http importing shared', 'apps/server/src/http/x.ts', '../shared/tokens.js'],
    ['src/http importing db', 'apps/server/src/http/x.ts', '../db/connect.js'],
    ['src/outbox importing shared', 'apps/server/src/outbox/x.ts', '../shared/mail.js'],
  ])('allows %s', async (_label, filePath, source) => {
    expect(await rulesFiring(importing(source), filePath)).not.toContain('no-restricted-imports');
  });

  it.each([['apps/server/src/http/x.ts'], ['apps/server/src/outbox/x.ts'], ['apps/server/src/features/clubs/x.ts']])(
    'keeps the server rule (only @klubhus/domain) in %s',
    async (filePath) => {
      const messages = await lint(importing('@klubhus/ui'), filePath);
      expect(messages).toContainEqual(
        expect.objectContaining({
          ruleId: 'no-restricted-imports',
          message: expect.stringContaining('apps/server imports only @klubhus/domain'),
        }),
      );
    },
  );
});
