import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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

describe('the inner boundaries of the web app (ARCHITECTURE §4, tools/eslint/webBoundaries.js)', () => {
  const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
  const boundaryMessages = async (code: string, filePath: string) =>
    (await lint(code, filePath)).filter((message) => message.ruleId === 'web/feature-boundaries');

  it.each([
    [
      "a deep import into another feature's queries",
      'apps/web/src/features/settings/x.ts',
      '../clubs/queries',
      'public.ts',
    ],
    [
      'a deep import from a nested file',
      'apps/web/src/features/settings/routes/X.tsx',
      '../../clubs/components/CreateClubForm',
      'public.ts',
    ],
    [
      "a lower feature importing a higher one's public.ts",
      'apps/web/src/features/clubs/x.ts',
      '../settings/public',
      'one way',
    ],
    [
      "a screen importing another feature's test answers",
      'apps/web/src/features/activities/routes/X.tsx',
      '../../activity-types/testing/answers',
      'public.ts',
    ],
    [
      'a test importing the test answers of a feature it may not use',
      'apps/web/src/features/members/x.test.tsx',
      '../activities/testing/answers',
      'one way',
    ],
    [
      'members importing joining (never the reverse)',
      'apps/web/src/features/members/x.ts',
      '../joining/public',
      'one way',
    ],
    [
      'the shell importing a feature',
      'apps/web/src/shell/layout/X.tsx',
      '../../features/clubs/public',
      'shell/routes.tsx',
    ],
    [
      "the route table importing a feature's screen directly",
      'apps/web/src/shell/routes.tsx',
      '../features/clubs/routes/CreateClubRoute',
      'shell/routes.tsx',
    ],
    [
      'a shared test helper importing a feature',
      'apps/web/src/testing/x.tsx',
      '../features/auth/queries',
      'shell/routes.tsx',
    ],
  ])('fails lint for %s', async (_label, filePath, source, hint) => {
    const messages = await boundaryMessages(importing(source), filePath);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain(hint);
  });

  it('fails lint for a lazy import of a feature outside the route table', async () => {
    const code = "export const load = () => import('../../features/settings/routes/GeneralSettingsRoute');\n";
    expect(await boundaryMessages(code, 'apps/web/src/shell/layout/X.tsx')).toHaveLength(1);
  });

  it.each([
    ["a feature importing an allowed feature's public.ts", 'apps/web/src/features/settings/x.ts', '../clubs/public'],
    ['activities importing members', 'apps/web/src/features/activities/x.ts', '../members/public'],
    [
      'activities importing activity types',
      'apps/web/src/features/activities/routes/X.tsx',
      '../../activity-types/public',
    ],
    [
      "activities' shared test answers using those of activity types",
      'apps/web/src/features/activities/testing/answers.ts',
      '../../activity-types/testing/answers',
    ],
    [
      "an activities story using activity types' test answers",
      'apps/web/src/features/activities/routes/X.stories.tsx',
      '../../activity-types/testing/answers',
    ],
    ['a feature importing its own files', 'apps/web/src/features/clubs/routes/X.tsx', '../queries'],
    ['a feature importing the shell', 'apps/web/src/features/clubs/x.ts', '../../shell/api'],
    ['the route table importing a route table', 'apps/web/src/shell/routes.tsx', '../features/clubs/routeTable'],
    [
      "a shell story using a feature's public.ts",
      'apps/web/src/shell/layout/X.stories.tsx',
      '../../features/overview/public',
    ],
  ])('allows %s', async (_label, filePath, source) => {
    expect(await boundaryMessages(importing(source), filePath)).toEqual([]);
  });

  it('keeps the feature dependencies one-way (no feature reaches itself along them)', async () => {
    const { featureDependencies } = await import('../tools/eslint/webBoundaries.js');
    const edges: Record<string, string[]> = featureDependencies;
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of edges[from] ?? []) {
        if (!seen.has(next)) reaches(next, seen.add(next));
      }
      return seen;
    };
    for (const feature of Object.keys(edges)) expect(reaches(feature).has(feature)).toBe(false);
  });

  it.each([
    ['a hex colour in a screen', 'apps/web/src/features/x/routes/X.tsx', "export const s = { color: '#1d4ed8' };\n"],
    ['a palette class in the shell', 'apps/web/src/shell/layout/X.tsx', "export const c = 'bg-slate-100 p-2';\n"],
  ])('fails lint for %s (semantic tokens only)', async (_label, filePath, code) => {
    expect(await rulesFiring(code, filePath)).toContain('no-restricted-syntax');
  });

  it('allows a hex colour in a story (an image that is content, such as a sponsor banner)', async () => {
    const code = 'export const svg = \'<rect fill="#1d4ed8"/>\';\n';
    expect(await rulesFiring(code, 'apps/web/src/shell/X.stories.tsx')).not.toContain('no-restricted-syntax');
  });
});

describe('no import cycles in the web app', () => {
  // import-x resolves imports on disk, so the cycle is written as two real files for the run.
  const dir = path.join(root, 'apps/web/src/features/__cycle_fixture__');
  beforeAll(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const cycleMessages = async (file: string) => {
    const [result] = await eslint.lintFiles([path.join(dir, file)]);
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle');
  };

  it('fails lint for two files that import each other', async () => {
    expect(await cycleMessages('a.ts')).toHaveLength(1);
  });

  it('allows a file that only imports into the cycle', async () => {
    expect(await cycleMessages('c.ts')).toEqual([]);
  });
});
