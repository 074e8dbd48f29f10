import { createTransport } from 'nodemailer';

/** @public extension point for later areas */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  /** Header fields besides the usual ones (`List-Unsubscribe`, `listHeaders`). */
  headers?: Record<string, string>;
}

/** The one thing the mail handler needs from nodemailer; tests may pass their own. */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/**
 * SMTP through nodemailer. The URL carries everything (`smtp://user:pass@host:587`, `smtps://…:465`).
 *
 * Connections are pooled by default — kept open between mails and reused (nodemailer's SMTPPool: at most 5
 * connections, 100 mails each, an idle one closed after 4 minutes): a round of a message's mails to the big club
 * drains about seven times as fast as with a connection per mail (`bench/messageMailBench.ts`). The worker sends at
 * most 4 mails at once (PostgreSQL; 1 on PGlite), within the pool's 5 connections; a mail whose connection fails
 * fails alone and is retried by the outbox. `?pool=false` in the URL turns the pool off (a connection per mail), and
 * the URL's other query options (`maxConnections`, `rateLimit` …) apply as nodemailer reads them: the URL's values
 * win over the default here.
 */
export const createMailTransport = (smtpUrl: string): MailTransport => {
  const transporter = createTransport({ url: smtpUrl, pool: true });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
};
