import fs from 'node:fs';
import path from 'node:path';
import { localeCodes, type LocaleCode } from '@klubhus/domain';
import * as z from 'zod';

/**
 * Reads one file of every locale folder (`<localesDir>/<code>/<name>`), the server's texts kept beside the web's
 * (the web's locale tests check that every locale has every key); a missing or malformed file stops the start.
 */
export const readLocaleFiles = <T>(
  localesDir: string,
  name: string,
  schema: z.ZodType<T>,
  what: string,
): ReadonlyMap<LocaleCode, T> =>
  new Map(
    localeCodes.map((code) => {
      const file = path.join(localesDir, code, name);
      const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file}: not ${what}:\n${z.prettifyError(parsed.error)}`);
      return [code, parsed.data] as const;
    }),
  );
