import * as z from 'zod';

/** The error body every failing call answers with (ARCHITECTURE §2). */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  /** The spec's message key where one applies (`required`, `emailValid`, ...). */
  code: z.string().optional(),
  /** The request field a validation or conflict error is about, so a form can show it under that field. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/**
 * A group would hold more members than its maxUsers (spec document 1 §5, §8): the spec's text verbatim, under
 * the code `tooManyMembers`. The spec swallows it silently; we show it under the group field (ADR 016).
 */
export const TOO_MANY_MEMBERS = 'For mange medlemmer';
