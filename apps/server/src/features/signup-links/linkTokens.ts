import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashToken } from '../../shared/tokens.js';

/**
 * A sign-up link's token (ADR 019): `base64url(HMAC-SHA256(link key, "club-link:" + nonce))`. The row keeps the
 * random nonce and the token's hash (the lookup), never the token: the dialog can show every active link again,
 * while a copy of the database alone reveals no working link. Replacing the key makes every link invalid.
 */

/** The shortest `LINK_KEY` the server accepts (characters). */
export const LINK_KEY_MIN_LENGTH = 32;

/** The key's file below DATA_DIR when `LINK_KEY` is unset. */
export const LINK_KEY_FILE = 'link-key';

/** Random bytes of a nonce (base64url: 32 characters). */
const NONCE_BYTES = 24;

interface NewLinkToken {
  nonce: string;
  token: string;
  tokenHash: string;
}

/** @public the link key in use, built once in `app.ts` (`app.linkTokens`) */
export interface LinkTokens {
  /** The token of a link made with `nonce`. */
  tokenOf: (nonce: string) => string;
  /** A fresh nonce, its token and the token's hash. */
  newToken: () => NewLinkToken;
  /**
   * The same for another kind of secret address (a personal calendar feed): `purpose` separates the derivations, so
   * that a nonce of one kind never yields a working token of another. Sign-up links are purpose `club-link`.
   */
  tokenFor: (purpose: LinkPurpose, nonce: string) => string;
  newTokenFor: (purpose: LinkPurpose) => NewLinkToken;
}

/** The kinds of secret address derived from the link key. */
type LinkPurpose = 'club-link' | 'personal-calendar';

export const linkTokens = (key: string): LinkTokens => {
  if (key.length < LINK_KEY_MIN_LENGTH)
    throw new Error(`the link key must have at least ${LINK_KEY_MIN_LENGTH} characters`);
  const tokenFor = (purpose: LinkPurpose, nonce: string) =>
    createHmac('sha256', key).update(`${purpose}:${nonce}`).digest('base64url');
  const newTokenFor = (purpose: LinkPurpose): NewLinkToken => {
    const nonce = randomBytes(NONCE_BYTES).toString('base64url');
    const token = tokenFor(purpose, nonce);
    return { nonce, token, tokenHash: hashToken(token) };
  };
  return {
    tokenOf: (nonce) => tokenFor('club-link', nonce),
    newToken: () => newTokenFor('club-link'),
    tokenFor,
    newTokenFor,
  };
};

/**
 * `LINK_KEY` when set; otherwise the key in `DATA_DIR/link-key`, written once (mode 0600) with 32 random bytes on the
 * first start. A file that is too short stops the start: a truncated key would silently invalidate every link.
 */
export const linkKeyOf = ({ linkKey, dataDir }: { linkKey: string | undefined; dataDir: string }): string => {
  if (linkKey !== undefined) return linkKey;
  const file = path.join(dataDir, LINK_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: never replaces a key another start has just written (it is read below instead).
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < LINK_KEY_MIN_LENGTH) {
    throw new Error(`${file}: the link key must have at least ${LINK_KEY_MIN_LENGTH} characters`);
  }
  return key;
};
