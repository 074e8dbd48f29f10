import { randomInt } from 'node:crypto';
import { contract, createClient, type Contract } from '@klubhus/domain';
import { injectFetch } from './injectFetch.js';
import type { TestApp } from './testApp.js';
import { testContract } from './testContract.js';

export interface ApiOptions {
  /** The bearer token of the caller. */
  token?: string;
  /** The basic client credential `client` calls send. @default the client's own default (web:web) */
  clientCredential?: { user: string; password: string };
  /** The caller's address (sent as X-Forwarded-For; test apps trust one proxy hop). @default a random private one */
  address?: string;
  /** Every request leaves without an Authorization header: no credential, no token. */
  anonymous?: boolean;
  /** Every request carries this bearer token and nothing else (a person's session where a credential belongs). */
  bearerInstead?: string;
  /** The host the caller uses (sent as X-Forwarded-Host), which picks the brand. @default none: the default brand */
  host?: string;
  /** A Cookie header, as a browser would send it (the device cookie of sign-in). */
  cookie?: string;
}

/** A random private address, so per-address limits of one test never touch another's. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The one test client: the real domain client over a contract, talking to the test app in process. */
export const clientOf = <C extends Contract>(
  t: Pick<TestApp, 'app'>,
  over: C,
  {
    token,
    clientCredential,
    address = randomAddress(),
    anonymous = false,
    bearerInstead,
    host,
    cookie,
  }: ApiOptions = {},
) => {
  const inject = injectFetch(t.app);
  return createClient(over, {
    baseUrl: 'http://klubhus.test/api',
    fetch:
      anonymous || bearerInstead
        ? (input, init) => {
            const headers = new Headers(init?.headers);
            headers.delete('authorization');
            if (bearerInstead) headers.set('authorization', `Bearer ${bearerInstead}`);
            return inject(input, { ...init, headers });
          }
        : inject,
    getToken: () => token,
    clientCredential,
    // Every answer is checked against the contract, as in the web's development and tests (ADR 009).
    checkAnswers: true,
    headers: () => ({
      'x-forwarded-for': address,
      ...(host ? { 'x-forwarded-host': host } : {}),
      ...(cookie ? { cookie } : {}),
    }),
  });
};

/** The client of the real contract. */
export const api = (t: Pick<TestApp, 'app'>, options?: ApiOptions) => clientOf(t, contract, options);

/** The client of the test-only contract (`testContract.ts`). */
export const testApi = (t: Pick<TestApp, 'app'>, options?: ApiOptions) => clientOf(t, testContract, options);
