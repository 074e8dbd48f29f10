// zod/mini: the web reads the remembered user on every page, /login included, where the full zod must not load
// (issue 14, ADR 015).
import * as z from 'zod/mini';

/** The signed-in user as sign-in answers it and the web stores it ("remembered user", spec §3). */
export const accountUser = z.object({
  id: z.int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  /** URL path of the header image (`/files/users/…`), or null. */
  imageUrl: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  /** Calendar date `YYYY-MM-DD`. */
  birthdate: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
});
export type AccountUser = z.infer<typeof accountUser>;
