import * as z from 'zod';

/** The payload of a `mail` outbox job: everything needed to send it later, without reading other tables. */
export const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** The club the mail is about, when there is one; also written to the outbox row's `club_id`. */
  clubId: z.number().int().positive().optional(),
});

/** @public extension point for later areas */
export type MailPayload = z.infer<typeof mailPayload>;
