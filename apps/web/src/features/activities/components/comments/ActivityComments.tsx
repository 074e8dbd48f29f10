import type { ActivityDetail } from '@klubhus/domain';

/** STUB (issue 21, being built): the activity's comments (§2.5). */
export const ActivityComments = (_props: { clubId: number; activity: ActivityDetail; timeZone: string }) => null;
