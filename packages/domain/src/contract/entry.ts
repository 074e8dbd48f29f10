import * as z from 'zod';
import { memberTypes, type MemberRole } from '../rules/memberTypes.js';
import type { UploadLimits } from '../validation/limits.js';

/**
 * Who may make a call. The member roles (`member`, `leader`, `admin`) are relative to the club the call touches;
 * `imported` is the session of a mailed invitation's sign-up (ADR 018), scoped to the dummy users of one e-mail in
 * one club and no user session.
 */
export type Access = 'public' | 'client' | 'imported' | 'user' | MemberRole;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the request body travels. */
export type RequestType = 'json' | 'multipart' | 'form';

/**
 * How the answer travels:
 * - `json`; `text` (text/plain) and `calendar` (text/calendar, iCalendar) as strings; `none` (204);
 * - `csv`: UTF-8 with a BOM, `;`-separated, written row by row as the handler yields the rows, so a
 *   20,000-member export never sits in memory; it reaches the client as a Blob so that the BOM survives;
 * - `image`: the bytes of an image (png, jpeg, webp, gif), a Blob on the client.
 */
export type ResponseType = 'json' | 'csv' | 'text' | 'calendar' | 'image' | 'none';

/** One cell of a CSV row. */
export type CsvCell = string | number | boolean | null | undefined;

/** What a `csv` handler returns: the rows, header first, as they come (an async generator reading pages). */
export type CsvRows = Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;

/** What an `image` handler returns. */
export interface ImageAnswer {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  /**
   * The answer never changes for its request (a file key never names other bytes): sent with
   * `Cache-Control: public, max-age=<cacheSeconds>, immutable`. Only for public entries (others answer `no-store`).
   */
  cacheSeconds?: number;
}

/**
 * Kinds of club-owned resources whose owning club the server can look up by id.
 * The server must provide one owner lookup per kind (a typed record), so adding a kind here
 * without teaching the server fails typecheck.
 */
export const resourceKinds = ['club', 'group', 'inactiveMember', 'activity', 'message', 'sponsor'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

/** Where the club a call touches is found. */
export type ClubLocator =
  | { readonly in: 'params' | 'query' | 'body'; readonly key: string }
  | {
      readonly in: 'resource';
      readonly kind: ResourceKind;
      readonly from: 'params' | 'query' | 'body';
      readonly key: string;
    };

type AnyObject = z.ZodType<Record<string, unknown>>;

/**
 * The group a `leader` call concerns: a group id, or a member (user id) whose groups count. A group leader
 * passes only when they lead that group (or one of that member's groups); an administrator always passes.
 * The group must belong to the club the call touches, for everyone (else 404).
 */
export interface GroupLocator {
  readonly from: 'params' | 'query' | 'body';
  readonly key: string;
  readonly via: 'group' | 'member';
}

export interface ContractEntry {
  readonly method: HttpMethod;
  /** Path below the API base (`{origin}/api`), version prefix included (`/v2/login/plain`), `:name` for path parameters. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly access: Access;
  /** Required for `member`, `leader` and `admin`. */
  readonly club?: ClubLocator;
  /** Only with `leader`: narrows a group leader's access to the group concerned. */
  readonly group?: GroupLocator;
  readonly params?: AnyObject;
  readonly query?: AnyObject;
  readonly body?: z.ZodType;
  readonly requestType?: RequestType;
  /** JSON and form bodies: the largest body in bytes, one of `BODY_LIMITS`. @default BODY_LIMITS.default */
  readonly bodyLimit?: number;
  /** Multipart bodies only: limits where this entry needs more than `UPLOAD_LIMITS` (CSV imports, fixture files). */
  readonly upload?: UploadLimits;
  /** Schema of the 2xx answer; a string schema for `text` and `calendar`; `binaryAnswer` for `csv` and `image`. */
  readonly response: z.ZodType;
  readonly responseType?: ResponseType;
  /** Status of a successful answer. @default 200 */
  readonly successStatus?: 200 | 201 | 204;
}

export type Contract = Readonly<Record<string, ContractEntry>>;

/** Identity helper that keeps the literal types of an entry. */
export const defineEntry = <const E extends ContractEntry>(entry: E): E => entry;

/** Identity helper for a whole contract table. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

type Part = 'params' | 'query' | 'body';
/** The schema of one part of an entry, or `undefined` when the entry has none. */
type SchemaOf<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a handler receives after validation. */
export interface EntryRequest<E extends ContractEntry> {
  params: SchemaOf<E, 'params'> extends z.ZodType ? z.infer<SchemaOf<E, 'params'>> : Record<string, never>;
  query: SchemaOf<E, 'query'> extends z.ZodType ? z.infer<SchemaOf<E, 'query'>> : Record<string, never>;
  body: SchemaOf<E, 'body'> extends z.ZodType ? z.infer<SchemaOf<E, 'body'>> : undefined;
}

type InputPart<E, K extends Part> = SchemaOf<E, K> extends z.ZodType ? { [P in K]: z.input<SchemaOf<E, K>> } : unknown;

/** What a caller passes; keys with no schema are absent. */
export type EntryInput<E extends ContractEntry> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>;

/** What a client receives. */
export type EntryOutput<E extends ContractEntry> = E['responseType'] extends 'none'
  ? undefined
  : E['responseType'] extends 'csv' | 'image'
    ? Blob
    : z.infer<E['response']>;

/** What a handler returns. */
export type HandlerOutput<E extends ContractEntry> = E['responseType'] extends 'none'
  ? undefined | void
  : E['responseType'] extends 'csv'
    ? CsvRows
    : E['responseType'] extends 'image'
      ? ImageAnswer
      : z.input<E['response']>;

/** True for the access levels that are a role in the club the call touches. */
export const needsClub = (access: Access): access is MemberRole => Object.hasOwn(memberTypes, access);

/** The response schema of `csv` and `image` entries: bytes, documented as binary. */
export const binaryAnswer = z.string().meta({ format: 'binary' });
