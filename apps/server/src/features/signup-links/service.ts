import {
  groupRefusals,
  invitationRefusals,
  linkValidTo,
  MAX_ACTIVE_LINKS,
  type ClubLink,
  type ClubLinkList,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { conflict, notFound } from '../../http/HttpError.js';
import type { Brands } from '../../shared/brands.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import type { LinkTokens } from './linkTokens.js';
import * as repo from './repo.js';

export interface SignupLinksDeps {
  db: Db;
  clock: Clock;
  brands: Brands;
  links: LinkTokens;
}

/** Who asks: an administrator of the club (the access step has proven it). */
export interface LinkCaller {
  clubId: number;
  userId: number;
}

const unknownGroup = (field: string) =>
  notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, field);

/** A link as the dialog shows it: its token derived from its nonce (none for a link made before ADR 019). */
const linkOf = (links: LinkTokens, clubId: number, row: repo.LinkListRow): ClubLink => ({
  clubLinkId: row.id,
  token: row.nonce === null ? null : links.tokenOf(row.nonce),
  validTo: new Date(row.validTo).toISOString(),
  counter: row.counter,
  createdBy: row.firstName === null || row.surname === null ? null : { firstName: row.firstName, surname: row.surname },
  createdByUserId: row.createdByUserId,
  groupIds: row.groupIds.map(Number),
  clubId,
});

/**
 * `POST /v2/web/clubcreatelink/{club}` (ADR 019): a link valid LINK_VALID_DAYS from the clock's now, naming groups of
 * the club (another club's or an unknown id: 404 unknownGroup). The club's working links are counted under its lock,
 * so that parallel creations cannot pass MAX_ACTIVE_LINKS together (409 tooManyLinks).
 */
export const createLink = (
  { db, clock, links }: SignupLinksDeps,
  caller: LinkCaller,
  groupIds: readonly number[],
): Promise<ClubLink> =>
  inTransaction(db, async (tx) => {
    const now = clock.now();
    const found = await repo.lockGroupsOfClub(tx, caller.clubId, groupIds);
    if (groupIds.some((id) => !found.has(id))) throw unknownGroup('groupIds');
    await repo.lockClubLinks(tx, caller.clubId);
    if ((await repo.countActiveLinks(tx, caller.clubId, now)) >= MAX_ACTIVE_LINKS) {
      throw conflict(invitationRefusals.tooManyLinks.message, invitationRefusals.tooManyLinks.code);
    }
    const { nonce, tokenHash } = links.newToken();
    const validTo = linkValidTo(now);
    const sorted = [...groupIds].sort((a, b) => a - b);
    const id = await repo.insertLink(
      tx,
      { clubId: caller.clubId, tokenHash, nonce, validTo, createdByUserId: caller.userId, createdAt: now },
      sorted,
    );
    const creator = await repo.userName(tx, caller.userId);
    return linkOf(links, caller.clubId, {
      id,
      nonce,
      validTo,
      counter: 0,
      createdByUserId: caller.userId,
      firstName: creator?.firstName ?? null,
      surname: creator?.surname ?? null,
      groupIds: sorted,
    });
  });

/**
 * `GET /v2/web/clublinks/{club}` (ADR 019): the dialog's target's working links, newest first, and the host of the
 * club's brand (its first), for links in organisation mode.
 */
export const listLinks = async (
  { db, clock, brands, links }: SignupLinksDeps,
  caller: LinkCaller,
  groupId: number | undefined,
): Promise<ClubLinkList> => {
  const context = await repo.overviewContext(db, caller.clubId, groupId);
  if (!context?.groupOfClub) throw unknownGroup('groupId');
  const rows = await repo.linkListQuery(db, caller.clubId, clock.now(), groupId);
  const brand = brands.byId(context.brandId);
  return {
    links: rows.map((row) => linkOf(links, caller.clubId, row)),
    organisationHost: brand.hosts[0] ?? '',
  };
};

/** `DELETE /v3/clubs/{club}/links/{id}`: another club's link, or none, answers 404 linkNotFound. */
export const deleteLink = async ({ db }: SignupLinksDeps, caller: LinkCaller, linkId: number): Promise<void> => {
  if (!(await repo.deleteLink(db, caller.clubId, linkId))) {
    throw notFound(invitationRefusals.linkNotFound.message, invitationRefusals.linkNotFound.code, 'linkId');
  }
};

/** Expired links are kept 30 days (an administrator may still wonder where one went), then purged. */
const EXPIRED_LINK_KEPT_MS = 30 * DAY_MS;

/** The sign-up links' part of the clean-up job: links expired more than 30 days ago. */
export const purgeSignupLinks =
  ({ db, clock }: Pick<SignupLinksDeps, 'db' | 'clock'>) =>
  (): Promise<Record<string, number>> =>
    repo.purgeExpiredLinks(db, new Date(clock.now().getTime() - EXPIRED_LINK_KEPT_MS));
