/// <reference types="node" />
// The design system builds its classes with tailwind-variants/lite, which joins them without merging, so
// that tailwind-merge stays off /login (ADR 015). Where two classes of one CSS property meet on an element,
// the order of the stylesheet would pick the winner, not the author, so no style may join two such classes
// in any combination of its variants. tailwind-variants' full entry, whose merging knows which classes
// conflict, is the judge here, in this test only: a style passes when merging its classes removes none.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cn } from 'tailwind-variants';
import type * as Lite from 'tailwind-variants/lite';
import { describe, expect, it, vi } from 'vitest';

type Props = Record<string, unknown>;
type SlotFunction = (props?: Props) => string | undefined;
type Style = (props?: Props) => string | undefined | Record<string, SlotFunction>;
interface Options {
  extend?: unknown;
  variants?: Record<string, Record<string, unknown>>;
}

/** Every style that a module of the package makes, with the file that made it. */
const made = vi.hoisted(() => [] as { file: string; style: Style; options: Options }[]);

vi.mock('tailwind-variants/lite', async (importOriginal) => {
  const lite = await importOriginal<typeof Lite>();
  const tv = (options: Options) => {
    const style = (lite.tv as unknown as (options: Options) => Style)(options);
    // The first frame in the package's sources other than this file is the module that called tv().
    const caller = (new Error().stack ?? '')
      .split('\n')
      .find((line) => /\/src\//.test(line) && !line.includes('.test.'));
    made.push({ file: /src\/[^:)]+/.exec(caller ?? '')?.[0] ?? 'unknown', style, options });
    return style;
  };
  return { ...lite, tv };
});

const src = fileURLToPath(new URL('..', import.meta.url));
const modules = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .sort();

/** A style's variants and their values, the extended style's included. */
function variantsOf(options: Options | undefined): Map<string, Set<string>> {
  const variants = new Map<string, Set<string>>();
  const parent = made.find((entry) => entry.style === options?.extend)?.options;
  if (parent) for (const [name, values] of variantsOf(parent)) variants.set(name, new Set(values));
  for (const [name, values] of Object.entries(options?.variants ?? {})) {
    const known = variants.get(name) ?? new Set<string>();
    for (const value of Object.keys(values)) known.add(value);
    variants.set(name, known);
  }
  return variants;
}

/** Every combination of a variant's values, each also left out; a boolean variant also takes the other boolean. */
function combinations(variants: Map<string, Set<string>>): Props[] {
  let result: Props[] = [{}];
  for (const [name, keys] of variants) {
    const values: unknown[] = [undefined];
    for (const key of keys) values.push(key === 'true' ? true : key === 'false' ? false : key);
    if (keys.has('true') !== keys.has('false')) values.push(!keys.has('true'));
    result = result.flatMap((props) =>
      values.map((value) => (value === undefined ? props : { ...props, [name]: value })),
    );
  }
  return result;
}

const classSet = (classes: string | undefined) => [...new Set((classes ?? '').split(/\s+/).filter(Boolean))].sort();

describe('the classes of every tv() style', () => {
  // The full entry would bring tailwind-merge back, and its styles would escape the check below.
  it('come from tailwind-variants/lite, never from the merging full entry', () => {
    const full = modules.filter((file) => /from 'tailwind-variants'/.test(readFileSync(`${src}${file}`, 'utf8')));
    expect(full).toEqual([]);
  });

  it('never put two classes of one CSS property on an element, in any combination of variants', async () => {
    for (const file of modules) await import(/* @vite-ignore */ `${src}${file}`);
    expect(made.length).toBeGreaterThan(40);
    const conflicts: string[] = [];
    const counts = new Map<string, number>();
    for (const { file, style, options } of made) {
      const index = counts.get(file) ?? 0;
      counts.set(file, index + 1);
      for (const props of combinations(variantsOf(options))) {
        const result = style(props);
        const slots =
          typeof result === 'object'
            ? Object.entries(result).map(([slot, fn]) => [slot, fn()] as const)
            : [['base', result] as const];
        for (const [slot, classes] of slots) {
          const joined = classSet(classes);
          const merged = classSet(cn(classes));
          const lost = joined.filter((name) => !merged.includes(name));
          if (lost.length > 0)
            conflicts.push(`${file} (style ${index + 1}) ${slot} ${JSON.stringify(props)}: ${lost.join(' ')}`);
        }
      }
    }
    expect(conflicts).toEqual([]);
    // It imports every component module first: seconds on a busy machine (5 s timed out once in CI).
  }, 60_000);
});
