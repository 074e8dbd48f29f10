import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_LIMITS, type UploadLimits } from '@klubhus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadFolder } from '../shared/files/uploadFolder.js';
import { badRequest, HttpError, payloadTooLarge } from './HttpError.js';

/** An entry's upload limits with every default filled in. */
export type ResolvedUploadLimits = { readonly [K in keyof UploadLimits]-?: number };

/** The limits of an entry's multipart body: its own where it declares them, `UPLOAD_LIMITS` for the rest. */
export const uploadLimitsOf = (upload: UploadLimits = {}): ResolvedUploadLimits => {
  const files = upload.files ?? UPLOAD_LIMITS.files;
  const fields = upload.fields ?? UPLOAD_LIMITS.fields;
  return {
    files,
    fileBytes: upload.fileBytes ?? UPLOAD_LIMITS.fileBytes,
    fields,
    fieldBytes: upload.fieldBytes ?? UPLOAD_LIMITS.fieldBytes,
    headerPairs: upload.headerPairs ?? UPLOAD_LIMITS.headerPairs,
    parts: upload.parts ?? files + fields,
  };
};

/** The bytes of one part's headers (Content-Disposition with a file name, Content-Type): more is cut off. */
const PART_HEADER_BYTES = 2048;
/** A part's headers, its boundary line (at most 70 characters, RFC 2046) and line ends. */
const PART_OVERHEAD = PART_HEADER_BYTES + 128;
/** A field name (busboy's default). */
const FIELD_NAME_BYTES = 100;

/** The largest multipart body within the limits: a declared Content-Length over it is refused before reading. */
const largestMultipartBody = (limits: ResolvedUploadLimits): number =>
  Math.min(limits.files, limits.parts) * (limits.fileBytes + PART_OVERHEAD) +
  Math.min(limits.fields, limits.parts) * (limits.fieldBytes + FIELD_NAME_BYTES + PART_OVERHEAD) +
  PART_OVERHEAD;

/** What busboy gets; its own limits become 413s through `clientErrors` (files, fields, parts) or below (sizes). */
const busboyLimits = (limits: ResolvedUploadLimits) => ({
  fileSize: limits.fileBytes,
  files: limits.files,
  fields: limits.fields,
  fieldSize: limits.fieldBytes,
  fieldNameSize: FIELD_NAME_BYTES,
  parts: limits.parts,
  headerPairs: limits.headerPairs,
  headerSize: PART_HEADER_BYTES,
});

/** A system error (a full disk ...) is the server's failure; anything else from the parser is a malformed body. */
const isSystemError = (error: unknown) =>
  error instanceof Error && /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code));

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads a multipart body within `limits`, streaming each file to its own file in the app's upload folder, never
 * into memory. Fields become strings; files become web `File`s backed by those files (`fs.openAsBlob` does not
 * copy the bytes), so the contract's `z.file()` schemas validate them as they are. A name sent twice becomes a
 * list. The files are removed when the response closes, whether it was sent, failed or abandoned by the client.
 * Called only after access is decided (the caller may upload here at all).
 */
export const readMultipart = async (
  request: FastifyRequest,
  reply: FastifyReply,
  limits: ResolvedUploadLimits,
  folder: UploadFolder,
): Promise<Record<string, unknown>> => {
  const declared = Number(request.headers['content-length']);
  if (declared > largestMultipartBody(limits)) throw payloadTooLarge('The upload is too large', 'bodyTooLarge');

  const paths: string[] = [];
  let ended = false;
  const remove = (target: string) =>
    fs.promises.rm(target, { force: true }).catch((error: unknown) => {
      request.log.error({ err: error }, 'could not remove an upload');
    });
  reply.raw.once('close', () => {
    ended = true;
    for (const target of paths.splice(0)) void remove(target);
  });
  const track = (target: string) => {
    if (ended) {
      void remove(target);
      throw badRequest('The request ended during its upload', 'invalidMultipart');
    }
    paths.push(target);
  };

  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const existing = body[name];
    body[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  try {
    for await (const part of request.parts({ limits: busboyLimits(limits) })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw payloadTooLarge(
            `${part.fieldname}: a field may have at most ${limits.fieldBytes} bytes`,
            'fieldTooLarge',
          );
        }
        add(part.fieldname, part.value);
        continue;
      }
      const target = await folder.newPath();
      track(target);
      await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx' }));
      if (part.file.truncated) {
        throw payloadTooLarge(`${part.fieldname}: a file may have at most ${limits.fileBytes} bytes`, 'fileTooLarge');
      }
      add(part.fieldname, new File([await fs.openAsBlob(target)], part.filename, { type: part.mimetype }));
    }
  } catch (error) {
    // The rest of the body is read and dropped (never kept), so the answer reaches a client that is still
    // sending and the connection stays usable; the request timeout bounds how long that may go on.
    request.raw.unpipe();
    request.raw.resume();
    if (error instanceof HttpError || isClientError(error) || isSystemError(error)) throw error;
    throw badRequest('The multipart body is malformed', 'invalidMultipart');
  }
  return body;
};
