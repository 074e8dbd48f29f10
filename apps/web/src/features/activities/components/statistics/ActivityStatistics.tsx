import type { ActivityDetail } from '@klubhus/domain';

/** STUB (issue 21, being built): the activity's statistics (§2.5). */
export const ActivityStatistics = (_props: { clubId: number; activity: ActivityDetail }) => null;
