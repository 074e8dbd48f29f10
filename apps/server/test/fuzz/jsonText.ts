/**
 * JSON text that is written out as it is. Nesting a few thousand deep overflows `JSON.stringify`'s stack in a
 * test worker, so deep values travel as text and are spliced into the body here.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `depth` arrays or objects nested in one another, as JSON text. */
export const nestedJson = (depth: number, kind: 'array' | 'object'): RawJson =>
  new RawJson(
    kind === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`,
  );

const MARK = '\u0091fuzz-raw-';

/** `JSON.stringify`, with every `RawJson` inside written as its own text. */
export const jsonText = (value: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `${MARK}${raws.length - 1}`;
  });
  if (raws.length === 0) return text;
  return text.replace(new RegExp(`"${MARK}(\\d+)"`, 'g'), (_match, index: string) => raws[Number(index)] ?? 'null');
};
