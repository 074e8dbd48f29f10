import {
  formatMemberId,
  memberTypeOf,
  type importUsersBody,
  type MemberOverviewRow,
  type MemberRole,
} from '@klubhus/domain';
import type * as z from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Clock } from '../../shared/clock.js';
import type { Mailer } from '../../shared/mail/templates.js';
import { lockGroups } from '../members/public.js';
import { emailInUse, groupFull, importNotFound, tooManyInactive, unknownGroup } from './refusals.js';
import * as repo from './repo.js';

/** What the joining calls need (ADR 018). */
export interface JoiningDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /**
   * Applies the club's staged import (`{importId}`; "Joining III", ADR 020): the member import's confirm, handed in
   * by `app.ts` (joining imports nothing of the import, which uses joining's limit of inactive members).
   */
  applyImport?: (caller: Caller, importId: number) => Promise<{ members: MemberOverviewRow[] }>;
}

/** The caller as the access step proved them: an administrator of `clubId`. */
export interface Caller {
  userId: number;
  clubId: number;
  role: MemberRole;
}

/**
 * The most inactive members a club holds at once (activated ones no longer count). The big club of the bench has
 * 20,000 members; a club with more than this many people it never invited is an import gone wrong, and every list
 * and count of inactive members pays for each of them.
 */
export const INACTIVE_MEMBERS_MAX = 50_000;

type ImportUsersBody = z.output<typeof importUsersBody>;
type CreateRow = NonNullable<ImportUsersBody['members']>[number];

/** The first row for which `refused` holds, as its index. */
const firstRow = (rows: readonly CreateRow[], refused: (row: CreateRow) => boolean): number | undefined => {
  const index = rows.findIndex(refused);
  return index === -1 ? undefined : index;
};

/**
 * Every group the rows name must be the club's (else 404 `unknownGroup`, so other clubs' ids reveal nothing) and
 * take the rows' new members within its maxUsers (else 409 "For mange medlemmer"), both on the row to blame.
 * The groups stay locked until the transaction ends.
 */
const checkGroups = async (tx: Db, clubId: number, rows: readonly CreateRow[]): Promise<void> => {
  const named = [...new Set(rows.flatMap((row) => row.groupIds))].sort((a, b) => a - b);
  const groups = await lockGroups(tx, clubId, named);
  const unknown = firstRow(rows, (row) => row.groupIds.some((id) => !groups.has(id)));
  if (unknown !== undefined) throw unknownGroup(unknown);
  const members = new Map([...groups].map(([id, group]) => [id, group.members]));
  rows.forEach((row, index) => {
    for (const id of new Set(row.groupIds)) {
      const count = (members.get(id) ?? 0) + 1;
      const maxUsers = groups.get(id)?.maxUsers ?? null;
      if (maxUsers !== null && count > maxUsers) throw groupFull(index);
      members.set(id, count);
    }
  });
};

/**
 * Create member (spec §4, §5; ADR 018): `{members}` adds inactive (red) members, each in its groups, in one
 * transaction; a refusal writes nothing. An e-mail an active member of the club has is refused (409 `emailInUse`
 * on the row's e-mail, spec §8); one an account outside the club has is fine, since that person signs in with it,
 * and inactive members may share one (a parent's, for the children). `{importId}` applies the club's staged import
 * ("Joining III", ADR 020) through `applyImport`.
 */
export const importUsers = async (
  { db, clock, applyImport }: JoiningDeps,
  caller: Caller,
  body: ImportUsersBody,
): Promise<{ members: MemberOverviewRow[] }> => {
  const rows = body.members;
  if (rows === undefined) {
    if (body.importId === undefined || applyImport === undefined) throw importNotFound();
    return applyImport(caller, body.importId);
  }
  const { clubId } = caller;
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    await repo.lockClubInactive(tx, clubId);
    if ((await repo.pendingInactiveCount(tx, clubId)) + rows.length > INACTIVE_MEMBERS_MAX) throw tooManyInactive();
    await checkGroups(tx, clubId, rows);
    const taken = await repo.emailsOfActiveMembers(tx, clubId, [
      ...new Set(rows.map((row) => row.email.toLowerCase())),
    ]);
    const inUse = firstRow(rows, (row) => taken.has(row.email.toLowerCase()));
    if (inUse !== undefined) throw emailInUse(inUse);

    const created: MemberOverviewRow[] = [];
    const places: [number, number][] = [];
    for (const row of rows) {
      const { groupIds, ...person } = row;
      const id = await repo.insertInactive(tx, clubId, person, now);
      const groups = [...new Set(groupIds)].sort((a, b) => a - b);
      places.push(...groups.map((groupId): [number, number] => [id, groupId]));
      created.push({
        id: formatMemberId({ kind: 'inactive', inactiveId: id }),
        userId: null,
        firstName: person.firstName,
        surname: person.surname,
        email: person.email,
        mobile: person.mobile,
        zip: person.zip,
        birthdate: person.birthdate,
        type: memberTypeOf('member'),
        status: 'notInvited',
        imageUrl: null,
        groupIds: groups,
        leaderOf: [],
      });
    }
    await repo.addToGroups(tx, clubId, places, now);
    return { members: created };
  });
};
