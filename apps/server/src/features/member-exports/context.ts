import { groupRefusals, type FlagsPayload } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/HttpError.js';
import type { Brands } from '../../shared/brands.js';
import type { Clock } from '../../shared/clock.js';
import type { ExportLanguages, ExportTexts } from '../../shared/exportTexts.js';
import * as repo from './repo.js';

/** What every export needs: its dependencies, who asks, in which words, and the check of a group filter. */

export interface MemberExportsDeps {
  db: Db;
  clock: Clock;
  flags: FlagsPayload;
  /** Every locale's headers and words (`locales/<code>/exports.json`). */
  languages: ExportLanguages;
  /** The brand of the host the caller uses: its language is the caller's when they have chosen none. */
  brands: Brands;
}

/** The caller as the access step proved them: an administrator of `clubId`, on the web app's `host`. */
export interface ExportCaller {
  userId: number;
  clubId: number;
  host: string;
}

/** The caller's language (ADR 017): their own, else their brand's. */
export const textsOf = async (
  { db, languages, brands }: MemberExportsDeps,
  caller: ExportCaller,
): Promise<ExportTexts> =>
  languages.of((await repo.callerLocale(db, caller.userId)) ?? brands.forHost(caller.host).defaultLocale);

/** A group filter names one of the club's groups, else 404 on its field (another club's too: ids reveal nothing). */
export const requireGroup = async (
  db: Db,
  clubId: number,
  group: number | string | undefined,
  field: string,
): Promise<void> => {
  if (typeof group === 'number' && !(await repo.groupOfClub(db, clubId, group))) {
    throw notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, field);
  }
};
