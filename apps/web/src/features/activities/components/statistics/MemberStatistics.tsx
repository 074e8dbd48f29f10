import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberStatisticsPartProps } from '../../../members/public';
import { statisticsQueries, type StatisticsRange } from '../../queries';
import { RangedStatistics } from './RangedStatistics';

/**
 * A member's statistics in the member details (document 1 §3, §7): the activities of the club they were invited to
 * in the range, by type, and how many they attended. Shown in the members screen through its slot.
 */
export const MemberStatistics = ({ clubId, userId }: MemberStatisticsPartProps) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatisticsRange>(null);
  const query = useQuery(statisticsQueries.user(clubId, userId, range));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('activities.statistics.memberTitle')}
      </h3>
      <RangedStatistics
        clubId={clubId}
        query={query}
        onRangeChange={setRange}
        labelledBy={headingId}
        emptyHint={t('activities.statistics.memberEmptyHint')}
      />
    </section>
  );
};
