import * as z from 'zod';
import { memberTypeSchema } from '../rules/memberTypes.js';
import { birthdateField, mobileField } from './accounts.js';
import { bodyIdField } from './ids.js';
import { memberIdField, inactiveMemberIdField } from './members.js';
import { emailField } from './signIn.js';
import { allowedCharacters, blankToNull, clearableText, requiredText } from './text.js';

/**
 * Validation of "Joining III" (spec document 1 §2 import wizard, §3 Import, §4 import wizard, §5 "Import accepts only
 * .csv files"; ADR 020). An import is staged by `parsecsv` / `parsecsvconventus`, its choices are recorded by the
 * recording calls, and `importusers {importId}` applies it in one transaction.
 */

/** The most rows one file may stage (the bench's big club has 20,000 members). */
export const IMPORT_ROWS_MAX = 20_000;
/** The largest file `parsecsv` takes: 20,000 rows of about 200 bytes, with room. */
export const IMPORT_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The most distinct roles or source groups one import may carry (a file with more is not a member list). */
export const IMPORT_MAPPINGS_MAX = 2000;
/** The longest row id (a member number of the source system, or `r{line}` when it has none). */
export const IMPORT_ROW_ID_MAX = 64;
/** A page of the members preview. */
export const IMPORT_PAGE_DEFAULT = 100;
export const IMPORT_PAGE_MAX = 500;

/** Where the staged import came from: a CSV of our columns, or the association system's export (Conventus). */
export const importSources = ['csv', 'conventus'] as const;
export type ImportSource = (typeof importSources)[number];

/** The wizard's sub-steps inside an upload (spec §4), in order; the staged import remembers the furthest reached. */
export const importSteps = ['existing', 'roles', 'groups', 'preview'] as const;
export type ImportStep = (typeof importSteps)[number];

/** What becomes of one source group (spec §4): a new main group, an existing group of the club, or nothing. */
export const importGroupActions = ['create', 'match', 'skip'] as const;
export type ImportGroupAction = (typeof importGroupActions)[number];

/**
 * Why a staged row cannot be imported as it stands; the administrator edits or removes it before confirming.
 * `tooLong`: a name, address or city over the house limits (`textLimits`), which no member record may hold.
 */
export const importRowProblems = [
  'nameRequired',
  'emailValid',
  'zipInvalid',
  'mobileInvalid',
  'birthdateValid',
  'tooLong',
] as const;
export type ImportRowProblem = (typeof importRowProblems)[number];

/** A row id: the source's member number or `r{line}`. */
export const importRowIdField = z
  .string('required')
  .min(1, 'required')
  .max(IMPORT_ROW_ID_MAX, 'maxLength')
  .refine(allowedCharacters('line'), 'invalidCharacter');

/** A role or source-group id of the staged import (the role's name; `department` or `department-group`). */
const mappingIdField = requiredText('title');

/** `GET importoverview` paging of the members preview. */
export const importOverviewQuery = z.object({
  offset: z.coerce.number('mustBeANumber').int('mustBeANumber').min(0, 'mustBeANumber').max(IMPORT_ROWS_MAX).default(0),
  limit: z.coerce
    .number('mustBeANumber')
    .int('mustBeANumber')
    .min(1, 'mustBeANumber')
    .max(IMPORT_PAGE_MAX, 'tooManyRows')
    .default(IMPORT_PAGE_DEFAULT),
  /** Only rows with problems (the preview's "needs attention" filter). */
  problems: z
    .enum(['true', 'false'], 'mustBeBoolean')
    .transform((value) => value === 'true')
    .optional(),
});
export type ImportOverviewQuery = z.input<typeof importOverviewQuery>;

/** `PATCH members/merge`: for each matched row, the existing member it merges into, or `null` to import it apart. */
export const importMergeBody = z.object({
  merges: z
    .array(z.object({ memberId: importRowIdField, userId: memberIdField.nullable() }), 'mustBeList')
    .min(1, 'required')
    .max(IMPORT_ROWS_MAX, 'tooManyRows'),
});
export type ImportMergeBody = z.infer<typeof importMergeBody>;

/** `POST import/{club}/roles`: the member type each source role becomes (unmapped roles stay members). */
export const importRolesBody = z.object({
  roles: z
    .array(z.object({ id: mappingIdField, memberType: memberTypeSchema }), 'mustBeList')
    .min(1, 'required')
    .max(IMPORT_MAPPINGS_MAX, 'tooManyRows'),
});
export type ImportRolesBody = z.infer<typeof importRolesBody>;

/** `POST import/{club}/groups`: each source group's fate; `match` names a group of the club. */
export const importGroupsBody = z.object({
  groups: z
    .array(
      z
        .object({
          id: mappingIdField,
          action: z.enum(importGroupActions, 'invalidAction'),
          groupId: bodyIdField.nullish(),
        })
        .refine((group) => (group.action === 'match') === (group.groupId != null), {
          message: 'groupRequired',
          path: ['groupId'],
        }),
      'mustBeList',
    )
    .min(1, 'required')
    .max(IMPORT_MAPPINGS_MAX, 'tooManyRows'),
});
export type ImportGroupsBody = z.infer<typeof importGroupsBody>;

/**
 * `PATCH importusers/{club}/imported/{id}`: corrections to one staged row before confirm, or `removed` to leave it
 * out. Absent fields stay; blank clears an optional one; names cannot be cleared.
 */
export const importedRowPatch = z.strictObject({
  firstName: requiredText('name').optional(),
  surname: requiredText('name').optional(),
  email: z
    .union([z.literal(''), z.null(), emailField], { error: 'emailValid' })
    .transform((email) => blankToNull(email))
    .optional(),
  mobile: mobileField.nullable().transform(blankToNull).optional(),
  zip: z
    .string('mustBeANumber')
    .trim()
    .regex(/^(|\d{4})$/, 'minCiphers')
    .nullable()
    .transform(blankToNull)
    .optional(),
  address: clearableText('line'),
  city: clearableText('line'),
  birthdate: birthdateField.nullable().transform(blankToNull).optional(),
  removed: z.boolean('mustBeBoolean').optional(),
});
export type ImportedRowPatch = z.input<typeof importedRowPatch>;

/** The most inactive members and groups one group call names. */
export const DUMMY_GROUP_IDS_MAX = 500;
export const DUMMY_MEMBER_IDS_MAX = 20_000;

const dummyIds = z
  .array(inactiveMemberIdField, 'mustBeList')
  .min(1, 'required')
  .max(DUMMY_MEMBER_IDS_MAX, 'tooManyIds');

/** `POST AddDummyUsersToGroups`: inactive (imported) members into groups of one club. */
export const addDummyUsersToGroupsBody = z.object({
  clubId: bodyIdField,
  memberIds: dummyIds,
  groupIds: z.array(bodyIdField, 'mustBeList').min(1, 'required').max(DUMMY_GROUP_IDS_MAX, 'tooManyGroups'),
});
export type AddDummyUsersToGroupsBody = z.infer<typeof addDummyUsersToGroupsBody>;

/** `POST groupaddimports/{group}` and `groupremoveimports/{group}`: inactive (imported) members of that group. */
export const groupImportsBody = z.object({ memberIds: dummyIds });
export type GroupImportsBody = z.infer<typeof groupImportsBody>;
