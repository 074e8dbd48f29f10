/** An expected failure with the status and body ARCHITECTURE §2 prescribes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
    /** Sent as `Retry-After`: when the same call may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// The one error factory: every expected failure of every area is made here, so its status, code and body agree.

export const badRequest = (message: string, code?: string, field?: string) => new HttpError(400, message, code, field);
export const unauthorized = (message = 'Unauthorized', code = 'unauthorized', field?: string) =>
  new HttpError(401, message, code, field);
export const forbidden = (message = 'Forbidden', code = 'forbidden') => new HttpError(403, message, code);
/** `field` names the request field that points at nothing (an unknown id in a body). */
export const notFound = (message = 'Not found', code = 'notFound', field?: string) =>
  new HttpError(404, message, code, field);
/** A duplicate or a state that forbids the change (ARCHITECTURE §2: a conflict answers 409). */
export const conflict = (message: string, code: string, field?: string) => new HttpError(409, message, code, field);
export const tooManyRequests = (message: string, code: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, code, undefined, retryAfterSeconds);
/** Every slot of a bounded resource is taken (password hashing): try again shortly. */
export const serviceBusy = (message: string, code: string, retryAfterSeconds: number) =>
  new HttpError(503, message, code, undefined, retryAfterSeconds);
/** A request body over its limit: `bodyTooLarge`, `fileTooLarge`, `fieldTooLarge` (http/multipartBody.ts). */
export const payloadTooLarge = (message: string, code: string) => new HttpError(413, message, code);
export const unsupportedMediaType = (message: string) => new HttpError(415, message, 'unsupportedMediaType');
