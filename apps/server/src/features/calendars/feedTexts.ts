import { fallbackLocale, type LocaleCode } from '@klubhus/domain';
import * as z from 'zod';
import { readLocaleFiles } from '../../shared/localeFiles.js';

/**
 * The words of the calendar feeds (ADR 026), in `locales/<code>/feeds.json` of all 8 languages beside the web's texts
 * (as the exports' `exports.json`): the member's answer that opens a personal feed's event, the personal feed's name,
 * and the organising club's line of a shared calendar's event. `{{club}}` is the club's name.
 */

const text = z.string().trim().min(1);
const feedTextsSchema = z.strictObject({
  answers: z.strictObject({ attending: text, declined: text, notAnswered: text }),
  personalCalendar: text,
  organiser: text,
});
export type FeedTexts = z.infer<typeof feedTextsSchema>;

export interface FeedLanguages {
  of: (locale: LocaleCode) => FeedTexts;
}

// One reading per locales folder: the files are read at the first feed, checked whole, and never change while the
// server runs (the app reads its other texts once at start-up too).
const read = new Map<string, FeedLanguages>();

export const feedTextsOf = (localesDir: string): FeedLanguages => {
  const known = read.get(localesDir);
  if (known) return known;
  const texts = readLocaleFiles(localesDir, 'feeds.json', feedTextsSchema, 'a feed text file');
  const danish = texts.get(fallbackLocale);
  if (!danish) throw new Error(`No ${fallbackLocale} feed texts in ${localesDir}`);
  const languages: FeedLanguages = { of: (locale) => texts.get(locale) ?? danish };
  read.set(localesDir, languages);
  return languages;
};

/** A text with the club's name in place of `{{club}}`. */
export const withClub = (text: string, club: string): string => text.replaceAll('{{club}}', club);
