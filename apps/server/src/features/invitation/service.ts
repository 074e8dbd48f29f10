import {
  copenhagenDate,
  groupRefusals,
  invitationRefusals,
  joiningRefusals,
  memberRefusals,
  type FlagsPayload,
  type GroupRequestAnswer,
  type groupRequestBody,
  type JoinAnswer,
  type joinClubBody,
} from '@klubhus/domain';
import type * as z from 'zod';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { badRequest, conflict, notFound } from '../../http/HttpError.js';
import type { Clock } from '../../shared/clock.js';
import { findActiveLink, linkGroupIds } from '../signup-links/public.js';
import * as repo from './repo.js';

export interface InvitationDeps {
  db: Db;
  clock: Clock;
  flags: FlagsPayload;
}

type JoinBody = z.output<typeof joinClubBody>;
type GroupRequestBody = z.output<typeof groupRequestBody>;

/** The caller as the access step proved them. */
export interface Member {
  clubId: number;
  userId: number;
}

/** Spec §8 "invalid invitation link": an unknown, expired or deleted link, or one of another club. */
const invalidClubToken = (field: string) =>
  badRequest(invitationRefusals.invalidClubToken.message, invitationRefusals.invalidClubToken.code, field);

/**
 * The deployment's clubs (departments) take members by approval (flag `department_requests`, ADR 019): the server
 * holds to it rather than trusting the web to choose the call.
 */
const byRequest = (flags: FlagsPayload): boolean => flags.features.department_requests?.defaultValue === true;

/**
 * Joins the link's club as a member, or asks to (`how`), in one transaction: the link must work at the clock's now,
 * and a club with a data-policy link needs it accepted (then recorded). Only a new membership or a new request counts
 * the link; someone who is a member already gets `joined: false` and nothing is written.
 */
const enter = (
  { db, clock }: InvitationDeps,
  userId: number,
  body: JoinBody,
  how: 'member' | 'request',
): Promise<JoinAnswer> =>
  inTransaction(db, async (tx) => {
    const now = clock.now();
    const link = await repo.findJoinLink(tx, body.clubToken, now);
    if (!link) throw invalidClubToken('clubToken');
    const { clubId } = link;
    if (link.dataPolicyLink !== null && !body.AcceptsDataPolicy) {
      const { message, code } = joiningRefusals.dataPolicyRequired;
      throw badRequest(message, code, 'AcceptsDataPolicy');
    }
    let made: boolean;
    if (how === 'member') {
      made = await repo.insertMembership(tx, clubId, userId, copenhagenDate(now));
      if (made) await repo.deleteClubRequest(tx, clubId, userId);
    } else {
      if (await repo.isMember(tx, clubId, userId)) return { clubId, joined: false };
      made = await repo.insertClubRequest(tx, clubId, userId, now);
    }
    if (made) {
      if (link.dataPolicyLink !== null) await repo.acceptDataPolicy(tx, clubId, userId, now);
      await repo.countJoin(tx, link.linkId);
    }
    // A request asked before stands (joined: true), but is not counted again.
    return { clubId, joined: how === 'request' || made };
  });

/** `POST /v3/clubs/join`; with department requests on, 409 requestRequired. */
export const joinClub = (deps: InvitationDeps, userId: number, body: JoinBody): Promise<JoinAnswer> => {
  if (byRequest(deps.flags)) {
    throw conflict(invitationRefusals.requestRequired.message, invitationRefusals.requestRequired.code);
  }
  return enter(deps, userId, body, 'member');
};

/** `POST /v1/clubs/request`: only with department requests on (off: 404 featureOff). */
export const requestClub = (deps: InvitationDeps, userId: number, body: JoinBody): Promise<JoinAnswer> => {
  if (!byRequest(deps.flags)) throw notFound(memberRefusals.featureOff.message, memberRefusals.featureOff.code);
  return enter(deps, userId, body, 'request');
};

const unknownGroup = () => notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, 'groupIds');
const memberNotFound = () =>
  notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, 'userId');

/**
 * `POST /v3/clubs/{club}/groups/request` (ADR 019): group requests for the caller, or for `userId`, the caller's child
 * in the club (else 404 memberNotFound). A group hidden for members may be requested only through `registerToken`, a
 * working link of this club naming it (a link of another club, or none that works: 400 invalidClubToken); any other
 * group not of the club, or hidden: 404 unknownGroup. Groups the person is in already are answered as such; the rest
 * are requested once (asked before stays as it was). One transaction.
 */
export const requestGroups = (
  { db, clock }: InvitationDeps,
  caller: Member,
  body: GroupRequestBody,
  registerToken: string | undefined,
): Promise<GroupRequestAnswer> =>
  inTransaction(db, async (tx) => {
    const { clubId } = caller;
    let throughLink = new Set<number>();
    if (registerToken !== undefined) {
      const link = await findActiveLink(tx, registerToken, clock.now());
      if (link?.clubId !== clubId) throw invalidClubToken('registerToken');
      throughLink = new Set(await linkGroupIds(tx, link.linkId));
    }
    const personId = body.userId ?? caller.userId;
    if (personId !== caller.userId && !(await repo.isChildOf(tx, clubId, caller.userId, personId))) {
      throw memberNotFound();
    }
    if (!(await repo.lockMembership(tx, clubId, personId))) throw memberNotFound();
    const groups = new Map((await repo.groupsOfClub(tx, clubId, personId, body.groupIds)).map((row) => [row.id, row]));
    const ids = [...body.groupIds].sort((a, b) => a - b);
    const open = (id: number) => {
      const group = groups.get(id);
      return group !== undefined && (group.member || !group.hidden_for_members || throughLink.has(id));
    };
    if (!ids.every(open)) throw unknownGroup();
    const alreadyMember = ids.filter((id) => groups.get(id)?.member === true);
    const requested = ids.filter((id) => groups.get(id)?.member !== true);
    await repo.insertGroupRequests(tx, clubId, personId, requested, clock.now());
    return { requested, alreadyMember };
  });
