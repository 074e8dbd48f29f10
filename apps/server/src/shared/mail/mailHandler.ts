import type { JobContext, JobHandler } from '../../outbox/jobs.js';
import type { OutboxLog } from '../../outbox/worker.js';
import { listHeaders, withSecretLink, type SecretLinkMinters } from './mail.js';
import type { MailTransport } from './transport.js';

const senderDomain = (from: string): string => {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'klubhus.local';
};

/**
 * One Message-ID per outbox row, the same on every retry: when a run is repeated after the mail did
 * go out (the handler runs at least once), receiving servers and clients can recognise the duplicate.
 * The creation time keeps ids unique when a database is reset and its ids start over.
 */
export const messageIdFor = (job: Pick<JobContext, 'id' | 'createdAt'>, from: string): string =>
  `<outbox-${job.id}-${job.createdAt.getTime()}@${senderDomain(from)}>`;

/**
 * Sends a `mail` job over the transport; without one (no SMTP_URL) the job is `held`, so it stays in
 * the outbox and can be read at /dev/mail. A secret link is made now, as the mail goes out; when its record no
 * longer allows one (a reset link used or expired meanwhile) the mail is dropped: it would only carry a dead link.
 */
export const mailHandler =
  (options: {
    transport: MailTransport | undefined;
    from: string;
    secretLinks: SecretLinkMinters;
    log: OutboxLog;
  }): JobHandler<'mail'> =>
  async (queued, job) => {
    if (!options.transport) return 'held';
    const mail = await withSecretLink(queued, options.secretLinks);
    if (!mail) {
      options.log.info({ jobId: job.id }, 'mail dropped: its link is no longer valid');
      return 'done';
    }
    const headers = listHeaders(mail);
    await options.transport.send({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      messageId: messageIdFor(job, options.from),
      ...(headers ? { headers } : {}),
    });
    return 'done';
  };
