import type { FlagsPayload } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../shared/clock.js';
import type { Mailer } from '../../shared/mail/templates.js';
import type { LinkTokens } from '../signup-links/public.js';

/** What messages and boards need (ADR 028), built once in `app.ts`. */
export interface MessagesDeps {
  db: Db;
  clock: Clock;
  /** A new message's mails, through the outbox. */
  mailer: Mailer;
  /** Mailed links' address. */
  config: Pick<Config, 'publicUrl'>;
  /** `message_comments` and `message_templates`. */
  flags: FlagsPayload;
  /** The server's key: the unsubscribe links' signatures. */
  links: LinkTokens;
}
