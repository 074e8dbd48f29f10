import * as z from 'zod';
import { calendarDay } from '../validation/days.js';
import { bodyIdField, idField } from '../validation/ids.js';
import { activityTypeField } from '../validation/activities.js';
import { optionalText, requiredText } from '../validation/text.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Fixture import (spec document 2 §7 "POST /web/activityparseexceldbu/{clubId} (file) and POST
 * /web/activityimport/{clubId}: activity import from a spreadsheet; details not shown"; issue 24; ADR 027): a season's
 * matches from the football association's fixture list (.xlsx or .csv) become activities of one group. The parse call
 * reads the file and answers a preview, each match marked new, changed or a duplicate of the club's activities; the
 * import call takes the rows the administrator kept, with the group, the type and whether to notify, all or nothing.
 * Nothing is staged between the two: the import matches its rows again.
 */

/** The largest fixture file (ours): a season of a club's teams is a few hundred rows, well under 1 MB. */
export const FIXTURE_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The most matches one file or one import holds (ours). */
export const FIXTURE_MAX_ROWS = 500;
/**
 * The largest import body (ours): FIXTURE_MAX_ROWS rows of the longest texts the row allows (five of 200 characters,
 * Danish letters two bytes each in UTF-8) is about 1.1 MB; a real season's 500 rows are about 130 kB.
 */
export const FIXTURE_IMPORT_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** How long an imported match's activity lasts, in minutes (ours: the list gives kick-off only). */
export const FIXTURE_DURATION_MINUTES = { default: 120, min: 15, max: 720 } as const;

/** How a previewed match stands to the club's activities (ADR 027). */
export const fixtureStatuses = ['new', 'changed', 'duplicate'] as const;
export type FixtureStatus = (typeof fixtureStatuses)[number];

/** `HH:MM`, 00:00–23:59: the kick-off in the club's zone. */
const kickOff = z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime');

/** One match as the file gives it, its day and kick-off in the club's zone. */
export const fixtureRow = z.object({
  /** The row of the file (the header is row 1). */
  line: z.number('mustBeInteger').int('mustBeInteger').min(2, 'mustBeInteger').max(1_000_000, 'numberTooLarge'),
  /** The association's match number ('Kampnr.'), which names the match across versions of the list; null without. */
  matchNumber: optionalText('line'),
  date: calendarDay,
  time: kickOff,
  homeTeam: requiredText('title'),
  awayTeam: requiredText('title'),
  venue: optionalText('line'),
  /** The pool or series ('Række', 'Pulje'). */
  competition: optionalText('line'),
});
export type FixtureRow = z.infer<typeof fixtureRow>;

/**
 * A match of the preview: the row, how it stands, and the activity it matches. An answer's schema has no transforms
 * (the server encodes answers with it, and `optionalText` trims on the way in only): the row's fields as plain types.
 */
export const fixturePreviewRow = z.object({
  line: z.number().int(),
  matchNumber: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  venue: z.string().nullable(),
  competition: z.string().nullable(),
  status: z.enum(fixtureStatuses),
  /** The club's activity it matches (changed, duplicate); null for a new one. */
  activityId: z.number().int().nullable(),
  /** A changed match's activity as it is now: its start (UTC ISO) and place. */
  current: z.object({ start: z.string(), location: z.string().nullable() }).nullable(),
});
export type FixturePreviewRow = z.infer<typeof fixturePreviewRow>;

export const fixturePreview = z.object({
  fileName: z.string(),
  rows: z.array(fixturePreviewRow),
});
export type FixturePreview = z.infer<typeof fixturePreview>;

export const fixtureImportBody = z.object({
  /** The group invited to every match (its members are the invitees). */
  groupId: bodyIdField,
  /** Tournament/Match (4) by default in the wizard, or one of the club's own types (ADR 024). */
  type: activityTypeField,
  sendNotification: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeBoolean') }),
  durationMinutes: z
    .number('mustBeInteger')
    .int('mustBeInteger')
    .min(FIXTURE_DURATION_MINUTES.min, 'durationTooShort')
    .max(FIXTURE_DURATION_MINUTES.max, 'durationTooLong'),
  rows: z.array(fixtureRow, 'mustBeList').min(1, 'required').max(FIXTURE_MAX_ROWS, 'fixtureTooManyRows'),
});
export type FixtureImportBody = z.infer<typeof fixtureImportBody>;

export const fixtureImportAnswer = z.object({
  /** New matches made activities, changed ones updated, duplicates left as they were. */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The activities of the imported rows, in the rows' order. */
  activityIds: z.array(z.number().int()),
});
export type FixtureImportAnswer = z.infer<typeof fixtureImportAnswer>;

const clubParams = z.object({ club: idField });

export const fixtureImportContract = defineContract({
  parseFixtures: defineEntry({
    method: 'POST',
    path: '/v2/web/activityparseexceldbu/:club',
    summary:
      "Reads the association's fixture list (ADR 027): .xlsx or .csv (400 fixtureFileType), columns by their Danish " +
      'or English header in any order and case (400 fixtureColumnsMissing), dates dd-mm-yyyy, dd.mm.yyyy or Excel ' +
      'serial numbers, times 17.30 or 17:30; a row that cannot be read: 400 fixtureRowInvalid naming its row. ' +
      "Answers each match marked new, changed or duplicate against the club's activities. Administrators.",
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    requestType: 'multipart',
    body: z.object({ file: z.file('required') }),
    upload: { files: 1, fileBytes: FIXTURE_FILE_MAX_BYTES, fields: 0 },
    response: fixturePreview,
  }),
  importFixtures: defineEntry({
    method: 'POST',
    path: '/v2/web/activityimport/:club',
    summary:
      'Imports the matches kept from the preview (ADR 027) as activities of the type for the group, in the ' +
      "club's zone, all or nothing: a new match is created, a changed one (same match, other time or place) " +
      'updated and its invitees notified when chosen, a duplicate left as it is. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: fixtureImportBody,
    bodyLimit: FIXTURE_IMPORT_BODY_MAX_BYTES,
    response: fixtureImportAnswer,
    successStatus: 201,
  }),
});
