import { contract, createClient, type ContractClient, type KlubhusContract } from '@klubhus/domain';

export type KlubhusClient = ContractClient<KlubhusContract>;

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
 * Whether the app's clients check each answer against the contract (`checkAnswers`): in development and
 * tests, where a drift between server and web should fail loudly; not in a production build (ADR 009).
 * Storybook's static build is a production build, so its MSW answers go unchecked there.
 */
export const checkAnswers: boolean = import.meta.env.DEV || import.meta.env.MODE === 'test';

let client: KlubhusClient | undefined;

/**
 * Creates the app's one domain client; start-up calls it once the API base is known. `getToken` reads
 * the signed-in user's bearer token (the session store) on every call.
 */
export const connectApi = (baseUrl: string, getToken?: () => string | null): KlubhusClient => {
  client = createClient(contract, { baseUrl, fetch: browserFetch, getToken, checkAnswers });
  return client;
};

/** The domain client for query factories. Before start-up has connected it there is no base to call. */
export const api = (): KlubhusClient => {
  if (!client) throw new Error('baseEndpoint is empty');
  return client;
};
