import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recipe = fs.readFileSync(path.join(root, 'docs/adding-an-area.md'), 'utf8');

/**
 * The repository paths the recipe names in `code`: a word starting at a top-level folder of the house. A
 * path with a placeholder (`<area>`, `NNNN`) is a pattern, not a file, and is left out.
 */
const namedPaths = (text: string): string[] => {
  const roots = ['apps', 'packages', 'tests', 'tools', 'docs', 'e2e', 'scripts', '.storybook', '.ci'];
  const paths = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((candidate) => roots.some((top) => candidate.startsWith(`${top}/`)))
    .filter((candidate) => !/[<>*]|NNNN/.test(candidate));
  return [...new Set(paths)];
};

describe('docs/adding-an-area.md', () => {
  const paths = namedPaths(recipe);

  it('names the real files that show each step', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths)('names %s, which exists', (named) => {
    expect(fs.existsSync(path.join(root, named)), `${named} is named in docs/adding-an-area.md`).toBe(true);
  });

  it('is found from the README', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('docs/adding-an-area.md');
  });
});

describe('namedPaths', () => {
  it('takes repository paths and leaves patterns and other code out', () => {
    const text = 'see `apps/web/src/x.ts`, `features/<area>/`, `apps/server/drizzle/NNNN_x.sql`, `pnpm test`';
    expect(namedPaths(text)).toEqual(['apps/web/src/x.ts']);
  });
});
