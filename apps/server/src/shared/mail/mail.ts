import { randomBytes } from 'node:crypto';
import * as z from 'zod';

/**
 * A link that grants something (a password reset, an invitation to sign up) never rests in the outbox:
 * the mail is written with a placeholder where the link goes and a `secretLink` naming what it is for, and the
 * link's token is made only as the mail is sent (`mintSecretLinks`). The placeholder is random per mail, so no
 * text a user typed (a name, a club's title) can stand in for it; it survives HTML escaping unchanged.
 */
const secretLinkRef = z.object({
  kind: z.enum(['passwordReset', 'invitation']),
  id: z.number().int().positive(),
  placeholder: z.string().regex(/^secret-link-[0-9a-f]{32}$/),
});
export type SecretLinkRef = z.infer<typeof secretLinkRef>;
export type SecretLinkKind = SecretLinkRef['kind'];

/** A secret link's reference with a fresh placeholder, to write into a mail's texts in the link's place. */
export const secretLinkFor = (kind: SecretLinkKind, id: number): SecretLinkRef => ({
  kind,
  id,
  placeholder: `secret-link-${randomBytes(16).toString('hex')}`,
});

/** Makes the link of one kind for its record, as the mail is sent; null when the record no longer allows one. */
export type SecretLinkMinters = Record<SecretLinkKind, (id: number) => Promise<string | null>>;

/** The texts of a mail with its secret link put in: the token is made now. Null when no link can be made. */
export const withSecretLink = async <M extends MailPayload>(mail: M, minters: SecretLinkMinters): Promise<M | null> => {
  const ref = mail.secretLink;
  if (!ref) return mail;
  const link = await minters[ref.kind](ref.id);
  if (link === null) return null;
  const attribute = link.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    ...mail,
    text: mail.text.replaceAll(ref.placeholder, link),
    ...(mail.html === undefined ? {} : { html: mail.html.replaceAll(ref.placeholder, attribute) }),
  };
};

/** The payload of a `mail` outbox job: everything needed to send it later, without reading other tables. */
export const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** The club the mail is about, when there is one; also written to the outbox row's `club_id`. */
  clubId: z.number().int().positive().optional(),
  /** The texts hold SECRET_LINK where this link goes; it is made when the mail is sent. */
  secretLink: secretLinkRef.optional(),
  /**
   * A mail of a list the recipient can leave (a club's messages, ADR 028): sent as `List-Unsubscribe` (RFC 2369)
   * with `List-Unsubscribe-Post` (RFC 8058). `oneClick` takes the mail program's POST, `page` is the web's page.
   */
  unsubscribe: z
    .object({ oneClick: z.url({ protocol: /^https?$/ }), page: z.url({ protocol: /^https?$/ }) })
    .optional(),
});

/** @public extension point for later areas */
export type MailPayload = z.infer<typeof mailPayload>;

/**
 * The header fields of a mail the recipient can leave (RFC 2369, RFC 8058); none for any other mail. The one-click
 * address comes first: a mail program that unsubscribes in one click POSTs to the first HTTPS address it finds, and the
 * web's page only answers GET.
 */
export const listHeaders = (mail: Pick<MailPayload, 'unsubscribe'>): Record<string, string> | undefined =>
  mail.unsubscribe && {
    'List-Unsubscribe': `<${mail.unsubscribe.oneClick}>, <${mail.unsubscribe.page}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
