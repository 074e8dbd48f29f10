import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

/**
 * A setting given as a JSON file (`<NAME>_FILE`, a path) or the same JSON inline (`<NAME>`), read once at start and
 * checked with `schema`: the tenants (`TENANTS_FILE`), the shared calendars (`SHARED_CALENDARS_FILE`). Giving both is
 * refused, since one would silently shadow the other; giving neither answers undefined. A file that cannot be read,
 * is not JSON or does not fit stops the start with one message naming the setting (and the file).
 */
export const readJsonSetting = <T>({
  name,
  what,
  file,
  inline,
  schema,
}: {
  /** The inline setting's name (`TENANTS`); the file's is `<name>_FILE`. */
  name: string;
  /** What the file is, for the message: `a tenants file`. */
  what: string;
  file?: string | undefined;
  inline?: string | undefined;
  schema: z.ZodType<T, unknown>;
}): T | undefined => {
  if (file && inline) throw new Error(`Give ${name} or ${name}_FILE, not both`);
  const failure = (source: string, problem: string, error: unknown) =>
    new Error(`${source}: ${problem} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  const parse = (text: string, source: string): T => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw failure(source, 'not JSON', error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`${source}: not ${what}:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
  if (inline) return parse(inline, name);
  if (!file) return undefined;
  const source = `${name}_FILE ${path.resolve(file)}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw failure(source, 'cannot be read', error);
  }
  return parse(text, source);
};
