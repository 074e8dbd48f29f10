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
 * Refusals of the groups calls the web translates (ADR 016), with the spec's Danish text where it gives one
 * (document 1 §5, §8: "For mange medlemmer"). The member calls adding people to a group refuse with the same
 * `tooManyMembers`.
 */
export const groupRefusals = {
  tooManyMembers: { code: 'tooManyMembers', message: 'For mange medlemmer' },
  tooManyGroups: { code: 'tooManyGroups', message: 'Foreningen har nået det højeste antal grupper' },
  unknownGroup: { code: 'unknownGroup', message: 'Gruppen findes ikke i foreningen' },
} as const;
