// zod/mini: signing in is what /login does, and /login must not load the full zod (issue 14, ADR 015). These
// schemas compose with the full zod's everywhere else (the registration's e-mail is this one).
import * as z from 'zod/mini';
import { hasOnlyAllowedCharacters } from './characters.js';
import { textLimits } from './limits.js';

/** E-mail: trimmed, required, one line, valid (`required`, `invalidCharacter`, then `emailValid`, `maxLength`). */
export const emailField = z.pipe(
  z.string('required').check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((text) => hasOnlyAllowedCharacters(text, 'line'), 'invalidCharacter'),
  ),
  z.email('emailValid').check(z.maxLength(textLimits.email, 'maxLength')),
);

/**
 * `POST /v2/login/plain`: e-mail (trimmed) and password. Sign-in checks the password's presence and the house
 * limit only, never length or characters: a password is only ever compared with its hash (it never reaches
 * SQL), and a rule added later must not lock out an account whose password predates it. (The server's NUL
 * guard still refuses a NUL in any field of any call; no password can hold one.)
 */
export const loginRequest = z.object({
  email: emailField,
  password: z.string('required').check(z.minLength(1, 'required'), z.maxLength(textLimits.password, 'maxLength')),
});
export type LoginRequest = z.input<typeof loginRequest>;
