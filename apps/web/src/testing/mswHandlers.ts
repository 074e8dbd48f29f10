import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiBase, serve, type Answer } from './apiStub';

/** The request's body as the app sent it: JSON parsed, form data as FormData or URLSearchParams, else text. */
const bodyOf = async (request: Request): Promise<unknown> => {
  if (!request.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) return request.json();
  if (type.startsWith('multipart/form-data')) return request.formData();
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(await request.text());
  return request.text();
};

const isApiCall = (request: Request) => new URL(request.url).pathname.startsWith(`${apiBase}/`);

/**
 * MSW handlers for a story's `parameters.msw.handlers` from `answers` (see ./apiStub.ts): one handler that
 * takes every call under `/api` at any origin and answers it as `stubFetch` would, "Not stubbed" included.
 * Give a story all its answers in one call: a second list after the first is never reached.
 */
export const mswHandlers = (...answers: Answer[]): HttpHandler[] => [
  http.all(
    ({ request }) => isApiCall(request),
    async ({ request }) => {
      const { response } = serve(answers, {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await bodyOf(request.clone()),
      });
      const answered = await response;
      return answered.type === 'error' ? HttpResponse.error() : answered;
    },
  ),
];
