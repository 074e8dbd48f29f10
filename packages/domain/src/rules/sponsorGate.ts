/** How long a sponsor banner is shown after sign-in (spec document 2 §4 and §9). */
export const SPONSOR_BANNER_MS = 2000;
/** How long the gate waits when the check fails or answers 0 (no banner). */
export const SPONSOR_NONE_DELAY_MS = 500;

/** What the sponsor check gave: a banner to show, none (`0`), or a failure. */
export type SponsorCheck = { bannerUrl: string } | 0 | 'failed';

/** The banner to show, if any, and how long the gate holds the app. */
export const sponsorGatePlan = (check: SponsorCheck): { bannerUrl: string | null; holdMs: number } =>
  typeof check === 'object' && check.bannerUrl
    ? { bannerUrl: check.bannerUrl, holdMs: SPONSOR_BANNER_MS }
    : { bannerUrl: null, holdMs: SPONSOR_NONE_DELAY_MS };
