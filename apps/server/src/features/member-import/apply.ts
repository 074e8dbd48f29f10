import { MAX_GROUPS_PER_CLUB, formatMemberId, memberRole, memberTypeOf, type MemberOverviewRow } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { countGroups, lockClubGroups } from '../groups/public.js';
import { INACTIVE_MEMBERS_MAX, lockClubInactive, pendingInactiveCount } from '../joining/public.js';
import * as applyRepo from './applyRepo.js';
import {
  importChanged,
  importHasProblems,
  importNotFound,
  tooManyGroups,
  tooManyInactive,
  tooManyMembers,
  unknownGroup,
} from './refusals.js';
import * as repo from './repo.js';
import type { Caller, MemberImportDeps } from './service.js';

/** New members inserted by one statement: small enough for a quick statement, few enough statements for 20,000 rows. */
const NEW_MEMBERS_PER_STATEMENT = 1_000;

/**
 * The test hook of the crash test (ADR 020; KLUBHUS_FAULT_IMPORT_PAUSE_AFTER, never in production): the open
 * transaction, after `inserted` new members, says so on stderr and waits forever, until the process is killed.
 */
const pauseForever = async (inserted: number): Promise<never> => {
  process.stderr.write(`import paused after ${inserted} rows\n`);
  return new Promise<never>(() => undefined);
};

const createdRow = (row: applyRepo.CreatedRow): MemberOverviewRow => ({
  id: formatMemberId({ kind: 'inactive', inactiveId: Number(row.id) }),
  userId: null,
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  mobile: row.mobile,
  zip: row.zip,
  birthdate: row.birthdate,
  type: memberTypeOf(memberRole(Number(row.member_type))),
  status: 'notInvited',
  imageUrl: null,
  groupIds: (row.group_ids ?? []).map(Number),
  leaderOf: [],
});

/**
 * Checks what confirm may not pass (ADR 020), with the import locked, before anything is written: rows left with
 * problems (409 importHasProblems); a merge into a member gone meanwhile (409 importChanged); a matched group gone
 * (404 unknownGroup) or past its maxUsers with the import's additions (409 tooManyMembers); the club's group limit
 * with the groups to create (409 tooManyGroups); its limit of inactive members (409 tooManyInactiveMembers). The locks
 * are the ones the other features take (the club's groups and inactive members, then the members, then the groups).
 */
const checkBeforeApplying = async (tx: Db, importId: number, clubId: number): Promise<void> => {
  if (await applyRepo.firstProblemRow(tx, importId)) throw importHasProblems();
  await lockClubGroups(tx, clubId);
  await lockClubInactive(tx, clubId);
  if ((await countGroups(tx, clubId)) + (await applyRepo.countToCreate(tx, importId)) > MAX_GROUPS_PER_CLUB) {
    throw tooManyGroups();
  }
  if (
    (await pendingInactiveCount(tx, clubId)) + (await applyRepo.countNewMembers(tx, importId)) >
    INACTIVE_MEMBERS_MAX
  ) {
    throw tooManyInactive();
  }
  if (await applyRepo.lockMergeTargets(tx, importId, clubId)) throw importChanged('merges');
  const groups = await applyRepo.lockMatchedGroups(tx, importId, clubId);
  if (groups.missing) throw unknownGroup('groups');
  if (groups.full) throw tooManyMembers('groups');
};

/**
 * `POST importusers {importId}` (spec §4: "Confirm creates groups, roles, merges and users"; ADR 020): applies the
 * club's staged import in one transaction — the `create` groups made as main groups, the merges done, the new rows
 * made inactive (red) members with their roles' member types and put in their groups — and deletes it. All or
 * nothing: a refusal, a crash or a killed server leaves the club as it was and the import staged. The import's row is
 * locked first, so two confirms at once apply it once: the second then finds it gone (404 importNotFound). Answers
 * the new members (merged ones are members already).
 */
export const applyImport = (
  { db, clock, config }: MemberImportDeps,
  caller: Caller,
  importId: number,
): Promise<{ members: MemberOverviewRow[] }> =>
  inTransaction(db, async (tx) => {
    const { clubId } = caller;
    const staged = await repo.lockImport(tx, clubId, importId);
    if (!staged) throw importNotFound('importId');
    await checkBeforeApplying(tx, importId, clubId);
    const now = clock.now();
    await applyRepo.createGroups(tx, importId, clubId, now);
    await applyRepo.mergeIntoInactive(tx, importId, clubId, now);
    await applyRepo.mergeIntoActive(tx, importId, clubId, now);
    const members: MemberOverviewRow[] = [];
    const pauseAfter = config.faultImportPauseAfter;
    for (let afterLine = 0; ;) {
      // With the hook set, a statement ends exactly at the pause, so the point exists whatever the chunk size.
      const limit =
        pauseAfter !== undefined && members.length < pauseAfter
          ? Math.min(NEW_MEMBERS_PER_STATEMENT, pauseAfter - members.length)
          : NEW_MEMBERS_PER_STATEMENT;
      const chunk = await applyRepo.insertNewMembers(tx, { importId, clubId, now }, afterLine, limit);
      members.push(...chunk.map(createdRow));
      if (pauseAfter !== undefined && members.length === pauseAfter && chunk.length > 0) {
        await pauseForever(members.length);
      }
      const last = chunk.at(-1);
      if (!last || chunk.length < limit) break;
      afterLine = Number(last.line);
    }
    await applyRepo.deleteImportById(tx, importId);
    return { members };
  });
