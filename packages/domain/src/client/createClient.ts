import type { Contract, EntryInput, EntryOutput, ResponseType } from '../contract/entry.js';
import type { WireEntry, WireTable } from '../contract/wire.js';
import { AnswerDriftError } from './AnswerDriftError.js';
import { ApiError } from './ApiError.js';

export interface ClientOptions {
  /** `{origin}/api`, read by the web from `<meta name="api-base">`. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** The bearer token of the signed-in user, if any. */
  getToken?: () => string | null | undefined;
  /** The basic client credential sent by `client` calls. @default { user: 'web', password: 'web' } */
  clientCredential?: { user: string; password: string };
  /** Extra headers on every call (the fault-injection header in tests, for example). */
  headers?: () => Record<string, string>;
  /**
   * Check every JSON and text answer against its entry's response schema and reject with
   * `AnswerDriftError` when it does not match (CSV, image and empty answers are not checked). The web turns it
   * on in development and tests only (ADR 009).
   * @default false
   */
  checkAnswers?: boolean;
}

/** How far a CSV answer has come: bytes received, and the whole when the server said (`Content-Length`). */
export type DownloadProgress = (received: number, total: number | undefined) => void;

/** What one call may take besides its input. */
export interface CallInit {
  signal?: AbortSignal;
  /**
   * Called as a CSV answer's body arrives (first with 0 once the headers are in), so that a screen can show
   * the progress of a big export; other answers ignore it.
   */
  onProgress?: DownloadProgress;
  /**
   * The bearer token of this one call instead of `getToken`'s: a call made for someone other than the signed-in
   * user (the sign-up of an invitation calls with its `imported` session, then with each new parent's session;
   * ADR 018). Ignored by `client` and `public` calls.
   */
  token?: string;
}

export type ContractClient<C extends Contract> = {
  [K in keyof C]: (input: EntryInput<C[K]>, init?: CallInit) => Promise<EntryOutput<C[K]>>;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export const buildPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });

const buildQuery = (query: Record<string, unknown> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const encodeBody = (entry: WireEntry, body: unknown): RequestInit['body'] => {
  if (body === undefined) return undefined;
  if (entry.requestType === 'multipart' || entry.requestType === 'form') {
    const form = entry.requestType === 'form' ? new URLSearchParams() : new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      // Several files under one name (an activity's images): each its own part, as a browser's form sends them.
      const files = Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob);
      if (form instanceof FormData && files) for (const file of value as Blob[]) form.append(key, file);
      else if (form instanceof FormData && value instanceof Blob) form.append(key, value);
      else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return form;
  }
  return JSON.stringify(body);
};

/** What each kind of answer asks for; failures answer the JSON error body whatever the call, hence its lower rank. */
const accepts: Record<ResponseType, string> = {
  json: 'application/json',
  none: 'application/json',
  csv: 'text/csv, application/json;q=0.9',
  text: 'text/plain, application/json;q=0.9',
  calendar: 'text/calendar, application/json;q=0.9',
  image: 'image/*, application/json;q=0.9',
};

const basic = (user: string, password: string): string => `Basic ${btoa(`${user}:${password}`)}`;

/** Reads the error body; the spec's servers answer `Message`, ours `message`. */
const toApiError = async (response: Response): Promise<ApiError> => {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // A body that is not JSON still yields an error with the status text.
  }
  const message = body.message ?? body.Message ?? response.statusText;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const field = typeof body.field === 'string' ? body.field : undefined;
  return new ApiError(response.status, typeof message === 'string' ? message : '', code, field);
};

/** The CSV body as a Blob, read chunk by chunk so that `onProgress` hears of each; the bytes (BOM too) as sent. */
const readCsv = async (response: Response, onProgress: DownloadProgress | undefined): Promise<Blob> => {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const type = response.headers.get('content-type') ?? '';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(received, total);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
};

/**
 * Returns the answer as it came, not the schema's output, so that checking on and off differ only in the
 * throw. The contract's response schemas carry no transforms, coercions or defaults, so the answer already
 * is what its type says.
 */
const checked = (key: string, entry: Contract[string], answer: unknown): unknown => {
  const result = entry.response.safeParse(answer);
  if (!result.success) throw new AnswerDriftError(key, entry.method, entry.path, result.error);
  return answer;
};

/** One function per table entry, each making exactly that call; answers checked against `checkAgainst` when given. */
const buildClient = (
  table: Readonly<Record<string, WireEntry>>,
  checkAgainst: Contract | undefined,
  options: Omit<ClientOptions, 'checkAnswers'>,
): Record<string, unknown> => {
  const call = async (key: string, entry: WireEntry, input: LooseInput = {}, init: CallInit = {}): Promise<unknown> => {
    if (!options.baseUrl) throw new Error('baseEndpoint is empty');
    const headers: Record<string, string> = { Accept: accepts[entry.responseType ?? 'json'], ...options.headers?.() };
    if (entry.access === 'client') {
      const credential = options.clientCredential ?? { user: 'web', password: 'web' };
      headers.Authorization = basic(credential.user, credential.password);
    } else if (entry.access !== 'public') {
      const token = init.token ?? options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      headers['X-Requested-With'] = 'XMLHttpRequest';
    }
    const body = encodeBody(entry, input.body);
    if (body !== undefined && entry.requestType !== 'multipart' && entry.requestType !== 'form') {
      headers['Content-Type'] = 'application/json';
    }
    const url = `${options.baseUrl.replace(/\/$/, '')}${buildPath(entry.path, input.params)}${buildQuery(input.query)}`;
    const response = await options.fetch(url, { method: entry.method, headers, body, signal: init.signal });
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204 || entry.responseType === 'none') return undefined;
    if (entry.responseType === 'csv') return readCsv(response, init.onProgress);
    if (entry.responseType === 'image') return response.blob();
    const isText = entry.responseType === 'text' || entry.responseType === 'calendar';
    const answer: unknown = isText ? await response.text() : await response.json();
    const full = checkAgainst?.[key];
    return full ? checked(key, full, answer) : answer;
  };
  const client: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(table)) {
    client[key] = (input?: LooseInput, init?: CallInit) => call(key, entry, input, init);
  }
  return client;
};

/** One typed function per contract entry, each making exactly that call. */
export const createClient = <C extends Contract>(contract: C, options: ClientOptions): ContractClient<C> =>
  buildClient(contract, options.checkAnswers ? contract : undefined, options) as ContractClient<C>;

/**
 * The same client from a wire table (`src/wire/<area>.ts`): no schema, so the full zod does not load with it
 * (ADR 015). `checkAgainst`, the full contract, turns the answer checks on (development and tests).
 */
export const createWireClient = <C extends Contract>(
  wire: WireTable<C>,
  options: Omit<ClientOptions, 'checkAnswers'> & { checkAgainst?: Contract },
): ContractClient<C> => buildClient(wire, options.checkAgainst, options) as ContractClient<C>;
