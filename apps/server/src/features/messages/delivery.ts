import type { LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { inTransaction } from '../../db/inTransaction.js';
import { enqueue, enqueueMany } from '../../outbox/enqueue.js';
import type { Job, JobPayload } from '../../outbox/jobs.js';
import { mailPayload } from '../../shared/mail/mail.js';
import type { MessagesDeps } from './deps.js';
import { mailChoiceToken } from './mailChoiceTokens.js';

/** The web's page of an unsubscribe link, and the address a mail program's one-click unsubscribe POSTs to. */
const unsubscribeLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}/unsubscribe?token=${token}`,
  oneClick: `${publicUrl}/api/v2/clubboards/unsubscribe?token=${token}`,
});

interface MessageRow {
  title: string;
  message: string;
  all_members: boolean;
  club: string;
  brand_id: string;
  mail_cursor: string | null;
  mails_done: boolean;
}

/** One address's mail: the person it is written to (`u`/`i` and id), their name and language. */
interface RecipientRow {
  email: string;
  kind: 'u' | 'i';
  id: number;
  name: string;
  locale: LocaleCode | null;
}

/**
 * Everyone a message is for, one row per address (ADR 028 "Who gets a message"), in one statement:
 * - the members of the club (all members) or the direct members of its groups, with an e-mail;
 * - the pending inactive members (ADR 016: not activated) of the club or of its groups, with an e-mail.
 * An address is mailed once: a member in two target groups, a member and an inactive row of the same e-mail (the
 * member is written to: their language), two inactive children sharing a parent's e-mail (both named). An address
 * any of whose people chose no club mails (`message_mails`) gets none: one address, one choice.
 *
 * Ordered by the address (lower-cased); `after` and `limit` take one batch of the fan-out: the addresses after the
 * cursor, the next `limit` of them. `select` chooses what a row says: the whole recipient, or the address it is
 * sent to alone (the count at create).
 */
const recipientsSql = (
  clubId: number,
  messageId: number,
  allMembers: boolean,
  { after, limit, addressOnly }: { after: string | null; limit: number | null; addressOnly: boolean },
) => {
  const targets = sql`select group_id from message_groups where message_id = ${messageId} and club_id = ${clubId}`;
  const memberInGroups = allMembers
    ? sql``
    : sql`and exists (select 1 from group_members g
                       where g.club_id = ${clubId} and g.user_id = m.user_id and g.group_id in (${targets}))`;
  const inactiveInGroups = allMembers
    ? sql``
    : sql`and exists (select 1 from inactive_group_members g
                       where g.club_id = ${clubId} and g.inactive_member_id = im.id and g.group_id in (${targets}))`;
  const memberAfter = after === null ? sql`` : sql`and lower(u.email) > ${after}`;
  const inactiveAfter = after === null ? sql`` : sql`and lower(im.email) > ${after}`;
  const email = sql`(array_agg(email order by rank, id))[1] as email`;
  const columns = addressOnly
    ? email
    : sql`address, ${email},
          (array_agg(kind order by rank, id))[1] as kind,
          (array_agg(id order by rank, id))[1] as id,
          (array_agg(locale order by rank, id))[1] as locale,
          case when min(rank) = 0 then (array_agg(name order by rank, id))[1]
               else string_agg(name, ', ' order by id) end as name`;
  return sql`with people as (
          select lower(u.email) as address, u.email, 'u' as kind, u.id, 0 as rank,
                 coalesce(nullif(u.first_name, ''), u.email) as name, u.locale, m.message_mails as mails
            from memberships m join users u on u.id = m.user_id
           where m.club_id = ${clubId} and u.email is not null ${memberInGroups} ${memberAfter}
          union all
          select lower(im.email), im.email, 'i', im.id, 1, im.first_name, null, im.message_mails
            from inactive_members im
           where im.club_id = ${clubId} and im.activated_at is null and im.email is not null and im.email <> ''
                 ${inactiveInGroups} ${inactiveAfter}
        )
        select ${columns}
          from people
         group by address
        having bool_and(mails)
         order by address
         ${limit === null ? sql`` : sql`limit ${limit}`}`;
};

/** An address the outbox would refuse (stored before validation was as strict) is skipped, not the whole message. */
const mailable = (address: string) => mailPayload.shape.to.safeParse(address).success;

const messageOf = async (tx: Db, clubId: number, messageId: number, lock: boolean) => {
  const [message] = await queryRows<MessageRow>(
    tx,
    sql`select m.title, m.message, m.all_members, c.title as club, c.brand_id, m.mail_cursor,
               m.mails_done_at is not null as mails_done
          from messages m join clubs c on c.id = m.club_id
         where m.id = ${messageId} and m.club_id = ${clubId}
         ${lock ? sql`for update of m` : sql``}`,
  );
  return message;
};

/**
 * Mails a new message to each of its recipients once (ADR 028), in the transaction `tx` that saved it: counts the
 * recipients (the addresses the fan-out would mail now) and enqueues one `messageMails` job, which composes and
 * enqueues the mails in batches after the commit (`sendMessageMails`). Answers the count.
 */
export const enqueueMessageMails = async (
  tx: Db,
  deps: Omit<MessagesDeps, 'db'>,
  { clubId, messageId }: { clubId: number; messageId: number },
): Promise<number> => {
  const message = await messageOf(tx, clubId, messageId, false);
  if (!message) throw new Error(`message ${messageId} is not in club ${clubId}`);
  const addresses = await queryRows<{ email: string }>(
    tx,
    recipientsSql(clubId, messageId, message.all_members, { after: null, limit: null, addressOnly: true }),
  );
  await enqueue(tx, deps.clock, { kind: 'messageMails', payload: { clubId, messageId } });
  return addresses.filter((row) => mailable(row.email)).length;
};

/** Addresses per batch of the fan-out: one transaction, one recipient read and one outbox insert each. */
const MESSAGE_MAIL_BATCH = 1000;

/**
 * The `messageMails` job (src/featureJobs.ts): a message's mails, in batches of `batchSize` addresses in address
 * order, each batch in a transaction of its own that locks the message, reads the next recipients after its
 * `mail_cursor`, enqueues their mails — in the recipient's language (an inactive member's: the brand's default) and
 * the club's brand, the message as text, a link to the board, and the unsubscribe link in the footer and the
 * List-Unsubscribe header fields — and moves the cursor to the batch's last address (and sets `mails_done_at` after
 * the last batch). A crash between batches resumes after the cursor: nobody is mailed twice, nobody skipped. A
 * message deleted meanwhile mails nobody more; the recipients are read as each batch runs (ADR 028).
 */
export const sendMessageMails =
  (deps: Omit<MessagesDeps, 'flags'>, { batchSize = MESSAGE_MAIL_BATCH }: { batchSize?: number } = {}) =>
  async ({ clubId, messageId }: JobPayload<'messageMails'>): Promise<void> => {
    const { publicUrl } = deps.config;
    for (;;) {
      const more = await inTransaction(deps.db, async (tx) => {
        const message = await messageOf(tx, clubId, messageId, true);
        if (!message || message.mails_done) return false;
        const rows = await queryRows<RecipientRow & { address: string }>(
          tx,
          recipientsSql(clubId, messageId, message.all_members, {
            after: message.mail_cursor,
            limit: batchSize,
            addressOnly: false,
          }),
        );
        const brand = deps.mailer.brands.byId(message.brand_id);
        const writing = { title: message.title, text: message.message };
        const jobs = rows.flatMap((row): Job[] => {
          if (!mailable(row.email)) return [];
          const token = mailChoiceToken(deps.links, { clubId, kind: row.kind, id: Number(row.id) });
          const payload = deps.mailer.compose({
            template: 'boardMessage',
            brand,
            locale: row.locale,
            to: row.email,
            values: { name: row.name, club: message.club, title: message.title },
            link: `${publicUrl}/messages`,
            clubId,
            writing,
            unsubscribe: unsubscribeLinks(publicUrl, token),
          });
          return [{ kind: 'mail', payload }];
        });
        await enqueueMany(tx, deps.clock, jobs);
        const last = rows.at(-1)?.address ?? message.mail_cursor;
        const done = rows.length < batchSize;
        await tx.execute(
          sql`update messages set mail_cursor = ${last},
                                  mails_done_at = ${done ? deps.clock.now() : null}::timestamptz
               where id = ${messageId} and club_id = ${clubId}`,
        );
        return !done;
      });
      if (!more) return;
    }
  };
