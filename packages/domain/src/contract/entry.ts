import type * as z from 'zod';
import { memberTypes, type MemberRole } from '../rules/memberTypes.js';

/** Who may make a call. The member roles (`member`, `leader`, `admin`) are relative to the club the call touches. */
export type Access = 'public' | 'client' | 'user' | MemberRole;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the request body travels. */
export type RequestType = 'json' | 'multipart' | 'form';

/** How the answer travels. `csv` answers reach the client as a Blob so that a UTF-8 BOM survives. */
export type ResponseType = 'json' | 'csv' | 'text' | 'none';

/**
 * Kinds of club-owned resources whose owning club the server can look up by id.
 * The server must provide one owner lookup per kind (a typed record), so adding a kind here
 * without teaching the server fails typecheck.
 */
export const resourceKinds = ['club'] as const;
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

export interface ContractEntry {
  readonly method: HttpMethod;
  /** Path below the API base (`{origin}/api`), version prefix included (`/v2/login/plain`), `:name` for path parameters. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly access: Access;
  /** Required for `member`, `leader` and `admin`. */
  readonly club?: ClubLocator;
  readonly params?: AnyObject;
  readonly query?: AnyObject;
  readonly body?: z.ZodType;
  readonly requestType?: RequestType;
  /** Schema of the 2xx answer; for `csv`/`text` answers a string schema. */
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

/** What a handler returns and a client receives. */
export type EntryOutput<E extends ContractEntry> = E['responseType'] extends 'none'
  ? undefined
  : E['responseType'] extends 'csv'
    ? Blob
    : z.infer<E['response']>;

/** What a handler returns (CSV answers are produced as text on the server). */
export type HandlerOutput<E extends ContractEntry> = E['responseType'] extends 'none'
  ? undefined | void
  : z.input<E['response']>;

/** True for the access levels that are a role in the club the call touches. */
export const needsClub = (access: Access): access is MemberRole => Object.hasOwn(memberTypes, access);
