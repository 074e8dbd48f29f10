import * as z from 'zod';
import { memberTypeSchema } from '../rules/memberTypes.js';
import { idField } from '../validation/ids.js';
import { BODY_LIMITS } from '../validation/limits.js';
import {
  addDummyUsersToGroupsBody,
  groupImportsBody,
  IMPORT_FILE_MAX_BYTES,
  importedRowPatch,
  importGroupActions,
  importGroupsBody,
  importMergeBody,
  importOverviewQuery,
  importRolesBody,
  importRowIdField,
  importRowProblems,
  importSources,
  importSteps,
} from '../validation/memberImport.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * "Joining III" (spec document 1 §2 import wizard, §3 Import, §4, §5, §7 import calls; ADR 020): a whole club moved in
 * at once. `parsecsv` / `parsecsvconventus` stage an import (one per club: a new file replaces the staged one); the
 * recording calls write the administrator's choices on it; `POST importusers {importId}` (`joining.ts`) applies them
 * all in one transaction: groups created, roles set, merges done, inactive members created and put in their groups.
 */

/** One staged row (spec §3 Import "members (id memberId or generated)"), as the preview shows it. */
export const importMemberRow = z.object({
  /** The source's member number, or `r{line}` when the file has none. */
  id: z.string(),
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  birthdate: z.string().nullable(),
  /** The row's source role (an id of `roles`), or null. */
  role: z.string().nullable(),
  /** The row's source groups (ids of `groups`). */
  groups: z.array(z.string()),
  /** The existing member the row merges into (`"17"`, `"i4"`), or null. */
  mergeWith: z.string().nullable(),
  /** Left out by the administrator. */
  removed: z.boolean(),
  problems: z.array(z.enum(importRowProblems)),
});
export type ImportMemberRow = z.infer<typeof importMemberRow>;

/** A source role (spec §3: id = name) and the member type it becomes (unmapped: member). */
export const importRole = z.object({
  id: z.string(),
  name: z.string(),
  memberType: memberTypeSchema,
  /** Rows carrying it. */
  count: z.number().int(),
});
export type ImportRole = z.infer<typeof importRole>;

/** A source group (spec §3: id = department plus `-groupName` if present) and its fate. */
export const importGroup = z.object({
  id: z.string(),
  department: z.string(),
  groupName: z.string().nullable(),
  /** The title `create` gives the new main group (the group's name; with its department where two would clash). */
  title: z.string(),
  action: z.enum(importGroupActions),
  /** The club's group for `match`. */
  groupId: z.number().int().nullable(),
  count: z.number().int(),
});
export type ImportGroup = z.infer<typeof importGroup>;

/** An existing member of the club a row may be (same e-mail, or same name and birthdate). */
export const importCandidate = z.object({
  /** `"17"` (active) or `"i4"` (inactive). */
  userId: z.string(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  active: z.boolean(),
  /** Why it was matched. */
  matchedBy: z.enum(['email', 'nameAndBirthdate']),
});
/** Spec §3 "existing (potential matches with memberId, userId)": a row and the members it may be. */
export const importExisting = z.object({
  memberId: z.string(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  candidates: z.array(importCandidate),
  /** The choice recorded by `members/merge` (a candidate's userId), or null: imported as a new member. */
  mergeWith: z.string().nullable(),
});
export type ImportExisting = z.infer<typeof importExisting>;

/** The staged import without its rows: what the wizard's steps show. */
export const importSummary = z.object({
  id: z.number().int(),
  source: z.enum(importSources),
  fileName: z.string(),
  createdAt: z.string(),
  /** The furthest sub-step the administrator has reached (the wizard resumes there). */
  step: z.enum(importSteps),
  /** Rows staged, rows left out, rows with problems still to fix. */
  rowCount: z.number().int(),
  removedCount: z.number().int(),
  problemCount: z.number().int(),
  roles: z.array(importRole),
  groups: z.array(importGroup),
  existing: z.array(importExisting),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importOverview = z.object({
  /** The club's staged import, or null when none waits. */
  import: importSummary.nullable(),
  /** A page of the members preview (empty without an import). */
  members: z.object({ rows: z.array(importMemberRow), total: z.number().int() }),
});
export type ImportOverview = z.infer<typeof importOverview>;

const clubParams = z.object({ club: idField });

/** The CSV upload both parse calls take: the file in the part `newmembers` (spec §7). */
const csvUpload = {
  requestType: 'multipart',
  body: z.object({ newmembers: z.file('required') }),
  upload: { files: 1, fileBytes: IMPORT_FILE_MAX_BYTES, fields: 0 },
} as const;

export const memberImportContract = defineContract({
  importOverview: defineEntry({
    method: 'GET',
    path: '/v2/web/importoverview/:club',
    summary:
      "The club's staged import (ADR 020): its roles, source groups and existing matches with the choices recorded so " +
      'far, the sub-step reached, and one page of its rows (`offset`, `limit` ≤ 500; `problems=true` for the rows to ' +
      'fix). `import: null` when none waits. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    query: importOverviewQuery,
    response: importOverview,
  }),
  parseCsv: defineEntry({
    method: 'POST',
    path: '/v2/web/parsecsv/:club',
    summary:
      'Stages a CSV of members (ADR 020), replacing any staged import: `;` or `,`, quoted fields, UTF-8 with or ' +
      'without BOM or Windows-1252; columns by their Danish or English header in any order and case. Only .csv ' +
      '(400 csvOnly); a malformed line: 400 csvMalformed naming the line. Answers the overview. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    ...csvUpload,
    response: importOverview,
    successStatus: 201,
  }),
  parseCsvConventus: defineEntry({
    method: 'POST',
    path: '/v2/web/parsecsvconventus/:club',
    summary:
      "Stages the association system's member export (Conventus; columns in ADR 020) as `parsecsv` does. Danish " +
      'clubs only (403 notDanishClub) with the flag `association_import` on (403 featureOff). Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    ...csvUpload,
    response: importOverview,
    successStatus: 201,
  }),
  mergeMembers: defineEntry({
    method: 'PATCH',
    path: '/v2/clubs/:club/members/merge',
    summary:
      'Records, for rows of the staged import that match existing members, which member each merges into (one of its ' +
      'candidates) or `null` to import it as a new member (ADR 020: the existing member keeps every field it has; the ' +
      'file fills those it lacks and adds its groups). 404 importNotFound / importRowNotFound. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: importMergeBody,
    bodyLimit: BODY_LIMITS.idList,
    response: importSummary,
  }),
  patchImportedRow: defineEntry({
    method: 'PATCH',
    path: '/v2/web/importusers/:club/imported/:id',
    summary:
      'Corrects one staged row before confirm (names, e-mail, mobile, zip, address, city, birthdate), or leaves it ' +
      'out (`removed`). Answers the row with its problems. 404 importRowNotFound. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField, id: importRowIdField }),
    body: importedRowPatch,
    response: importMemberRow,
  }),
  clearImport: defineEntry({
    method: 'DELETE',
    path: '/v2/web/importusers/:club/imported',
    summary: 'Clears the staged import (spec §4: "the import can be cleared" at any step); nothing staged: 204 too.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: z.undefined(),
    responseType: 'none',
    successStatus: 204,
  }),
  importGroups: defineEntry({
    method: 'POST',
    path: '/v2/web/import/:club/groups',
    summary:
      "Records each source group's fate (spec §4): `create` as a main group, `match` an existing group of the club " +
      '(`groupId`; 404 unknownGroup), or `skip`. Source groups not named keep theirs. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: importGroupsBody,
    bodyLimit: BODY_LIMITS.idList,
    response: importSummary,
  }),
  importRoles: defineEntry({
    method: 'POST',
    path: '/v2/web/import/:club/roles',
    summary:
      'Records the member type each source role becomes (spec §4: unmapped roles default to member). Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: importRolesBody,
    bodyLimit: BODY_LIMITS.idList,
    response: importSummary,
  }),
  addDummyUsersToGroups: defineEntry({
    method: 'POST',
    path: '/v2/web/AddDummyUsersToGroups',
    summary:
      'Puts inactive (imported) members into groups of the club in the body, in one transaction; memberships they ' +
      'have are kept. A member or group not in the club: 404. Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: addDummyUsersToGroupsBody,
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ added: z.number().int().nonnegative() }),
  }),
  groupAddImports: defineEntry({
    method: 'POST',
    path: '/v2/web/groupaddimports/:id',
    summary:
      "Adds inactive (imported) members of the club to the group, in one transaction (the group's capacity counts " +
      'them: 409 tooManyMembers). Administrators, and leaders of that group.',
    access: 'leader',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ id: idField }),
    body: groupImportsBody,
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ added: z.number().int().nonnegative() }),
  }),
  groupRemoveImports: defineEntry({
    method: 'POST',
    path: '/v2/web/groupremoveimports/:id',
    summary:
      'Removes inactive (imported) members from the group; ids not in it are ignored. Administrators, and leaders of ' +
      'that group.',
    access: 'leader',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ id: idField }),
    body: groupImportsBody,
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ removed: z.number().int().nonnegative() }),
  }),
});
