import type { ApiErrorBody, ContractEntry, HandlerOutput } from '@klubhus/domain';

/**
 * The one API stub of the web's unit tests and stories, keyed by contract entries.
 *
 * A test or story says what the server answers, entry by entry, typed by the entry:
 * `answer(contract.clubOverview, [sampleClub])`, `failure(contract.loginPlain, 401, {...})`,
 * `pending(entry)`, `networkError(entry)`. The same answers become `stubFetch(...answers)` in a vitest test
 * (./stubFetch.ts) and `mswHandlers(...answers)` in a story (./mswHandlers.ts). Both hand every call to
 * `serve` below, so a call is matched, answered and turned into a `Response` in one place:
 * - a call fits an entry when its method is the entry's and its path is `/api` + the entry's path, `:name`
 *   segments taking any value (decoded into `params`);
 * - when the entries of several answers fit, the most literal one wins (the server's router, too, prefers
 *   `/v1/things/special` to `/v1/things/:id`); of one entry's answers the last wins, so
 *   `stubFetch(...defaults, override)` reads like an object spread;
 * - a call under `/api` that no answer fits gets 404 `{ statusCode: 404, message: 'Not stubbed' }`.
 *
 * Decision (issue 12): unit tests stub the global `fetch` (vi.stubGlobal) instead of running MSW's Node
 * server. The body a test sees stays what the app built (a FormData with its File: undici's Request cannot
 * read jsdom's FormData), answers are plain promises, so fake timers (the sponsor gate) need no care, and
 * there is no server to start and stop per file. Stories keep MSW (msw-storybook-addon's Service Worker),
 * which is the only way into a browser's fetch; there one catch-all handler calls the same `serve`.
 */

/** The API base ScreenProviders connects the client to; stubs answer it at any origin. */
export const apiBase = '/api';

/** The wire body of an entry's successful answer: JSON as the server sends it, a string for text, a Blob for bytes. */
type AnswerBody<E extends ContractEntry> = E['responseType'] extends 'none'
  ? undefined
  : E['responseType'] extends 'csv' | 'image'
    ? Blob
    : HandlerOutput<E>;

/** A call as the stub saw it. */
export interface StubCall {
  method: string;
  /** The URL's path, API base included (`/api/v3/clubs/12`). */
  path: string;
  /** The entry's `:name` path parameters, decoded; empty when no entry fits. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON parsed; a FormData, URLSearchParams or text as sent; `undefined` without a body. */
  body: unknown;
  headers: Headers;
}

/** Works out an answer from the call: a body, or another answer for the same entry (a `failure`, say). */
type AnswerResolver<E extends ContractEntry> = (
  call: StubCall,
) => AnswerBody<E> | Answer<E> | Promise<AnswerBody<E> | Answer<E>>;

const replyOf = Symbol('replyOf');

/** What the stubbed server answers one contract entry; make one with `answer`, `failure`, `pending` or `networkError`. */
export interface Answer<E extends ContractEntry = ContractEntry> {
  readonly entry: E;
  /** A fresh Response per call (a body is read once); `Response.error()` for a network failure. */
  readonly [replyOf]: (call: StubCall) => Promise<Response>;
}

const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && replyOf in value;

const make = <E extends ContractEntry>(entry: E, reply: (call: StubCall) => Promise<Response>): Answer<E> => ({
  entry,
  [replyOf]: reply,
});

const contentTypes = { text: 'text/plain; charset=utf-8', calendar: 'text/calendar; charset=utf-8' } as const;

const successResponse = (entry: ContractEntry, body: unknown, status: number): Response => {
  const type = entry.responseType ?? 'json';
  if (status === 204 || type === 'none') return new Response(null, { status });
  if (type === 'text' || type === 'calendar') {
    return new Response(String(body), { status, headers: { 'Content-Type': contentTypes[type] } });
  }
  if (type === 'csv' || type === 'image') return new Response(body as Blob, { status });
  return Response.json(body, { status });
};

interface AnswerOptions {
  /** @default the entry's `successStatus`, else 204 for `responseType: 'none'`, else 200 */
  status?: number;
}

/** The body is left out for an entry that answers nothing (`responseType: 'none'`). */
type BodyArgs<E extends ContractEntry> = E['responseType'] extends 'none'
  ? [body?: AnswerResolver<E>, options?: AnswerOptions]
  : [body: AnswerBody<E> | AnswerResolver<E>, options?: AnswerOptions];

/**
 * A successful answer to `entry`: a body typed by the entry's response schema, or a resolver that works
 * it out from the call (`({ body }) => ({ ...saved, ...(body as Patch) })`).
 */
export const answer = <E extends ContractEntry>(entry: E, ...[body, options = {}]: BodyArgs<E>): Answer<E> =>
  make(entry, async (call) => {
    // No body of the wire is a function, so a function is a resolver.
    const result: unknown = typeof body === 'function' ? await (body as AnswerResolver<E>)(call) : body;
    if (isAnswer(result)) return result[replyOf](call);
    const status = options.status ?? entry.successStatus ?? (entry.responseType === 'none' ? 204 : 200);
    return successResponse(entry, result, status);
  });

/**
 * A failed answer to `entry`: the API's error body (`{ statusCode, message, code?, field? }`) with `status`;
 * a string is the message alone.
 */
export const failure = <E extends ContractEntry>(
  entry: E,
  status: number,
  error: string | Omit<ApiErrorBody, 'statusCode'>,
): Answer<E> => {
  const body: ApiErrorBody = { statusCode: status, ...(typeof error === 'string' ? { message: error } : error) };
  return make(entry, async () => Response.json(body, { status }));
};

/** An answer that never comes, for what a screen shows while it waits. */
export const pending = <E extends ContractEntry>(entry: E): Answer<E> => make(entry, () => new Promise(() => {}));

/** No answer at all: the network fails (fetch rejects with a TypeError). */
export const networkError = <E extends ContractEntry>(entry: E): Answer<E> => make(entry, async () => Response.error());

const patterns = new WeakMap<ContractEntry, string[]>();
const segmentsOf = (entry: ContractEntry): string[] => {
  let segments = patterns.get(entry);
  if (!segments) {
    segments = `${apiBase}${entry.path}`.split('/');
    patterns.set(entry, segments);
  }
  return segments;
};

/**
 * The path parameters when a call (method, URL path) fits `entry`, else `undefined`. A `:name` segment takes
 * any non-empty value.
 */
export const matchCall = (entry: ContractEntry, method: string, path: string): Record<string, string> | undefined => {
  if (method.toUpperCase() !== entry.method) return undefined;
  const pattern = segmentsOf(entry);
  const segments = path.split('/');
  if (segments.length !== pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = segments[index] ?? '';
    if (expected.startsWith(':') && actual !== '') params[expected.slice(1)] = decodeURIComponent(actual);
    else if (actual !== expected) return undefined;
  }
  return params;
};

const literalSegments = (entry: ContractEntry) => segmentsOf(entry).filter((part) => !part.startsWith(':')).length;

const notStubbed = () => Response.json({ statusCode: 404, message: 'Not stubbed' }, { status: 404 });

/** A call as the two adapters hand it in. */
interface IncomingCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Finds the answer for a call (see the file's comment) and starts it. The call and its entry are known at
 * once, so that `stubFetch` records a call the moment it is made; the response follows.
 */
export const serve = (
  answers: readonly Answer[],
  { method, url, headers, body }: IncomingCall,
): { entry: ContractEntry | undefined; call: StubCall; response: Promise<Response> } => {
  let found: { answer: Answer; params: Record<string, string> } | undefined;
  for (const candidate of answers) {
    const params = matchCall(candidate.entry, method, url.pathname);
    if (!params) continue;
    // The last answer of the most literal entry: `>=` lets a later answer replace an earlier one of the same rank.
    if (!found || literalSegments(candidate.entry) >= literalSegments(found.answer.entry)) {
      found = { answer: candidate, params };
    }
  }
  const call: StubCall = {
    method: method.toUpperCase(),
    path: url.pathname,
    params: found?.params ?? {},
    query: Object.fromEntries(url.searchParams),
    body,
    headers,
  };
  const response = found ? found.answer[replyOf](call) : Promise.resolve(notStubbed());
  return { entry: found?.answer.entry, call, response };
};
