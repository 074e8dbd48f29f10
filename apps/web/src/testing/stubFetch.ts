import type { ContractEntry } from '@klubhus/domain';
import { vi } from 'vitest';
import { matchCall, serve, type Answer, type StubCall } from './apiStub';

/** A call the stubbed fetch received, with the entry of the answer it got (`undefined`: "Not stubbed"). */
export interface SentCall extends StubCall {
  entry: ContractEntry | undefined;
}

/** The body as the client sent it: JSON parsed, anything else (FormData, URLSearchParams, text) as it is. */
const bodyOf = (body: RequestInit['body'], headers: Headers): unknown => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' && (headers.get('content-type') ?? '').includes('json')) return JSON.parse(body);
  return body;
};

/**
 * Stubs the global `fetch` for a unit test with `answers` (see ./apiStub.ts; vitest's `unstubGlobals` undoes
 * it after each test). Every call is recorded in `calls` as it is made; `sent(entry)` lists the calls that
 * fit an entry (whether or not it was answered), with that entry's path parameters.
 */
export const stubFetch = (...answers: Answer[]) => {
  const calls: SentCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    const headers = new Headers(init.headers);
    const { entry, call, response } = serve(answers, { method, url, headers, body: bodyOf(init.body, headers) });
    calls.push({ ...call, entry });
    const answered = await response;
    if (answered.type === 'error') throw new TypeError('Failed to fetch');
    return answered;
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (entry: ContractEntry): SentCall[] =>
    calls.flatMap((call) => {
      const params = matchCall(entry, call.method, call.path);
      return params ? [{ ...call, params }] : [];
    });
  return { calls, sent };
};
