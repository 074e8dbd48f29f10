import type { ApiErrorBody } from '@klubhus/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorOf } from './clientErrors.js';
import { HttpError } from './HttpError.js';
import type { WebShell } from './web.js';

/** A zod message that is a bare word is one of the spec's message keys (`required`, `emailValid`, ...). */
const messageKey = (message: string): string | undefined => (/^[a-z][A-Za-z0-9]*$/.test(message) ? message : undefined);

const send = (statusCode: number, body: Omit<ApiErrorBody, 'statusCode'>): ApiErrorBody => ({ statusCode, ...body });

/** Every failure answers `{ statusCode, message, code?, field? }`. Install before any route: Fastify binds it at registration. */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      // A strict object names the refused key in params, not in the path: answer `unknownField` on that key.
      const unknownKey =
        issue?.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys?.[0] : undefined;
      if (issue && unknownKey !== undefined) {
        const field = [...issue.instancePath.split('/').filter(Boolean), unknownKey].join('.');
        return reply.code(400).send(send(400, { message: `${field}: unknownField`, code: 'unknownField', field }));
      }
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const raw = issue?.message ?? 'Invalid request';
      const code = messageKey(raw) ?? 'invalid';
      const where =
        error.validationContext === 'body' ? field : `${error.validationContext}${field ? `.${field}` : ''}`;
      return reply.code(400).send(send(400, { message: where ? `${where}: ${raw}` : raw, code, field }));
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(send(error.statusCode, { message: error.message, code: error.code, field: error.field }));
    }
    const known = clientErrorOf(error);
    if (known) return reply.code(known.status).send(send(known.status, { message: error.message, code: known.code }));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match the contract');
      return reply.code(500).send(send(500, { message: 'Internal Server Error' }));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(send(status, { message: 'Internal Server Error' }));
    }
    return reply
      .code(status)
      .send(send(status, { message: error.message, code: error.code === undefined ? undefined : 'invalid' }));
  });
};

/** Unknown `/api` paths answer 404 JSON; other GETs get the web app's HTML when there is a web build. */
export const installNotFound = (app: FastifyInstance, web: WebShell | undefined) => {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && web?.serves(url)) return web.send(request, reply);
    return reply.code(404).send(send(404, { message: `No route ${request.method} ${url}`, code: 'notFound' }));
  });
};
