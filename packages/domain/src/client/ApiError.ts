/** A failed call: the status, the server's message and, where one applies, the spec's message key. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
