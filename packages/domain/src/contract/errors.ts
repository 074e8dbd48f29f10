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
