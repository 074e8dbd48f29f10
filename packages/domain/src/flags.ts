/**
 * Every feature flag the spec mentions (names are ours: the spec lists only what they gate).
 * The server serves these defaults at `/api/features` in GrowthBook's SDK payload format; a deployment
 * overrides values with a config file (`FEATURES_FILE`). Defaults are what a new club should see.
 */
export interface FlagRow {
  readonly key: string;
  readonly defaultValue: boolean;
  readonly gates: string;
}

const row = (key: string, defaultValue: boolean, gates: string): FlagRow => ({ key, defaultValue, gates });

export const paymentMethodNames = ['external', 'mobilepay', 'mobilepaysubscription', 'integration', 'kevin'] as const;
export type PaymentMethodName = (typeof paymentMethodNames)[number];

/** The spec's own flag pattern: `module_payment_{name}` enables a payment method in settings. */
export const paymentMethodFlag = (name: PaymentMethodName) => `module_payment_${name}` as const;

export const flags = [
  row('dashboard', true, 'The /overview dashboard and its sidebar entry'),
  row('activities', true, 'The /activities area and its sidebar entry'),
  row('chat', false, 'Chat (first of the two chat flags)'),
  row('chat_web', false, 'Chat in the web app (second of the two chat flags; the entry carries a Beta tag)'),
  row('payments', true, 'The /payments area, its sidebar entry and payment badges'),
  row('subscriptions', true, 'The "Abonnementer" tab and /payments/subscriptions'),
  row('subscription_plan_create', true, 'The "Create subscription plan" button on a subscription'),
  row('subscription_end_date', true, 'The optional paymentEndDate of a subscription'),
  row('card_payment_service', false, 'The card payment service option of a subscription'),
  // Not the hint's words: they are the activities area's text, which must not load on /login (ADR 015).
  row('payment_agreement_hint', true, 'The payment-agreement hint (document 2 §5) on amount fields'),
  row('club_payment_solution', true, 'The club bank-transfer payment solution ("MinForening betalingsløsning") option'),
  row('image_upload', true, 'Image attachments on approval notes (administrators only)'),
  row('signup_link', true, 'The sign-up link button in the members toolbar and the group invitation links'),
  row('message_templates', true, 'Templates in the message wizard'),
  row('message_comments', true, 'Comments on messages'),
  row('calendar_sharing', true, 'Sharing an activity to a public calendar'),
  row('participant_admin', true, 'Buttons that move a participant between invited, attending and cancelled'),
  row('store_badges', true, 'App-store badges and the cookies button (sidebar, login, /register/done)'),
  row('club_creation', true, 'Creating a club: /create-club, the onboarding link and the club switcher entry'),
  row('onboarding', true, 'The /onboarding screen for users with clubs (off: they go to /)'),
  row('help_webinars', false, 'The webinar help link on the dashboard'),
  row('help_timeline', false, 'The timeline help link on the dashboard'),
  row('help_bug_report', true, 'The bug-report help link on the dashboard'),
  row('settings_sponsor', true, 'The sponsor settings tab'),
  row('settings_ambassador', false, 'The ambassador settings tab'),
  row('settings_cloud_storage', false, 'The cloud-storage ("onlime") settings tab'),
  row('settings_modules', true, 'The modules settings tab'),
  row('settings_activities', true, 'The activities settings tab'),
  row('integrations', true, 'The integrations settings tab (Danish clubs only)'),
  row('association_import', true, 'Member import from an association system (Danish clubs only)'),
  row('household_export', true, 'The household export of members'),
  row('group_visibility', true, 'The visible and open toggles of a group'),
  row('invisible_groups', true, 'Invisible groups'),
  row('free_access_groups', true, 'Free-access groups'),
  row('department_requests', false, 'Department (club) requests and their badge'),
  row('document_library', false, 'The document library'),
  row('organisation_mode', false, "Invitation links on the organisation's own subdomain"),
  row('restricted_mode', false, 'Restricted mode: hides member import and the admin overviews'),
  ...paymentMethodNames.map((name) =>
    row(paymentMethodFlag(name), name !== 'integration', `The ${name} payment method in settings`),
  ),
] as const satisfies readonly FlagRow[];

export type FlagKey = (typeof flags)[number]['key'];

/** Defaults as a plain record, the shape a deployment's override file also has. */
export const flagDefaults = (): Record<string, boolean> =>
  Object.fromEntries(flags.map((flag) => [flag.key, flag.defaultValue]));
