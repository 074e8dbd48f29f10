import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { forgotPasswordJob, mintResetLink, purgeExpired } from './features/accounts/public.js';
import { sendDueReminders } from './features/activities/public.js';
import { mintInvitationLink, purgeJoining } from './features/joining/public.js';
import { purgeSignupLinks } from './features/signup-links/public.js';
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
  config: Pick<Config, 'publicUrl'>;
}): FeatureJobs => ({
  handlers: { forgotPassword: forgotPasswordJob(deps), activityReminders: sendDueReminders(deps) },
  secretLinks: { passwordReset: mintResetLink(deps), invitation: mintInvitationLink(deps) },
  cleanup: [
    { name: 'accounts', run: purgeExpired(deps) },
    { name: 'joining', run: purgeJoining(deps) },
    { name: 'signupLinks', run: purgeSignupLinks(deps) },
  ],
});
