import {
  IMPORTED_PEOPLE_MAX,
  IMPORTED_SESSION_MS,
  joiningRefusals,
  memberRefusals,
  parseMemberId,
  type importedAssignment,
  type importedChildRequest,
  type ImportedLoginRequest,
  type ImportedSession,
  type ImportedUser,
} from '@klubhus/domain';
import type * as z from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { ImportedAuth } from '../../http/access.js';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../http/HttpError.js';
import { later, MINUTE_MS, type Clock } from '../../shared/clock.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import type { Mailer } from '../../shared/mail/templates.js';
import type { Passwords } from '../../shared/passwords.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import { addressBucket, releaseAttempt, reserveAttempt } from '../accounts/public.js';
import * as repo from './repo.js';

/** What the sign-up's calls need (ADR 018), the configuration resolved (`routes.ts`). */
export interface FlowDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  mailer: Mailer;
  passwords: Passwords;
  config: Pick<Config, 'authRateLimit' | 'sessionDays'>;
}

/** Failed attempts count for this long, as sign-in's do (accounts `FAILURE_WINDOW_MS`). */
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** Sign-in's 429, with its text: the sign-up's link and password checks count in the same buckets. */
export const tooManyAttempts = () =>
  tooManyRequests('For mange forkerte forsøg. Prøv igen om et kvarter.', 'tooManyAttempts', FAILURE_WINDOW_MS / 1000);

const refusals = joiningRefusals;
const invalidInvitation = () => unauthorized(refusals.invalidInvitation.message, refusals.invalidInvitation.code);
export const alreadyActivated = (field?: string) =>
  conflict(refusals.alreadyActivated.message, refusals.alreadyActivated.code, field);
/** A person outside the flow's scope: 404, whether they exist elsewhere or not, so ids reveal nothing. */
export const personNotFound = (field?: string) =>
  notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, field);
const parentNotAdult = () => badRequest(refusals.parentNotAdult.message, refusals.parentNotAdult.code, 'parents');

/** The flow of an `imported` session: its club and e-mail. */
export const scopeOf = (auth: ImportedAuth): repo.Scope => ({ clubId: auth.clubId, email: auth.email });

/** The dummy id of `i12`; the contract has checked the form. */
export const inactiveIdOf = (wireId: string): number => {
  const ref = parseMemberId(wireId);
  return ref.kind === 'inactive' ? ref.inactiveId : 0;
};

export const toImportedUser = (row: repo.PersonRow): ImportedUser => ({
  id: `i${row.id}`,
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  zip: row.zip,
  birthdate: row.birthdate,
  userStatus: row.user_status === 2 ? 2 : 1,
  assigned: row.assigned,
  ownLogin: row.user_status === 2 ? row.own_login : null,
  parents: row.parents.map((id) => `i${id}`),
  created: row.activated,
});

const usersOf = async (db: Db, scope: repo.Scope) => ({
  users: (await repo.scopePeople(db, scope)).map(toImportedUser),
});

/**
 * One write of a flow, in one transaction: the scope's dummies locked (`lockScope`), then the invitation checked
 * again (a parallel call may have completed the flow meanwhile: 401 as at the door), then `work` with the scope's
 * people as they stand now.
 */
export const inFlow = <T>(
  { db, clock }: Pick<FlowDeps, 'db' | 'clock'>,
  auth: ImportedAuth,
  work: (tx: Db, people: repo.PersonRow[], now: Date) => Promise<T>,
): Promise<T> =>
  inTransaction(db, async (tx) => {
    const scope = scopeOf(auth);
    const now = clock.now();
    await repo.lockScope(tx, scope);
    if (!(await repo.invitationOpen(tx, auth.invitationId, now))) throw invalidInvitation();
    return work(tx, await repo.scopePeople(tx, scope), now);
  });

/** When nobody of the scope is waiting any more, the flow is complete and its links are used up. */
export const completeIfDone = async (db: Db, scope: repo.Scope, now: Date) => {
  if (!(await repo.anyonePending(db, scope))) await repo.useUpInvitations(db, scope, now);
};

/** The person of the scope the call names; 404 outside it. */
const personIn = (people: readonly repo.PersonRow[], id: number, field?: string): repo.PersonRow => {
  const person = people.find((row) => row.id === id);
  if (!person) throw personNotFound(field);
  return person;
};

const isAdult = (person: repo.PersonRow) => person.user_status === 1;

/** The wire time of an instant: UTC `YYYY-MM-DDTHH:mm` (ARCHITECTURE §2). */
const wireTime = (at: Date) => at.toISOString().slice(0, 16);

/**
 * `POST /v2/login/imported`: the mailed link's e-mail and secret for an `imported` session. Every attempt is
 * counted against the caller's address before the secret is looked up, in sign-in's buckets (AUTH_RATE_LIMIT
 * within 15 minutes: 429); a right link takes its attempt back. A link whose flow has nobody left to create is
 * used up now, and refused like a used one.
 */
export const signInImported = async (
  { db, clock, files, config }: FlowDeps,
  { email, password }: ImportedLoginRequest,
  address: string,
): Promise<ImportedSession> => {
  const now = clock.now();
  const attempt = await reserveAttempt(db, [addressBucket(address)], {
    limit: config.authRateLimit,
    since: later(now, -FAILURE_WINDOW_MS),
    now,
  });
  if (attempt === null) throw tooManyAttempts();
  const invitation = await repo.findOpenInvitation(db, hashToken(password), email, now);
  if (!invitation) throw invalidInvitation();
  await releaseAttempt(db, attempt);
  const scope = { clubId: invitation.club_id, email: invitation.email };
  const token = newToken();
  const expiresAt = later(now, IMPORTED_SESSION_MS);
  const { club, people } = await inTransaction(db, async (tx) => {
    await repo.lockScope(tx, scope);
    if (!(await repo.anyonePending(tx, scope))) {
      await repo.useUpInvitations(tx, scope, now);
      return { club: undefined, people: [] };
    }
    await repo.insertImportedSession(tx, hashToken(token), invitation, now, expiresAt);
    return { club: await repo.findClub(tx, scope.clubId), people: await repo.scopePeople(tx, scope) };
  });
  if (!club) throw invalidInvitation();
  return {
    authToken: token,
    expiresAt: wireTime(expiresAt),
    email: invitation.email,
    club: {
      id: club.id,
      name: club.title,
      imageUrl: fileUrl(files, club.image_path),
      dataPolicyLink: club.data_policy_link,
    },
    users: people.map(toImportedUser),
  };
};

/**
 * `POST /v2/login/imported/{id}/child`: a child of the adult `id`, not yet assigned. The people are counted with
 * the scope locked, so that parallel adds cannot pass IMPORTED_PEOPLE_MAX together.
 */
export const addChild = (
  deps: FlowDeps,
  auth: ImportedAuth,
  parentWireId: string,
  child: z.output<typeof importedChildRequest>,
) =>
  inFlow(deps, auth, async (tx, people) => {
    const parent = personIn(people, inactiveIdOf(parentWireId));
    if (!isAdult(parent)) throw badRequest(refusals.parentNotAdult.message, refusals.parentNotAdult.code);
    const scope = scopeOf(auth);
    if ((await repo.countScope(tx, scope)) >= IMPORTED_PEOPLE_MAX) {
      throw conflict(refusals.tooManyPeople.message, refusals.tooManyPeople.code);
    }
    const childId = await repo.insertChild(tx, parent, scope.clubId, child);
    await repo.replaceParents(tx, scope.clubId, childId, [parent.id]);
    return usersOf(tx, scope);
  });

/**
 * `PATCH /v2/login/imported/{id}`: the assignment (spec §5 "Pre-imported user configuration"). A child's parents
 * are adults of the scope other than itself; an adult has none and no sign-in choice. A person who becomes a child
 * stops being a parent: children left without one are unassigned, as when a parent is removed.
 */
export const saveAssignment = (
  deps: FlowDeps,
  auth: ImportedAuth,
  wireId: string,
  body: z.output<typeof importedAssignment>,
) =>
  inFlow(deps, auth, async (tx, people, now) => {
    const person = personIn(people, inactiveIdOf(wireId));
    if (person.activated) throw alreadyActivated();
    const scope = scopeOf(auth);
    const child = body.userStatus === 2;
    const parentIds = child ? [...new Set(body.parents.map(inactiveIdOf))] : [];
    for (const parentId of parentIds) {
      const parent = personIn(people, parentId, 'parents');
      if (parent.id === person.id || !isAdult(parent)) throw parentNotAdult();
    }
    if (child) await repo.dropChildren(tx, person.id);
    await repo.replaceParents(tx, scope.clubId, person.id, parentIds);
    await repo.saveAssignment(
      tx,
      person.id,
      {
        userStatus: body.userStatus,
        ownLogin: child ? (body.ownLogin ?? null) : null,
        firstName: body.firstName,
        surname: body.surname,
        birthdate: body.birthdate,
      },
      now,
    );
    if (child) await repo.unassignOrphans(tx, scope);
    return usersOf(tx, scope);
  });

/**
 * `DELETE /v2/login/imported/{id}`: a person nobody wants as a member is deleted. Children left without a parent
 * are unassigned; when nobody is left waiting, the flow is complete.
 */
export const removePerson = (deps: FlowDeps, auth: ImportedAuth, wireId: string) =>
  inFlow(deps, auth, async (tx, people, now) => {
    const person = personIn(people, inactiveIdOf(wireId));
    if (person.activated) throw alreadyActivated();
    const scope = scopeOf(auth);
    await repo.deletePerson(tx, person.id);
    await repo.unassignOrphans(tx, scope);
    await completeIfDone(tx, scope, now);
    return usersOf(tx, scope);
  });
