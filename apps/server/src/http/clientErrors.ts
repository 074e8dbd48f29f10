/**
 * The client errors that Fastify and the multipart parser raise themselves, by their error code, with the
 * status and the stable `code` they answer with, so that a client can tell them apart (without this table they
 * all answered `code: 'invalid'`, some with the parser's 406).
 */
const clientErrors: Readonly<Record<string, { status: number; code: string }>> = {
  // Fastify's body parsing
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'emptyBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalidContentLength' },
  // @fastify/multipart
  FST_PARTS_LIMIT: { status: 413, code: 'tooManyParts' },
  FST_FILES_LIMIT: { status: 413, code: 'tooManyFiles' },
  FST_FIELDS_LIMIT: { status: 413, code: 'tooManyFields' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'fileTooLarge' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: 'invalidJson' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_PROTO_VIOLATION: { status: 400, code: 'invalidMultipart' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'invalidMultipart' },
};

/** How a framework client error answers; `undefined` for any other error. */
export const clientErrorOf = (error: { code?: unknown }) =>
  typeof error.code === 'string' && Object.hasOwn(clientErrors, error.code) ? clientErrors[error.code] : undefined;
