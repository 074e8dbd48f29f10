import {
  IMPORT_PAGE_DEFAULT,
  furthestImportStep,
  importRowProblemsOf,
  isDanishClub,
  type FlagsPayload,
  type importedRowPatch,
  type ImportGroupsBody,
  type ImportMemberRow,
  type ImportMergeBody,
  type ImportOverview,
  type ImportRolesBody,
  type ImportSource,
  type ImportStep,
  type ImportSummary,
  type MemberRole,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { queryRows } from '../../db/queryRows.js';
import type { Clock } from '../../shared/clock.js';
import { parseMemberFile } from './parse.js';
import {
  featureOff,
  importMappingNotFound,
  importNotFound,
  importRowNotFound,
  memberNotFound,
  notDanishClub,
  unknownGroup,
} from './refusals.js';
import * as repo from './repo.js';

/** What the import calls need (ADR 020). */
export interface MemberImportDeps {
  db: Db;
  clock: Clock;
  flags: FlagsPayload;
  /** The test hook of the crash test (KLUBHUS_FAULT_IMPORT_PAUSE_AFTER); undefined outside it. */
  config: Pick<Config, 'faultImportPauseAfter'>;
}

/** The caller as the access step proved them: an administrator of `clubId`. */
export interface Caller {
  userId: number;
  clubId: number;
  role: MemberRole;
}

/**
 * Danish alphabetical order for the roles and source groups (as the groups overview sorts): PGlite has no Danish
 * collation, so the bounded lists are sorted here.
 */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const summaryOf = (row: repo.OverviewRow): ImportSummary => ({
  id: Number(row.id),
  source: row.source,
  fileName: row.file_name,
  createdAt: row.created_at,
  step: row.step,
  rowCount: Number(row.row_count),
  removedCount: Number(row.removed_count),
  problemCount: Number(row.problem_count),
  roles: [...row.roles].sort((a, b) => danish.compare(a.id, b.id) || a.id.localeCompare(b.id)),
  groups: [...row.groups].sort((a, b) => danish.compare(a.id, b.id) || a.id.localeCompare(b.id)),
  existing: row.existing.map((entry) => ({ ...entry, candidates: entry.candidates ?? [] })),
});

/** The staged import's summary, read in the caller's transaction (after a recording call, with its change). */
const summary = async (db: Db, clubId: number): Promise<ImportSummary> => {
  const row = await repo.readOverview(db, clubId, null);
  if (!row) throw importNotFound();
  return summaryOf(row);
};

/**
 * `GET importoverview` (ADR 020): the club's staged import and one page of its rows by line (`problems=true`: only
 * the rows still to fix); `import: null` and no rows when none waits.
 */
export const importOverview = async (
  { db }: MemberImportDeps,
  caller: Caller,
  query: { offset: number; limit: number; problems?: boolean | undefined },
): Promise<ImportOverview> => {
  const row = await repo.readOverview(db, caller.clubId, {
    offset: query.offset,
    limit: query.limit,
    onlyProblems: query.problems ?? false,
  });
  if (!row) return { import: null, members: { rows: [], total: 0 } };
  return { import: summaryOf(row), members: { rows: row.page ?? [], total: Number(row.page_total ?? 0) } };
};

/** `flags.association_import` on (the deployment offers the association-system import at all). */
const associationImportOn = (flags: FlagsPayload): boolean => flags.features.association_import?.defaultValue === true;

/** Whether the club is Danish (spec §1: association-system import for Danish clubs only). */
const clubIsDanish = async (db: Db, clubId: number): Promise<boolean> => {
  const [row] = await queryRows<{ country_code: string }>(db, sql`select country_code from clubs where id = ${clubId}`);
  return isDanishClub(row?.country_code);
};

/**
 * `parsecsv` / `parsecsvconventus` (ADR 020): the file read (refused whole when it cannot be), then staged as the
 * club's import in one transaction, replacing the one staged before; answers the overview's first page.
 */
export const stageFile = async (
  deps: MemberImportDeps,
  caller: Caller,
  file: File,
  source: ImportSource,
): Promise<ImportOverview> => {
  const { db, clock } = deps;
  if (source === 'conventus') {
    if (!associationImportOn(deps.flags)) throw featureOff();
    if (!(await clubIsDanish(db, caller.clubId))) throw notDanishClub();
  }
  const staged = await parseMemberFile(file);
  await inTransaction(db, (tx) =>
    repo.stageImport(
      tx,
      { clubId: caller.clubId, source, fileName: file.name.trim(), createdBy: caller.userId, now: clock.now() },
      staged,
    ),
  );
  return importOverview(deps, caller, { offset: 0, limit: IMPORT_PAGE_DEFAULT });
};

/** The club's staged import locked for a recording call, or 404 importNotFound. */
const lockedImport = async (tx: Db, clubId: number): Promise<repo.StagedImportRef> => {
  const found = await repo.lockImport(tx, clubId);
  if (!found) throw importNotFound();
  return found;
};

/** Moves the import on to `reached` when it is further than where it stood (the wizard resumes there). */
const reach = async (tx: Db, staged: repo.StagedImportRef, reached: ImportStep) => {
  const step = furthestImportStep(staged.step, reached);
  if (step !== staged.step) await repo.setStep(tx, staged.id, step);
};

/** The last entry for each id (a list naming one twice means its last word), with its index in the body. */
const lastOfEach = <T>(items: readonly T[], idOf: (item: T) => string): { item: T; index: number }[] => {
  const byId = new Map<string, { item: T; index: number }>();
  items.forEach((item, index) => byId.set(idOf(item), { item, index }));
  return [...byId.values()];
};

/**
 * `PATCH members/merge` (ADR 020): for rows of the staged import, the existing member each is (one of the row's
 * candidates) or `null` (a new member). A row not in the import: 404 importRowNotFound; a member not among the row's
 * candidates (another club's, or nobody): 404 memberNotFound. All or nothing.
 */
export const mergeMembers = ({ db }: MemberImportDeps, caller: Caller, body: ImportMergeBody): Promise<ImportSummary> =>
  inTransaction(db, async (tx) => {
    const staged = await lockedImport(tx, caller.clubId);
    const merges = lastOfEach(body.merges, (merge) => merge.memberId);
    const rows = await repo.knownRows(
      tx,
      staged.id,
      merges.map(({ item }) => item.memberId),
    );
    const unknownRow = merges.find(({ item }) => !rows.has(item.memberId));
    if (unknownRow) throw importRowNotFound(`merges.${unknownRow.index}.memberId`);
    const chosen = merges.flatMap(({ item, index }) =>
      item.userId === null ? [] : [{ rowId: item.memberId, memberId: item.userId, index }],
    );
    const candidacies = await repo.knownCandidacies(tx, staged.id, chosen);
    const notCandidate = chosen.find((merge) => !candidacies.has(`${merge.rowId}:${merge.memberId}`));
    if (notCandidate) throw memberNotFound(`merges.${notCandidate.index}.userId`);
    await repo.setMerges(
      tx,
      staged.id,
      merges.map(({ item }) => ({ rowId: item.memberId, memberId: item.userId })),
    );
    await reach(tx, staged, 'existing');
    return summary(tx, caller.clubId);
  });

/**
 * `POST import/{club}/roles` (spec §4: unmapped roles default to member): the member type of each role named. A role
 * not in the import: 404 importMappingNotFound. All or nothing.
 */
export const importRoles = ({ db }: MemberImportDeps, caller: Caller, body: ImportRolesBody): Promise<ImportSummary> =>
  inTransaction(db, async (tx) => {
    const staged = await lockedImport(tx, caller.clubId);
    const roles = lastOfEach(body.roles, (role) => role.id);
    const known = await repo.knownMappings(
      tx,
      'member_import_roles',
      staged.id,
      roles.map(({ item }) => item.id),
    );
    const unknown = roles.find(({ item }) => !known.has(item.id));
    if (unknown) throw importMappingNotFound(`roles.${unknown.index}.id`);
    await repo.setRoles(
      tx,
      staged.id,
      roles.map(({ item }) => item),
    );
    await reach(tx, staged, 'roles');
    return summary(tx, caller.clubId);
  });

/**
 * `POST import/{club}/groups` (spec §4): each source group named is created as a main group, matched with a group of
 * the club, or skipped. A source group not in the import: 404 importMappingNotFound; a group that is not the club's
 * (unknown or another club's alike): 404 unknownGroup. All or nothing.
 */
export const importGroups = (
  { db }: MemberImportDeps,
  caller: Caller,
  body: ImportGroupsBody,
): Promise<ImportSummary> =>
  inTransaction(db, async (tx) => {
    const staged = await lockedImport(tx, caller.clubId);
    const groups = lastOfEach(body.groups, (group) => group.id);
    const known = await repo.knownMappings(
      tx,
      'member_import_groups',
      staged.id,
      groups.map(({ item }) => item.id),
    );
    const unknown = groups.find(({ item }) => !known.has(item.id));
    if (unknown) throw importMappingNotFound(`groups.${unknown.index}.id`);
    const matched = groups.flatMap(({ item }) =>
      item.action === 'match' && item.groupId != null ? [item.groupId] : [],
    );
    const clubGroups = await repo.groupsOfClub(tx, caller.clubId, matched);
    const foreign = groups.find(
      ({ item }) => item.action === 'match' && item.groupId != null && !clubGroups.has(item.groupId),
    );
    if (foreign) throw unknownGroup(`groups.${foreign.index}.groupId`);
    await repo.setGroups(
      tx,
      staged.id,
      groups.map(({ item }) => ({
        id: item.id,
        action: item.action,
        groupId: item.action === 'match' ? (item.groupId ?? null) : null,
      })),
    );
    await reach(tx, staged, 'groups');
    return summary(tx, caller.clubId);
  });

/**
 * `PATCH importusers/{club}/imported/{id}` (ADR 020): corrects one staged row (absent fields stay, blank clears an
 * optional one) or leaves it out, and answers it with its problems worked out again. A new e-mail, name or birthdate
 * finds the row's candidates again.
 */
export const patchImportedRow = (
  { db }: MemberImportDeps,
  caller: Caller,
  rowId: string,
  patch: z.output<typeof importedRowPatch>,
): Promise<ImportMemberRow> =>
  inTransaction(db, async (tx) => {
    const staged = await lockedImport(tx, caller.clubId);
    const row = await repo.lockRow(tx, staged.id, rowId);
    if (!row) throw importRowNotFound('id');
    const changed: ImportMemberRow = {
      ...row,
      ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
    };
    changed.problems = importRowProblemsOf(changed);
    const matchChanged = (['email', 'firstName', 'surname', 'birthdate'] as const).some(
      (key) => changed[key] !== row[key],
    );
    const updated = await repo.updateRow(tx, { importId: staged.id, clubId: caller.clubId }, changed, matchChanged);
    await reach(tx, staged, 'preview');
    return updated;
  });

/** `DELETE importusers/{club}/imported` (spec §4: "the import can be cleared"): nothing staged is fine too. */
export const clearImport = async ({ db }: MemberImportDeps, caller: Caller): Promise<void> => {
  await inTransaction(db, (tx) => repo.deleteImport(tx, caller.clubId));
};
