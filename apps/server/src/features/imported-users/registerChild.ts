import { copenhagenDate, joiningRefusals, type registerChildRequest } from '@klubhus/domain';
import type * as z from 'zod';
import { inTransaction } from '../../db/inTransaction.js';
import { conflict, forbidden, notFound } from '../../http/HttpError.js';
import { enrol } from './activation.js';
import * as repo from './repo.js';
import { alreadyActivated, completeIfDone, inactiveIdOf, type FlowDeps } from './service.js';

type RegisterChildBody = z.output<typeof registerChildRequest>;

interface Registered {
  userId: number;
  firstName: string;
  surname: string;
  birthdate: string | null;
}

const notYourChild = () =>
  notFound(joiningRefusals.notYourChild.message, joiningRefusals.notYourChild.code, 'ImportedUserId');

/**
 * `POST /v1/user/registerchild` (spec §7; ADR 018): a parent registers a child who does not sign in — a user
 * without e-mail or password — related to them as child and parent. `ApiUser.UserId` must be the caller (403).
 */
export const registerChild = (
  deps: Pick<FlowDeps, 'db' | 'clock'>,
  caller: { userId: number },
  body: RegisterChildBody,
): Promise<Registered> => {
  if (body.ApiUser.UserId !== caller.userId) throw forbidden('A child is registered by its own parent');
  return body.ImportedUserId != null
    ? childOfInvitation(deps, caller.userId, inactiveIdOf(body.ImportedUserId), body)
    : childInClub(deps, caller.userId, body.ClubId ?? 0, body);
};

const newChild = (body: RegisterChildBody, from?: repo.PersonRow): repo.NewUser => ({
  email: null,
  passwordHash: null,
  firstName: body.ApiUserOther.Firstname,
  surname: body.ApiUserOther.Surname,
  birthdate: body.ApiUserOther.Birthdate,
  zip: from?.zip ?? null,
  mobile: null,
  address: from?.address ?? null,
  city: from?.city ?? null,
  locale: null,
});

const answer = (userId: number, body: RegisterChildBody): Registered => ({
  userId,
  firstName: body.ApiUserOther.Firstname,
  surname: body.ApiUserOther.Surname,
  birthdate: body.ApiUserOther.Birthdate,
});

/**
 * The child of an invitation (`ImportedUserId`): a child of the flow, assigned, with a parent who became the
 * caller (else 404 notYourChild, so that other people's ids reveal nothing). It becomes a member of the dummy's
 * club, in its groups, related to every activated parent; the flow completes when nobody is left waiting. The
 * scope's dummies are locked first, so that two parallel registrations of one child make one user.
 */
const childOfInvitation = async (
  { db, clock }: Pick<FlowDeps, 'db' | 'clock'>,
  callerId: number,
  inactiveId: number,
  body: RegisterChildBody,
): Promise<Registered> => {
  const dummy = await repo.findDummy(db, inactiveId);
  if (!dummy?.email) throw notYourChild();
  const scope = { clubId: dummy.club_id, email: dummy.email };
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    await repo.lockScope(tx, scope);
    const people = await repo.scopePeople(tx, scope);
    const child = people.find((row) => row.id === inactiveId);
    const parentUsers = people.filter((row) => child?.parents.includes(row.id)).map((row) => row.activated_user_id);
    if (!child || !parentUsers.includes(callerId)) throw notYourChild();
    if (child.activated) throw alreadyActivated('ImportedUserId');
    if (child.user_status !== 2 || !child.assigned) throw notYourChild();
    const userId = await repo.insertUser(tx, newChild(body, child));
    await enrol(tx, scope.clubId, child.id, userId, now);
    await repo.markActivated(tx, child.id, userId, 2, now);
    await repo.relateActivated(tx, scope.clubId, [child.id]);
    await completeIfDone(tx, scope, now);
    return answer(userId, body);
  });
};

/**
 * The most children one member registers in a club: a family's, with room to spare; a bound, so that a member cannot
 * fill a club with made-up users (ADR 018).
 */
export const CHILDREN_PER_PARENT_MAX = 20;

/**
 * A child in a club of the caller's (`ClubId`; not a member there: 403), related to the caller; past
 * CHILDREN_PER_PARENT_MAX children there: 409 `tooManyChildren`.
 */
const childInClub = (
  { db, clock }: Pick<FlowDeps, 'db' | 'clock'>,
  callerId: number,
  clubId: number,
  body: RegisterChildBody,
): Promise<Registered> =>
  inTransaction(db, async (tx) => {
    // Share-locked: the caller cannot leave the club half-way through (the relation's foreign key).
    if (!(await repo.lockMembership(tx, clubId, callerId))) {
      throw forbidden('Only a member of the club can register a child in it');
    }
    if ((await repo.lockAndCountChildren(tx, clubId, callerId)) >= CHILDREN_PER_PARENT_MAX) {
      throw conflict(joiningRefusals.tooManyChildren.message, joiningRefusals.tooManyChildren.code, 'ClubId');
    }
    const userId = await repo.insertUser(tx, newChild(body));
    await repo.joinClub(tx, clubId, userId, copenhagenDate(clock.now()));
    await repo.relateParentAndChild(tx, clubId, callerId, userId);
    return answer(userId, body);
  });
