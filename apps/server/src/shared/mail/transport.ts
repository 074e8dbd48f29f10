import { createTransport } from 'nodemailer';

/** @public extension point for later areas */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
}

/** The one thing the mail handler needs from nodemailer; tests may pass their own. */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/**
 * SMTP through nodemailer. The URL carries everything (`smtp://user:pass@host:587`,
 * `smtps://…:465`, `?pool=true` to keep connections open between mails).
 */
export const createMailTransport = (smtpUrl: string): MailTransport => {
  const transporter = createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
};
