import type { LocaleCode } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import type { Brands } from '../../shared/brands.js';
import type { Clock } from '../../shared/clock.js';
import type { ExportLanguages, ExportTexts } from '../../shared/exportTexts.js';
import * as repo from './repo.js';
import type { BuiltInTitles } from './typeTitles.js';

/** What every activity export needs: its dependencies, who asks, and in which words. */

export interface ActivityExportsDeps {
  db: Db;
  clock: Clock;
  /** Every locale's headers and words (`locales/<code>/exports.json`). */
  languages: ExportLanguages;
  /** The built-in activity types' titles in every locale. */
  builtInTitles: BuiltInTitles;
  /** The brand of the host the caller uses: its language is the caller's when they have chosen none. */
  brands: Brands;
}

/** The caller as the access step proved them: an administrator (or a leader, where allowed) of `clubId`. */
export interface ExportCaller {
  userId: number;
  clubId: number;
  host: string;
}

/** The caller's language (ADR 017): their own, else their brand's. */
export const languageOf = async (
  { db, brands }: ActivityExportsDeps,
  caller: ExportCaller,
): Promise<{ locale: LocaleCode }> => ({
  locale: (await repo.callerLocale(db, caller.userId)) ?? brands.forHost(caller.host).defaultLocale,
});

export const textsIn = ({ languages }: ActivityExportsDeps, locale: LocaleCode): ExportTexts['activities'] =>
  languages.of(locale).activities;
