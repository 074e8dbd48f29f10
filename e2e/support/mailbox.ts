import fs from 'node:fs';
import path from 'node:path';

/** A message the journeys' SMTP peer accepted (support/smtpPeer.ts), as it stores it. */
export interface Mail {
  subject: string;
  /** The sender as `Name <address>`. */
  from: string;
  text?: string;
  html?: string;
  /** The envelope's recipients, lower case. */
  to: string[];
  receivedAt: string;
}

const mailboxDir = (): string => {
  const dir = process.env.KLUBHUS_E2E_MAILBOX_DIR;
  if (!dir) throw new Error('KLUBHUS_E2E_MAILBOX_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
};

/** Mails already read, by file name: the peer writes each file once (aside, then renamed) and never changes it. */
const read = new Map<string, Mail>();

const readMailbox = (dir: string): Mail[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let mail = read.get(file);
      if (!mail) {
        mail = JSON.parse(fs.readFileSync(file, 'utf8')) as Mail;
        read.set(file, mail);
      }
      return mail;
    });

/**
 * How often the mailbox is looked at while a journey waits for mail. Only new files are read (above), so a look is a
 * directory listing: often enough that a journey moves on within a moment of the mail's arrival.
 */
const pollMs = 50;

/**
 * The first mail to `to` (whose subject matches `subject`, when given) that the SMTP peer received;
 * polls until it arrives or `timeout` ms pass. The server's outbox worker sends within about a poll
 * interval (OUTBOX_POLL_MS, 1 s) of the commit.
 */
export const waitForMail = async (to: string, options: { subject?: RegExp; timeout?: number } = {}): Promise<Mail> => {
  const { subject, timeout = 20_000 } = options;
  const dir = mailboxDir();
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = readMailbox(dir);
    const mail = mails.find((item) => item.to.includes(address) && (!subject || subject.test(item.subject)));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = mails.map((item) => `${item.to.join(', ')}: ${item.subject}`).join('\n  ') || '(none)';
      throw new Error(
        `No mail to ${to}${subject ? ` with subject ${subject}` : ''} within ${timeout} ms; received:\n  ${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
};

/** The first link in the mail (plain text, then the HTML's hrefs) that matches `pattern`. */
export const linkFrom = (mail: Mail, pattern: RegExp): string => {
  const fromText = mail.text?.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const fromHtml = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  const link = [...fromText, ...fromHtml].find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link matching ${pattern} in the mail "${mail.subject}":\n${mail.text ?? mail.html}`);
  return link;
};

/**
 * Every mail whose subject matches `subject`, once at least `count` have arrived; polls until then or until `timeout`
 * ms pass (a round of invitations to a team goes out as the outbox works through it).
 */
export const waitForMails = async (subject: RegExp, count: number, timeout = 30_000): Promise<Mail[]> => {
  const dir = mailboxDir();
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = readMailbox(dir).filter((item) => subject.test(item.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${mails.length} of ${count} mails with subject ${subject} within ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
};
