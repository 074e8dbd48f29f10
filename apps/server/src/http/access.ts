import type { Access, ClubLocator, GroupLocator, MemberRole, MemberType, ResourceKind } from '@klubhus/domain';
import { idField, isMemberType, memberRole, needsClub, roleAtLeast } from '@klubhus/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { queryRows } from '../db/queryRows.js';
import {
  activities,
  clubs,
  groupMembers,
  groups,
  importedSessions,
  inactiveMembers,
  invitations,
  memberships,
  messages,
  sessions,
  sponsors,
} from '../db/schema/index.js';
import type { Clock } from '../shared/clock.js';
import { hashToken, safeEqual } from '../shared/tokens.js';
import { badRequest, forbidden, notFound, unauthorized } from './HttpError.js';

/** What the two access steps learn about the caller, step by step; handlers get it narrowed (`AuthOf`). */
export interface AuthState {
  userId?: number;
  clubId?: number;
  memberType?: MemberType;
  /** An `imported` session's scope (ADR 018). */
  imported?: ImportedAuth;
}

/**
 * The caller of an `imported` call: the sign-up of one invitation, scoped to the dummy users of one e-mail (as the
 * invitation has it, compared lower-case) in one club. No user: every other access level refuses the session.
 */
export interface ImportedAuth {
  invitationId: number;
  clubId: number;
  email: string;
}

/** A signed-in caller. */
interface UserAuth {
  userId: number;
}

/** A signed-in caller acting in the club the call touches, with their member type there. */
interface ClubAuth extends UserAuth {
  clubId: number;
  memberType: MemberType;
  role: MemberRole;
}

/** What a handler of an entry with this access level knows about its caller: nothing to check again. */
export type AuthOf<A extends Access> = A extends MemberRole
  ? ClubAuth
  : A extends 'user'
    ? UserAuth
    : A extends 'imported'
      ? ImportedAuth
      : object;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
  interface FastifyContextConfig {
    access?: Access;
    club?: ClubLocator;
    group?: GroupLocator;
  }
}

/** Finds the owning club of a resource by its id; `null` when there is no such resource. @public */
export type OwnerLookup = (db: Db, id: number) => Promise<number | null>;

const ownerLookups: Record<ResourceKind, OwnerLookup> = {
  club: async (db, id) => {
    const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
    return row?.id ?? null;
  },
  group: async (db, id) => {
    const [row] = await db.select({ clubId: groups.clubId }).from(groups).where(eq(groups.id, id)).limit(1);
    return row?.clubId ?? null;
  },
  inactiveMember: async (db, id) => {
    const [row] = await db
      .select({ clubId: inactiveMembers.clubId })
      .from(inactiveMembers)
      // One who became a user through the sign-up is no inactive member any more (ADR 018).
      .where(and(eq(inactiveMembers.id, id), isNull(inactiveMembers.activatedAt)))
      .limit(1);
    return row?.clubId ?? null;
  },
  activity: async (db, id) => {
    const [row] = await db.select({ clubId: activities.clubId }).from(activities).where(eq(activities.id, id)).limit(1);
    return row?.clubId ?? null;
  },
  message: async (db, id) => {
    const [row] = await db.select({ clubId: messages.clubId }).from(messages).where(eq(messages.id, id)).limit(1);
    return row?.clubId ?? null;
  },
  sponsor: async (db, id) => {
    const [row] = await db.select({ clubId: sponsors.clubId }).from(sponsors).where(eq(sponsors.id, id)).limit(1);
    return row?.clubId ?? null;
  },
};

/**
 * The text before the number of a kind's id on the wire: an inactive member is `i4` (ADR 016). The prefix is
 * required, so that `17` (an active member's id) can never name inactive member 17.
 */
const idPrefixes: Partial<Record<ResourceKind, string>> = { inactiveMember: 'i' };

/** The id of the resource a call names, its wire prefix (if its kind has one) taken off. */
const resourceIdAt = (request: FastifyRequest, kind: ResourceKind, from: 'params' | 'query' | 'body', key: string) => {
  const prefix = idPrefixes[kind];
  if (prefix === undefined) return idAt(request, from, key);
  const value = pick(request, from, key);
  if (typeof value !== 'string' || !value.startsWith(prefix)) {
    throw badRequest(`${key}: invalidMemberId`, 'invalidMemberId', key);
  }
  const id = toId(value.slice(prefix.length));
  if ('problem' in id) throw badRequest(`${key}: ${id.problem}`, id.problem, key);
  return id.id;
};

/** The bearer token of a request, if it carries one. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

const basicCredential = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  return Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
};

/**
 * The id a call names, by the contract's own id rule (`idField`: 1 to ID_MAX), or the message key of why it is
 * none. Access runs before validation, so this is the first look at the id: 2^31 must answer 400 here rather
 * than reach SQL, where PostgreSQL refuses it as out of range for `integer`.
 */
const toId = (value: unknown): { id: number } | { problem: string } => {
  const parsed = idField.safeParse(value);
  return parsed.success ? { id: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'required' };
};

const pick = (request: FastifyRequest, from: 'params' | 'query' | 'body', key: string): unknown => {
  const source = from === 'params' ? request.params : from === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
};

const idAt = (request: FastifyRequest, from: 'params' | 'query' | 'body', key: string): number => {
  const id = toId(pick(request, from, key));
  if ('problem' in id) throw badRequest(`${key}: ${id.problem}`, id.problem, key);
  return id.id;
};

/** The club a call touches, from the path, the query, the body or the resource it names. */
const resolveClub = async (db: Db, request: FastifyRequest, locator: ClubLocator): Promise<number> => {
  if (locator.in !== 'resource') return idAt(request, locator.in, locator.key);
  const owner = await ownerLookups[locator.kind](db, resourceIdAt(request, locator.kind, locator.from, locator.key));
  if (owner === null) throw notFound();
  return owner;
};

/** Whether `userId` leads the group concerned (or, via a member, one of that member's groups) in the club. */
const leadsGroupConcerned = async (
  db: Db,
  request: FastifyRequest,
  locator: GroupLocator,
  clubId: number,
  userId: number,
): Promise<boolean> => {
  const id = idAt(request, locator.from, locator.key);
  if (locator.via === 'group') {
    const [row] = await db
      .select({ isLeader: groupMembers.isLeader })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, id), eq(groupMembers.clubId, clubId), eq(groupMembers.userId, userId)))
      .limit(1);
    return row?.isLeader === true;
  }
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from group_members mine
          join group_members theirs on theirs.group_id = mine.group_id and theirs.club_id = mine.club_id
         where mine.club_id = ${clubId} and mine.user_id = ${userId} and mine.is_leader
           and theirs.user_id = ${id}
         limit 1`,
  );
  return row !== undefined;
};

/** The group concerned belongs to the club the call touches (a member concerned is in it); else 404 for everyone. */
const assertGroupInClub = async (db: Db, request: FastifyRequest, locator: GroupLocator, clubId: number) => {
  const id = idAt(request, locator.from, locator.key);
  const [row] =
    locator.via === 'group'
      ? await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.id, id), eq(groups.clubId, clubId)))
          .limit(1)
      : await db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.userId, id), eq(memberships.clubId, clubId)))
          .limit(1);
  if (!row) throw notFound();
};

export interface AccessOptions {
  db: Db;
  clock: Clock;
  clientCredentials: string[];
}

/** The caller's member type in one club, read together with their session; null when not a member there. */
interface Prefetched {
  clubId: number;
  type: number | null;
}

/**
 * The club a call names in its path or query, when that is a valid id: known in `onRequest` already, so the
 * caller's membership there can be read in the same statement as their session. An invalid id gives
 * undefined, and `authorise` answers its 400 after the 401 check, as without the prefetch.
 */
const clubKnownUpFront = (request: FastifyRequest, locator: ClubLocator | undefined): number | undefined => {
  if (locator?.in !== 'params' && locator?.in !== 'query') return undefined;
  const id = toId(pick(request, locator.in, locator.key));
  return 'id' in id ? id.id : undefined;
};

/**
 * Step 1 (onRequest): who is calling. Answers 401 before the body is even read. For a call whose club is named
 * in its path or query, the same statement reads the caller's membership in that club (a left join, so it
 * never decides who is signed in); step 2 then decides with it instead of asking again: one round trip, not two.
 */
const authenticate = async (
  options: AccessOptions,
  request: FastifyRequest,
  access: Access,
  locator: ClubLocator | undefined,
): Promise<Prefetched | undefined> => {
  request.auth = {};
  if (access === 'public') return undefined;
  if (access === 'client') {
    const credential = basicCredential(request);
    if (!credential || !options.clientCredentials.some((known) => safeEqual(known, credential))) {
      throw unauthorized('A valid client credential is required');
    }
    return undefined;
  }
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  if (access === 'imported') {
    request.auth.imported = await importedSession(options, token);
    return undefined;
  }
  const current = and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, options.clock.now()));
  const clubId = needsClub(access) ? clubKnownUpFront(request, locator) : undefined;
  if (clubId === undefined) {
    const [session] = await options.db.select({ userId: sessions.userId }).from(sessions).where(current).limit(1);
    if (!session) throw unauthorized('The session is missing or has expired');
    request.auth.userId = session.userId;
    return undefined;
  }
  const [session] = await options.db
    .select({ userId: sessions.userId, type: memberships.type })
    .from(sessions)
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.clubId, clubId)))
    .where(current)
    .limit(1);
  if (!session) throw unauthorized('The session is missing or has expired');
  request.auth.userId = session.userId;
  return { clubId, type: session.type };
};

/**
 * The scope of an `imported` session (ADR 018): live, and its invitation neither used up nor expired; else 401. A
 * user's session token is no such session.
 */
const importedSession = async ({ db, clock }: AccessOptions, token: string): Promise<ImportedAuth> => {
  const now = clock.now();
  const [session] = await db
    .select({
      invitationId: importedSessions.invitationId,
      clubId: importedSessions.clubId,
      email: importedSessions.email,
    })
    .from(importedSessions)
    .innerJoin(invitations, eq(invitations.id, importedSessions.invitationId))
    .where(
      and(
        eq(importedSessions.tokenHash, hashToken(token)),
        gt(importedSessions.expiresAt, now),
        gt(invitations.expiresAt, now),
        isNull(invitations.usedAt),
      ),
    )
    .limit(1);
  if (!session) throw unauthorized('The sign-up session is missing or has expired');
  return session;
};

/** The caller's member type in the club, unless step 1 has read it already; undefined when not a member. */
const memberTypeIn = async (
  db: Db,
  clubId: number,
  userId: number,
  prefetched: Prefetched | undefined,
): Promise<number | undefined> => {
  if (prefetched?.clubId === clubId) return prefetched.type ?? undefined;
  const [membership] = await db
    .select({ type: memberships.type })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId)))
    .limit(1);
  return membership?.type;
};

/**
 * Step 2: may this user act in the club the call touches, in the role the call needs, and
 * (a group leader) on the group concerned.
 *
 * A resource located by its own id (a group, an activity ...) answers 404 to a caller who is not a member
 * of its club, so other clubs' ids reveal nothing; a club id named in the path, query or body that is not
 * yours answers 403. A member whose role or group does not allow the call gets 403 either way.
 */
const authorise = async (
  options: AccessOptions,
  request: FastifyRequest,
  access: Access,
  locator: ClubLocator | undefined,
  group: GroupLocator | undefined,
  prefetched: Prefetched | undefined,
): Promise<void> => {
  if (!needsClub(access)) return;
  if (!locator) throw new Error(`Access level ${access} needs a club locator`);
  const { db } = options;
  const clubId = await resolveClub(db, request, locator);
  const userId = request.auth.userId;
  if (userId === undefined) throw unauthorized();
  const type = await memberTypeIn(db, clubId, userId, prefetched);
  if (type === undefined || !isMemberType(type)) throw locator.in === 'resource' ? notFound() : forbidden();
  const role = memberRole(type);
  if (!roleAtLeast(role, access)) throw forbidden();
  if (group) {
    await assertGroupInClub(db, request, group, clubId);
    if (role === 'leader' && !(await leadsGroupConcerned(db, request, group, clubId, userId))) throw forbidden();
  }
  request.auth.clubId = clubId;
  request.auth.memberType = type;
};

/**
 * The caller as a handler of `access` sees it. The two steps above have already proven all of it; a gap
 * here is a bug in the registration, not the caller's fault.
 */
export const narrowAuth = <A extends Access>(access: A, auth: AuthState): AuthOf<A> => {
  if (access === 'public' || access === 'client') return {} as AuthOf<A>;
  if (access === 'imported') {
    if (auth.imported === undefined) throw unauthorized();
    return auth.imported as AuthOf<A>;
  }
  if (auth.userId === undefined) throw unauthorized();
  if (!needsClub(access)) return { userId: auth.userId } as AuthOf<A>;
  if (auth.clubId === undefined || auth.memberType === undefined) {
    throw new Error(`${access} call without a resolved club`);
  }
  const club: ClubAuth = {
    userId: auth.userId,
    clubId: auth.clubId,
    memberType: auth.memberType,
    role: memberRole(auth.memberType),
  };
  return club as AuthOf<A>;
};

/**
 * Whether deciding access needs the request's body: the club, or the group concerned, is named in it. Such a
 * call is authorised after its (JSON, size-bounded) body is parsed; every other call before a byte of its body
 * is read. A multipart entry may not be of this kind (`registerContract` refuses it).
 */
export const locatedInBody = (club: ClubLocator | undefined, group: GroupLocator | undefined): boolean =>
  club?.in === 'body' || (club?.in === 'resource' && club.from === 'body') || group?.from === 'body';

/**
 * The access hooks of every route with an access level: `authenticate` in `onRequest` (401 before the body is
 * read), `authorise` in `preParsing` (403/404 before the body is read: the path, the query and the resources they
 * name are known then) or, for a club or group named in the body, in `preValidation` once the body is parsed.
 * What `authenticate` read of the caller's membership waits for `authorise` in a map of this app's own, per
 * request, and is gone with the request.
 */
export const installAccess = (app: FastifyInstance, options: AccessOptions) => {
  const prefetched = new WeakMap<FastifyRequest, Prefetched>();
  app.addHook('onRequest', async (request) => {
    request.auth = {};
    const { access, club, group } = request.routeOptions.config;
    if (!access) return;
    // Only for calls authorised before their body is read: a slow body must not stretch the membership's age.
    const known = await authenticate(options, request, access, locatedInBody(club, group) ? undefined : club);
    if (known) prefetched.set(request, known);
  });
  app.addHook('preParsing', async (request) => {
    const { access, club, group } = request.routeOptions.config;
    if (access && !locatedInBody(club, group)) {
      await authorise(options, request, access, club, group, prefetched.get(request));
    }
  });
  app.addHook('preValidation', async (request) => {
    const { access, club, group } = request.routeOptions.config;
    if (access && locatedInBody(club, group)) await authorise(options, request, access, club, group, undefined);
  });
};
