import type { FlagsPayload } from '@klubhus/domain';

/** `calendar_sharing` on: the deployment lets clubs share activities to shared calendars (§2.7 "flag-gated"). */
export const calendarSharingOn = (flags: FlagsPayload): boolean =>
  flags.features.calendar_sharing?.defaultValue === true;
