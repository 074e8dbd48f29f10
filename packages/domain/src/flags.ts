/**
 * Every feature flag the spec mentions (names are ours: the spec lists only what they gate).
 * The server serves these defaults at `/api/features` in GrowthBook's SDK payload format; a deployment
 * overrides values with a config file (`FEATURES_FILE`). Defaults are what a new club should see.
 */
export interface FlagRow {
  readonly key: string;
  readonly defaultValue: boolean;
}

const row = (key: string, defaultValue: boolean): FlagRow => ({ key, defaultValue });

export const paymentMethodNames = ['external', 'mobilepay', 'mobilepaysubscription', 'integration', 'kevin'] as const;
export type PaymentMethodName = (typeof paymentMethodNames)[number];

/** The spec's own flag pattern: `module_payment_{name}` enables a payment method in settings. */
export const paymentMethodFlag = (name: PaymentMethodName) => `module_payment_${name}` as const;

export const flags = [
  row('dashboard', true),
  row('activities', true),
  row('chat', false),
  row('chat_web', false),
  row('payments', true),
  row('subscriptions', true),
  row('subscription_plan_create', true),
  row('subscription_end_date', true),
  row('card_payment_service', false),
  // Not the hint's words: they are the activities area's text, which must not load on /login (ADR 015).
  row('payment_agreement_hint', true),
  row('club_payment_solution', true),
  row('image_upload', true),
  row('signup_link', true),
  row('message_templates', true),
  row('message_comments', true),
  row('calendar_sharing', true),
  row('participant_admin', true),
  row('store_badges', true),
  row('club_creation', true),
  row('onboarding', true),
  row('help_webinars', false),
  row('help_timeline', false),
  row('help_bug_report', true),
  row('settings_sponsor', true),
  row('settings_ambassador', false),
  row('settings_cloud_storage', false),
  row('settings_modules', true),
  row('settings_activities', true),
  row('integrations', true),
  row('association_import', true),
  row('household_export', true),
  row('group_visibility', true),
  row('invisible_groups', true),
  row('free_access_groups', true),
  row('department_requests', false),
  row('document_library', false),
  row('organisation_mode', false),
  row('restricted_mode', false),
  ...paymentMethodNames.map((name) => row(paymentMethodFlag(name), name !== 'integration')),
] as const satisfies readonly FlagRow[];

export type FlagKey = (typeof flags)[number]['key'];

/** Defaults as a plain record, the shape a deployment's override file also has. */
export const flagDefaults = (): Record<string, boolean> =>
  Object.fromEntries(flags.map((flag) => [flag.key, flag.defaultValue]));

/**
 * What each flag gates (the spec lists the behaviour, not the names). Apart from the table so that the web, which
 * reads the table on /login, does not ship the descriptions (ADR 015's budget).
 */
export const flagGates: Record<string, string> = {
  dashboard: 'The /overview dashboard and its sidebar entry',
  activities: 'The /activities area and its sidebar entry',
  chat: 'Chat (first of the two chat flags)',
  chat_web: 'Chat in the web app (second of the two chat flags; the entry carries a Beta tag)',
  payments: 'The /payments area, its sidebar entry and payment badges',
  subscriptions: 'The "Abonnementer" tab and /payments/subscriptions',
  subscription_plan_create: 'The "Create subscription plan" button on a subscription',
  subscription_end_date: 'The optional paymentEndDate of a subscription',
  card_payment_service: 'The card payment service option of a subscription',
  payment_agreement_hint: 'The payment-agreement hint (document 2 §5) on amount fields',
  club_payment_solution: 'The club bank-transfer payment solution ("MinForening betalingsløsning") option',
  image_upload: 'Image attachments on approval notes (administrators only)',
  signup_link: 'The sign-up link button in the members toolbar and the group invitation links',
  message_templates: 'Templates in the message wizard',
  message_comments: 'Comments on messages',
  calendar_sharing: 'Sharing an activity to a public calendar',
  participant_admin: 'Buttons that move a participant between invited, attending and cancelled',
  store_badges: 'App-store badges and the cookies button (sidebar, login, /register/done)',
  club_creation: 'Creating a club: /create-club, the onboarding link and the club switcher entry',
  onboarding: 'The /onboarding screen for users with clubs (off: they go to /)',
  help_webinars: 'The webinar help link on the dashboard',
  help_timeline: 'The timeline help link on the dashboard',
  help_bug_report: 'The bug-report help link on the dashboard',
  settings_sponsor: 'The sponsor settings tab',
  settings_ambassador: 'The ambassador settings tab',
  settings_cloud_storage: 'The cloud-storage ("onlime") settings tab',
  settings_modules: 'The modules settings tab',
  settings_activities: 'The activities settings tab',
  integrations: 'The integrations settings tab (Danish clubs only)',
  association_import: 'Member import from an association system (Danish clubs only)',
  household_export: 'The household export of members',
  group_visibility: 'The visible and open toggles of a group',
  invisible_groups: 'Invisible groups',
  free_access_groups: 'Free-access groups',
  department_requests: 'Department (club) requests and their badge',
  document_library: 'The document library',
  organisation_mode: "Invitation links on the organisation's own subdomain",
  restricted_mode: 'Restricted mode: hides member import and the admin overviews',
  ...Object.fromEntries(
    paymentMethodNames.map((name) => [paymentMethodFlag(name), `The ${name} payment method in settings`]),
  ),
};
