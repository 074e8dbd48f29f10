import { activityTypeTitle, type LocaleCode } from '@klubhus/domain';
import * as z from 'zod';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { readLocaleFiles } from '../../shared/localeFiles.js';
import { activityTypesSql } from '../activity-types/public.js';

/**
 * The title of each activity type as a file prints it (ADR 024, ADR 026): the club's translation into the caller's
 * language; else, for a built-in type the club has not renamed, the app's own text for it (the web's
 * `activities.types.<key>`, read from the same locale files); else the club's title.
 */

/** The built-in types' titles by language: `locales/<code>/activities.json`'s `types`, read at start-up. */
export type BuiltInTitles = ReadonlyMap<LocaleCode, Readonly<Record<string, string>>>;

const typesOnly = z.object({ types: z.record(z.string(), z.string().trim().min(1)) });

export const readBuiltInTitles = (localesDir: string): BuiltInTitles =>
  new Map(
    [...readLocaleFiles(localesDir, 'activities.json', typesOnly, 'an activities text file')].map(
      ([code, texts]) => [code, texts.types] as const,
    ),
  );

interface TypeRow {
  clubActivityTypeId: number;
  key: string | null;
  title: string;
  renamed: boolean;
  translations: Partial<Record<LocaleCode, string>> | string | null;
}

/** Every type the club has (removed ones too: their activities keep them), titled in `locale`; by type id. */
export const typeTitlesOf = async (
  db: Db,
  clubId: number,
  locale: LocaleCode,
  builtIn: BuiltInTitles,
): Promise<ReadonlyMap<number, string>> => {
  const own = builtIn.get(locale) ?? {};
  const rows = await queryRows<TypeRow>(db, activityTypesSql(clubId));
  return new Map(
    rows.map((row) => {
      // jsonb comes back parsed from one driver and as text from the other.
      const translations = typeof row.translations === 'string' ? JSON.parse(row.translations) : row.translations;
      const title = activityTypeTitle(
        { key: row.key, title: row.title, renamed: row.renamed, translations: translations ?? {} },
        locale,
        (key) => own[key] ?? row.title,
      );
      return [Number(row.clubActivityTypeId), title] as const;
    }),
  );
};
