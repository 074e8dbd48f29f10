import {
  accountsWire,
  clubsWire,
  createWireClient,
  systemWire,
  type accountsContract,
  type clubsContract,
  type Contract,
  type ContractClient,
  type systemContract,
  type WireTable,
} from '@klubhus/domain';

/** The calls of start-up, signing in and the clubs: the core every page may make (ADR 015). */
type CoreContract = typeof systemContract & typeof accountsContract & typeof clubsContract;
export type KlubhusClient = ContractClient<CoreContract>;

/** Their wire entries: plain data, no schema, so the full zod never loads with the client. */
const coreWire: WireTable<CoreContract> = { ...systemWire, ...accountsWire, ...clubsWire };

/**
 * The one place in apps/web that touches `fetch` (lint forbids it elsewhere). It looks the global up on
 * every call rather than binding it once, so that MSW in Storybook and stubs in tests are seen.
 */
export const browserFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/** The API base from `<meta name="api-base">` (spec doc 1 §7), without a trailing slash. */
export const readApiBase = (doc: Document): string => {
  const content = doc.querySelector('meta[name="api-base"]')?.getAttribute('content')?.trim() ?? '';
  if (!content) throw new Error('baseEndpoint is empty');
  return content.replace(/\/+$/, '');
};

/**
 * The full contract, to check every answer against (ADR 009): in development and tests, where a drift between
 * server and web should fail loudly; never in a production build, where the condition is false at build time
 * and the contract, with its schemas, is not even loaded (ADR 015). Storybook's static build is a production
 * build, so its MSW answers go unchecked there.
 */
const checkAgainst: Contract | undefined =
  import.meta.env.DEV || import.meta.env.MODE === 'test' ? (await import('@klubhus/domain')).contract : undefined;

interface Connection {
  baseUrl: string;
  getToken?: () => string | null;
  /** @default browserFetch */
  fetch?: typeof globalThis.fetch;
}
let connection: Connection | undefined;
let client: KlubhusClient | undefined;

/** A client over a wire table, on the connection start-up made (the tenant lookup makes its own). */
export const clientOf = <C extends Contract>(
  wire: WireTable<C>,
  { baseUrl, getToken, fetch = browserFetch }: Connection,
) => createWireClient<C>(wire, { baseUrl, fetch, getToken, checkAgainst });

/**
 * Creates the app's client of the core calls; start-up calls it once the API base is known. `getToken`
 * reads the signed-in user's bearer token (the session store) on every call.
 */
export const connectApi = (baseUrl: string, getToken?: () => string | null): KlubhusClient => {
  connection = { baseUrl, getToken };
  client = clientOf(coreWire, connection);
  return client;
};

/**
 * The address of a GET call for an element that loads it by itself (an `<img src>` of `ChangeColor`), built from the
 * connection's base: `apiUrl('/v2/image/ChangeColor', { imageUrl, color })`. Only for public calls (no token travels).
 */
export const apiUrl = (path: `/${string}`, query: Readonly<Record<string, string>> = {}): string => {
  if (!connection) throw new Error('baseEndpoint is empty');
  const search = new URLSearchParams(query).toString();
  return `${connection.baseUrl}${path}${search ? `?${search}` : ''}`;
};

/** The client of the core calls, for query factories. Before start-up has connected it there is no base to call. */
export const api = (): KlubhusClient => {
  if (!client) throw new Error('baseEndpoint is empty');
  return client;
};

/**
 * The client of an area's calls, made from its wire table when the area first calls (its routes loaded it):
 * `const membersApi = areaApi(membersWire)` in `features/members/queries.ts` (docs/adding-an-area.md). The core
 * calls stay on `api()`.
 * @public extension point for later areas
 */
export const areaApi = <C extends Contract>(wire: WireTable<C>): (() => ContractClient<C>) => {
  let made: { for: Connection; client: ContractClient<C> } | undefined;
  return () => {
    if (!connection) throw new Error('baseEndpoint is empty');
    if (made?.for !== connection) made = { for: connection, client: clientOf(wire, connection) };
    return made.client;
  };
};
