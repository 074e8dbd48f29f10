import { fallbackLocale, type LocaleCode } from '@klubhus/domain';
import * as z from 'zod';
import { readLocaleFiles } from './localeFiles.js';

/**
 * The words of the exports (spec document 1 §7, document 2 §7; ADR 017, ADR 026): their column headers and the values
 * that are words (a status, a role, a relation, an answer), in `locales/<code>/exports.json` of all 8 languages beside
 * the web's texts. `activities` is the activity exports' (by club, group or member).
 */

const text = z.string().trim().min(1);
const exportTextsSchema = z.strictObject({
  columns: z.strictObject({
    firstName: text,
    surname: text,
    email: text,
    mobile: text,
    address: text,
    zip: text,
    city: text,
    birthdate: text,
    age: text,
    status: text,
    role: text,
    groups: text,
    memberSince: text,
    lastInvitation: text,
    removedAt: text,
    relation: text,
    relatedMember: text,
  }),
  status: z.strictObject({ active: text, invited: text, notInvited: text }),
  roles: z.strictObject({ member: text, admin: text, leader: text }),
  relations: z.strictObject({ child: text, parent: text, household: text }),
  activities: z.strictObject({
    columns: z.strictObject({
      date: text,
      start: text,
      end: text,
      title: text,
      type: text,
      location: text,
      responsible: text,
      invited: text,
      attending: text,
      declined: text,
      notAnswered: text,
      cancelled: text,
      firstName: text,
      surname: text,
      answer: text,
    }),
    /** A person's answer to an activity; `notInvited` for a group's member the activity has no invitation of. */
    answers: z.strictObject({ attending: text, declined: text, notAnswered: text, notInvited: text }),
    yes: text,
    no: text,
  }),
});
export type ExportTexts = z.infer<typeof exportTextsSchema>;

/** Every locale's export words, checked at start-up. */
export interface ExportLanguages {
  /** The words of a language; Danish for one without a file (there is none: every locale is read). */
  of: (locale: LocaleCode) => ExportTexts;
}

export const readExportTexts = (localesDir: string): ExportLanguages => {
  const texts = readLocaleFiles(localesDir, 'exports.json', exportTextsSchema, 'an export text file');
  const danish = texts.get(fallbackLocale);
  if (!danish) throw new Error(`No ${fallbackLocale} export texts in ${localesDir}`);
  return { of: (locale) => texts.get(locale) ?? danish };
};
