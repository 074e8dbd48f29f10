import { prettifyError, type $ZodError, type $ZodIssue } from 'zod/v4/core';
import type { HttpMethod } from '../contract/entry.js';

/**
 * A successful answer that does not match its contract entry's response schema (the client's
 * `checkAnswers`). Not an `ApiError`: the call itself succeeded; the server and the web disagree on its shape.
 */
export class AnswerDriftError extends Error {
  override readonly name = 'AnswerDriftError';
  /** Where and how the answer breaks the schema; `path` starts at the answer's root (`[0, 'clubId']`). */
  readonly issues: readonly $ZodIssue[];
  constructor(
    /** The entry's name in the contract table (`clubOverview`). */
    readonly key: string,
    readonly method: HttpMethod,
    /** The entry's path as the contract writes it (`/v2/web/cluboverview`). */
    readonly path: string,
    error: $ZodError,
  ) {
    super(`${key} (${method} ${path}) answered outside its contract:\n${prettifyError(error)}`, { cause: error });
    this.issues = error.issues;
  }
}
