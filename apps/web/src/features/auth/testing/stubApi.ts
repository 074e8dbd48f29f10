import { vi } from 'vitest';

/** One answer of the stubbed API: a JSON body (or none for 204) and a status. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` for a screen test: `answers` maps "METHOD /path" (e.g. "POST /api/v2/login/plain") to an
 * answer; every call is recorded in `calls` with its parsed JSON body (form data as an object).
 */
export const stubApi = (answers: Record<string, StubAnswer | (() => StubAnswer)>) => {
  const calls: SentCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body) as unknown;
    else if (body instanceof FormData) body = Object.fromEntries(body.entries());
    calls.push({ method, path: url.pathname, body });
    const found = answers[`${method} ${url.pathname}`];
    const answer = typeof found === 'function' ? found() : found;
    if (!answer) return Response.json({ statusCode: 404, message: 'Not stubbed' }, { status: 404 });
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return Response.json(answer.body ?? {}, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, sent: (path: string) => calls.filter((call) => call.path === path) };
};

export const paths = {
  login: '/api/v2/login/plain',
  register: '/api/v2/login/register',
  forgot: '/api/v2/login/forgotPassword',
  reset: '/api/v2/login/resetPassword',
  checkClubLink: '/api/v2/login/checkclublink',
  dataPolicy: '/api/v2/clubs/datapolicy/link/get',
  disabledFields: '/api/v4/clubs/getClubDisableProperties',
  clubOverview: '/api/v2/web/cluboverview',
  children: '/api/v3/user/0/children',
  userImage: '/api/v3/user/images/header',
  userLocale: '/api/v3/user/locale',
} as const;
