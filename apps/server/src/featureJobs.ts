import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { forgotPasswordJob, mintResetLink, purgeExpired } from './features/accounts/public.js';
import { sendDueReminders } from './features/activities/public.js';
import { mintInvitationLink, purgeJoining } from './features/joining/public.js';
import { sendMessageMails } from './features/messages/public.js';
import { linkKeyOf, linkTokens, purgeSignupLinks } from './features/signup-links/public.js';
import type { FeatureJobs } from './outbox/handlers.js';
import type { Clock } from './shared/clock.js';
import type { Mailer } from './shared/mail/templates.js';

/**
 * The features' part of the outbox, composed here because the outbox imports nothing from the features: each
 * area adds its job handlers (a recurring step too: the activities' two-days reminders), the makers of its mails'
 * secret links, and its clean-up step.
 */
export const featureJobs = (deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'linkKey' | 'dataDir'>;
}): FeatureJobs => ({
  handlers: {
    forgotPassword: forgotPasswordJob(deps),
    activityReminders: sendDueReminders(deps),
    // The unsubscribe links are signed with the server's key, as the create path's (`app.linkTokens`).
    messageMails: sendMessageMails({ ...deps, links: linkTokens(linkKeyOf(deps.config)) }),
  },
  secretLinks: { passwordReset: mintResetLink(deps), invitation: mintInvitationLink(deps) },
  cleanup: [
    { name: 'accounts', run: purgeExpired(deps) },
    { name: 'joining', run: purgeJoining(deps) },
    { name: 'signupLinks', run: purgeSignupLinks(deps) },
  ],
});
