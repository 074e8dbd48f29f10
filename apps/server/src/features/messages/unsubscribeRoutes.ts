import { messageRefusals, type MailChoice, type messagesContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { queryRows } from '../../db/queryRows.js';
import type { Handlers } from '../../http/registerContract.js';
import { notFound } from '../../http/HttpError.js';
import type { MessagesDeps } from './deps.js';
import { personOfToken, type MailChoicePerson } from './mailChoiceTokens.js';

/**
 * Per address, as every call an anonymous visitor can make. More than a calendar feed's 60: a mail program's one-click
 * unsubscribe (RFC 8058) POSTs from its provider's few addresses, for everyone who clicks after a large mailing. A
 * forged token costs an HMAC and no query, so guessing gains nothing from the room.
 */
const CHOICE_LIMIT = { max: 120, timeWindow: '1 minute' };

const linkInvalid = () =>
  notFound(messageRefusals.unsubscribeLinkInvalid.message, messageRefusals.unsubscribeLinkInvalid.code);

/** The person of a token the server signed; 404 for anything else. */
const personOf = (deps: MessagesDeps, token: string): MailChoicePerson => {
  const person = personOfToken(deps.links, token);
  if (!person) throw linkInvalid();
  return person;
};

/** The answer of both calls; 404 when the person is no longer the club's (left, erased, became a user). */
const answer = (rows: { club: string; subscribed: boolean }[]): MailChoice => {
  const [row] = rows;
  if (!row) throw linkInvalid();
  return { club: row.club, subscribed: row.subscribed };
};

/** Where the person of a link stands. */
const readChoice = async (deps: MessagesDeps, { clubId, kind, id }: MailChoicePerson): Promise<MailChoice> =>
  answer(
    await queryRows(
      deps.db,
      kind === 'u'
        ? sql`select c.title as club, m.message_mails as subscribed
                from memberships m join clubs c on c.id = m.club_id
               where m.club_id = ${clubId} and m.user_id = ${id}`
        : sql`select c.title as club, im.message_mails as subscribed
                from inactive_members im join clubs c on c.id = im.club_id
               where im.club_id = ${clubId} and im.id = ${id} and im.activated_at is null`,
    ),
  );

/**
 * Sets the choice, in one statement: a member's on their membership; an inactive member's on every pending inactive
 * row of the club with their e-mail (children sharing a parent's address: one address, one choice).
 */
const writeChoice = async (
  deps: MessagesDeps,
  { clubId, kind, id }: MailChoicePerson,
  subscribed: boolean,
): Promise<MailChoice> =>
  answer(
    await queryRows(
      deps.db,
      kind === 'u'
        ? sql`update memberships m set message_mails = ${subscribed}
                from clubs c
               where c.id = m.club_id and m.club_id = ${clubId} and m.user_id = ${id}
           returning c.title as club, m.message_mails as subscribed`
        : sql`with person as (
                select id, lower(email) as address from inactive_members
                 where club_id = ${clubId} and id = ${id} and activated_at is null
              )
              update inactive_members im set message_mails = ${subscribed}
                from person, clubs c
               where c.id = im.club_id and im.club_id = ${clubId} and im.activated_at is null
                 and (im.id = person.id or lower(im.email) = person.address)
           returning c.title as club, im.message_mails as subscribed`,
    ),
  );

/** Personal data at a secret address: no shared cache keeps it, and the address is not sent on. */
const privately = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');

/** The unsubscribe link's two calls (ADR 028): public, by the link's signed token, limited per address. */
export const mailChoiceHandlers = (
  deps: MessagesDeps,
): Pick<Handlers<typeof messagesContract>, 'messageMailChoice' | 'setMessageMailChoice'> => ({
  // Reading changes nothing: a link scanner that opens the address leaves the choice as it was.
  messageMailChoice: {
    handler: ({ query, reply }) => {
      privately(reply);
      return readChoice(deps, personOf(deps, query.token));
    },
    rateLimit: CHOICE_LIMIT,
  },
  // The web page's form and a mail program's one-click POST (`List-Unsubscribe=One-Click`): no `subscribe=true`
  // means stop.
  setMessageMailChoice: {
    handler: ({ query, body, reply }) => {
      privately(reply);
      return writeChoice(deps, personOf(deps, query.token), body.subscribe === 'true');
    },
    rateLimit: CHOICE_LIMIT,
  },
});
