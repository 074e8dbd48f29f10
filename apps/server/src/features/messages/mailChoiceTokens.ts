import { timingSafeEqual } from 'node:crypto';
import type { LinkTokens } from '../signup-links/public.js';

/**
 * The token of a message mail's unsubscribe link (ADR 028): it names one person of one club — a member (`u` and their
 * user id) or an inactive member (`i` and the row's id) — and is signed with the server's link key, so nothing is
 * stored and nobody can make one for someone else. It grants nothing but that person's choice of the club's message
 * mails. `base64url(name ‖ HMAC-SHA256(link key, "club-link:message-mails:" + name))`, 60-70 characters.
 *
 * The HMAC is the link key's (`LinkTokens.tokenFor`) under the `club-link` derivation with a `message-mails:` prefix:
 * a sign-up link's nonce is random base64url and never holds a colon, so no nonce yields one of these MACs, and a
 * sign-up link's token (a bare MAC) never reads as a name here.
 */

/** The person an unsubscribe link is for. */
export interface MailChoicePerson {
  clubId: number;
  kind: 'u' | 'i';
  id: number;
}

const MAC_BYTES = 32;
const NAME = /^([1-9]\d{0,9})\.([ui])([1-9]\d{0,9})$/;

const nameOf = ({ clubId, kind, id }: MailChoicePerson) => `${clubId}.${kind}${id}`;
const macOf = (links: LinkTokens, name: string) =>
  Buffer.from(links.tokenFor('club-link', `message-mails:${name}`), 'base64url');

/** The token of `person`'s unsubscribe link. */
export const mailChoiceToken = (links: LinkTokens, person: MailChoicePerson): string => {
  const name = nameOf(person);
  return Buffer.concat([Buffer.from(name, 'ascii'), macOf(links, name)]).toString('base64url');
};

/** The person a token names, or null for anything the server did not sign (altered, cut short, made up). */
export const personOfToken = (links: LinkTokens, token: string): MailChoicePerson | null => {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: base64url's unused bits of the last character must not make a second one.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const name = bytes.subarray(0, bytes.length - MAC_BYTES).toString('latin1');
  const match = NAME.exec(name);
  if (!match) return null;
  if (!timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), macOf(links, name))) return null;
  const [, club, kind, id] = match;
  const person = { clubId: Number(club), kind: kind as 'u' | 'i', id: Number(id) };
  return person.clubId <= 2_147_483_647 && person.id <= 2_147_483_647 ? person : null;
};
