import type { Access, ClubLocator, MemberRole, MemberType, ResourceKind } from '@klubhus/domain';
import { isMemberType, memberRole, needsClub, roleAtLeast } from '@klubhus/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { clubs, memberships, sessions } from '../db/schema/index.js';
import { hashToken, safeEqual } from '../shared/tokens.js';
import { badRequest, forbidden, notFound, unauthorized } from './HttpError.js';

/** What the two access steps learn about the caller, step by step; handlers get it narrowed (`AuthOf`). */
export interface AuthState {
  userId?: number;
  clubId?: number;
  memberType?: MemberType;
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
export type AuthOf<A extends Access> = A extends MemberRole ? ClubAuth : A extends 'user' ? UserAuth : object;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
  interface FastifyContextConfig {
    access?: Access;
    club?: ClubLocator;
  }
}

/** Finds the owning club of a resource by its id; `null` when there is no such resource. @public */
export type OwnerLookup = (db: Db, id: number) => Promise<number | null>;

const ownerLookups: Record<ResourceKind, OwnerLookup> = {
  club: async (db, id) => {
    const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
    return row?.id ?? null;
  },
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

const toId = (value: unknown): number | undefined => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const pick = (request: FastifyRequest, from: 'params' | 'query' | 'body', key: string): unknown => {
  const source = from === 'params' ? request.params : from === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
};

/** The club a call touches, from the path, the query, the body or the resource it names. */
const resolveClub = async (db: Db, request: FastifyRequest, locator: ClubLocator): Promise<number> => {
  const raw = pick(request, locator.in === 'resource' ? locator.from : locator.in, locator.key);
  const id = toId(raw);
  if (id === undefined) throw badRequest(`${locator.key}: a positive integer id is required`, 'required', locator.key);
  if (locator.in !== 'resource') return id;
  const owner = await ownerLookups[locator.kind](db, id);
  if (owner === null) throw notFound();
  return owner;
};

export interface AccessOptions {
  db: Db;
  clientCredentials: string[];
}

/** Step 1 (onRequest): who is calling. Answers 401 before the body is even read. */
export const authenticate = async (options: AccessOptions, request: FastifyRequest, access: Access): Promise<void> => {
  request.auth = {};
  if (access === 'public') return;
  if (access === 'client') {
    const credential = basicCredential(request);
    if (!credential || !options.clientCredentials.some((known) => safeEqual(known, credential))) {
      throw unauthorized('A valid client credential is required');
    }
    return;
  }
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const [session] = await options.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!session) throw unauthorized('The session is missing or has expired');
  request.auth.userId = session.userId;
};

/** Step 2 (preValidation): may this user act in the club the call touches, in the role the call needs. */
export const authorise = async (
  options: AccessOptions,
  request: FastifyRequest,
  access: Access,
  locator: ClubLocator | undefined,
): Promise<void> => {
  if (!needsClub(access)) return;
  if (!locator) throw new Error(`Access level ${access} needs a club locator`);
  const clubId = await resolveClub(options.db, request, locator);
  const userId = request.auth.userId;
  if (userId === undefined) throw unauthorized();
  const [membership] = await options.db
    .select({ type: memberships.type })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId)))
    .limit(1);
  const type = membership?.type;
  if (type === undefined || !isMemberType(type) || !roleAtLeast(memberRole(type), access)) throw forbidden();
  request.auth.clubId = clubId;
  request.auth.memberType = type;
};

/**
 * The caller as a handler of `access` sees it. The two steps above have already proven all of it; a gap
 * here is a bug in the registration, not the caller's fault.
 */
export const narrowAuth = <A extends Access>(access: A, auth: AuthState): AuthOf<A> => {
  if (access === 'public' || access === 'client') return {} as AuthOf<A>;
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
