import type { ActivityDetail } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../queries';
import { StatisticsResult } from './StatisticsTable';

/**
 * The activity's statistics in its detail (§2.5; ADR 023): for a series, its occurrences up to and including this
 * one; else the activity alone. Cancelled occurrences are left out by the server.
 */
export const ActivityStatistics = ({ clubId, activity }: { clubId: number; activity: ActivityDetail }) => {
  const { t } = useTranslation();
  const query = useQuery(statisticsQueries.activity(clubId, activity.id));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold">
          {t('activities.statistics.title')}
        </h3>
        <p className="text-sm text-fg-muted">
          {t(activity.isRecurring ? 'activities.statistics.seriesHint' : 'activities.statistics.activityHint')}
        </p>
      </div>
      <StatisticsResult
        clubId={clubId}
        query={query}
        labelledBy={headingId}
        emptyHint={t('activities.statistics.activityEmptyHint')}
      />
    </section>
  );
};
