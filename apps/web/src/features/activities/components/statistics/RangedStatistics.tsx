import { ApiError, DEFAULT_TIME_ZONE, defaultStatisticsRange, type StatisticsAnswer } from '@klubhus/domain';
import { DatePicker } from '@klubhus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeProblem, type RangeDraft } from './statisticsRange';
import { StatisticsResult } from './StatisticsTable';

export interface RangedStatisticsProps {
  /** The club whose statistics these are. */
  clubId: number;
  /** The statistics of the range asked for last (the server's default range until the user picks one). */
  query: UseQueryResult<StatisticsAnswer>;
  /** A valid range was picked: ask for it. */
  onRangeChange: (range: { start: string; end: string }) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The empty state's hint. */
  emptyHint: string;
  /**
   * The club's zone, in which "today" is the range's default end until the server's answer says the range.
   * @default DEFAULT_TIME_ZONE
   */
  timeZone?: string;
}

/**
 * Statistics over a range of days (document 1 §7, §9): 'Fra' and 'Til' above the table. Until the user picks days
 * the server's default range is asked for (the last 30 days to today in the club's zone) and the fields show the
 * range its answer covers. A picked range is asked for once it is whole and valid; until then the fields say what is
 * wrong and the table keeps the last range's rows.
 */
export const RangedStatistics = ({
  clubId,
  query,
  onRangeChange,
  labelledBy,
  emptyHint,
  timeZone = DEFAULT_TIME_ZONE,
}: RangedStatisticsProps) => {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const [draft, setDraft] = useState<RangeDraft | null>(null);
  const fallback = defaultStatisticsRange(now, timeZone);
  const shown: RangeDraft = draft ?? (query.data ? { start: query.data.start, end: query.data.end } : fallback);
  const problem = rangeProblem(shown);

  const change = (field: keyof RangeDraft) => (value: string | null) => {
    const next = { ...shown, [field]: value };
    setDraft(next);
    if (rangeProblem(next) === null && next.start !== null && next.end !== null) {
      onRangeChange({ start: next.start, end: next.end });
    }
  };
  const calendar = {
    today: fallback.end,
    calendarButtonLabel: t('activities.statistics.calendar'),
    previousMonthLabel: t('activities.statistics.previousMonth'),
    nextMonthLabel: t('activities.statistics.nextMonth'),
  };
  const refused = query.error instanceof ApiError && query.error.code === 'statisticsRange';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <DatePicker
          {...calendar}
          label={t('activities.statistics.from')}
          value={shown.start}
          onChange={change('start')}
          errorMessage={problem === 'startRequired' ? t('activities.statistics.dayRequired') : undefined}
        />
        <DatePicker
          {...calendar}
          label={t('activities.statistics.to')}
          value={shown.end}
          onChange={change('end')}
          errorMessage={
            problem === 'endRequired'
              ? t('activities.statistics.dayRequired')
              : problem === 'endBeforeStart' || problem === 'tooLong'
                ? t(`activities.statistics.${problem}`)
                : undefined
          }
        />
      </div>
      {refused ? (
        <p role="alert" className="text-danger">
          {t('activities.statistics.refusals.statisticsRange')}
        </p>
      ) : (
        <StatisticsResult clubId={clubId} query={query} labelledBy={labelledBy} emptyHint={emptyHint} />
      )}
    </div>
  );
};
