import multipart from '@fastify/multipart';
import type { RequestType } from '@klubhus/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openUploadFolder } from '../shared/files/uploadFolder.js';
import { unsupportedMediaType } from './HttpError.js';
import { readMultipart, type ResolvedUploadLimits } from './multipartBody.js';

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

  // (A JSON body on a multipart entry is parsed within the default body limit and fails its `z.file()`: 400.)
  app.addHook('preParsing', async (request) => {
    if (!request.is404 && isMultipartType(request) && request.routeOptions.config.requestType !== 'multipart') {
      throw unsupportedMediaType('This call does not accept multipart/form-data');
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const { requestType, upload } = request.routeOptions.config;
    if (requestType !== 'multipart' || !upload || !request.isMultipart()) return;
    request.body = await readMultipart(request, reply, upload, folder);
  });
};
