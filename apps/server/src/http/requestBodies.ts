import multipart from '@fastify/multipart';
import type { RequestType } from '@klubhus/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openUploadFolder } from '../shared/files/uploadFolder.js';
import { unsupportedMediaType } from './HttpError.js';
import { readMultipart, uploadLimitsOf, type ResolvedUploadLimits } from './multipartBody.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a contract route's body travels; a body of another kind answers 415 before it is read. */
    requestType?: RequestType;
    /** A multipart route's upload limits. */
    upload?: ResolvedUploadLimits;
  }
}

const isMultipartType = (request: FastifyRequest) =>
  /^\s*multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * A form entry's multipart body (RFC 8058 asks a mail program's one-click POST to send `multipart/form-data`; many send
 * `application/x-www-form-urlencoded`): a few short fields, no file.
 */
const FORM_FIELDS = uploadLimitsOf({ files: 0, fields: 8, fieldBytes: 1024 });

/**
 * How request bodies are read. JSON (and form) bodies: by Fastify, up to the route's `bodyLimit`. Multipart
 * bodies: only by routes whose entry declares `requestType: 'multipart'`, and only in `preValidation`, after
 * access was decided in `onRequest`/`preParsing` (access.ts) — so a caller who may not upload is refused before
 * a byte of the upload is read. Every other route answers 415 to multipart before reading it.
 * Install before the access hooks, so that this 415 comes first among the `preParsing` refusals.
 */
export const installRequestBodies = async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
  const folder = openUploadFolder(dataDir);
  app.addHook('onClose', () => folder.close());
  // The parser only marks a request as multipart; `readMultipart` reads it with its entry's limits (a read
  // without them gets no part at all). No `attachFieldsToBody`: that read, and buffered, every multipart body
  // on every route before access was decided.
  await app.register(multipart, { limits: { parts: 0 } });

  // A form body (`requestType: 'form'`): its fields as strings, within the route's body limit. Other routes: 415.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.requestType !== 'form') {
      done(unsupportedMediaType('This call does not accept application/x-www-form-urlencoded'));
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // (A JSON body on a multipart entry is parsed within the default body limit and fails its `z.file()`: 400.)
  app.addHook('preParsing', async (request) => {
    const { requestType } = request.routeOptions.config;
    if (!request.is404 && isMultipartType(request) && requestType !== 'multipart' && requestType !== 'form') {
      throw unsupportedMediaType('This call does not accept multipart/form-data');
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const { requestType, upload } = request.routeOptions.config;
    if (requestType === 'form' && request.isMultipart()) {
      request.body = await readMultipart(request, reply, FORM_FIELDS, folder);
      return;
    }
    if (requestType !== 'multipart' || !upload || !request.isMultipart()) return;
    request.body = await readMultipart(request, reply, upload, folder);
  });
};
