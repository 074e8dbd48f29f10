import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random bearer or link token: 32 bytes, base64url. Only its `hashToken` is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's recommended minimum), in the PHC
 * string format `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Marks an account without a password (created by single sign-on): it never verifies, and the user can
 * set one through the forgot-password link.
 */
export const NO_PASSWORD = '!';

/** A real argon2id hash of a random password, verified against when the e-mail is unknown so timing tells nothing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$HOAAFnOAN525djF+F6FT9Q$czG1EbXg/GQPvkKZpUc6ZFbdK70CaUaBWjqZk8b2sr0';

/** True when `password` matches `stored`; false for a missing, unusable or malformed hash. */
export const verifyPassword = async (stored: string | undefined, password: string): Promise<boolean> => {
  const usable = stored?.startsWith('$argon2') ? stored : undefined;
  try {
    const matches = await verify(usable ?? DUMMY_HASH, password);
    return usable !== undefined && matches;
  } catch {
    return false;
  }
};

/** Compares without leaking where two strings differ. */
export const safeEqual = (a: string, b: string): boolean => {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a === b;
};
