import { ApiError, isStatisticsType, type StatisticsRow } from '@klubhus/domain';
import { Button, DataTable, EmptyState, Spinner, type DataTableColumn } from '@klubhus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTypeBadge, useActivityTypes, type ActivityTypeLook } from '../../../activity-types/public';
import { formatPercent } from '../../activityFormat';

/** The table's sizes (DataTable's defaults), so that it is exactly as tall as its rows: a handful of types. */
const HEADING_HEIGHT = 40;
const ROW_HEIGHT = 42;
const BORDER = 2;

/** A handful of rows needs no sorting: the columns keep their whole headers, in a modal's width too. */
const columnsOf = (
  t: TFunction,
  language: string,
  lookOf: (typeId: number) => ActivityTypeLook,
): DataTableColumn<StatisticsRow>[] => [
  {
    id: 'type',
    header: t('activities.statistics.type'),
    accessor: (row) => lookOf(row.type).title,
    cell: (row) => <ActivityTypeBadge look={lookOf(row.type)} />,
    width: '1.5fr',
    minWidth: 130,
  },
  { id: 'activityCount', header: t('activities.statistics.activityCount'), minWidth: 110 },
  { id: 'participatingCount', header: t('activities.statistics.participatingCount'), minWidth: 110 },
  {
    id: 'participationPercentage',
    header: t('activities.statistics.percentage'),
    cell: (row) => formatPercent(row.participationPercentage, language),
    minWidth: 170,
  },
];

interface StatisticsTableProps {
  /** The club, whose types name the rows (a removed type's too: its activities still count). */
  clubId: number;
  rows: readonly StatisticsRow[];
  /** The id of the heading that names the table. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * Participation by activity type (document 1 §3 "statistics rows"): the type, how many activities, how many took
 * part and the share. Types 7, 8, 9 and 0 or below are never shown (§9), whatever the answer holds.
 */
const StatisticsTable = ({ clubId, rows, ...label }: StatisticsTableProps) => {
  const { t, i18n } = useTranslation();
  const { lookOf } = useActivityTypes(clubId);
  const columns = useMemo(() => columnsOf(t, i18n.language, lookOf), [t, i18n.language, lookOf]);
  const shown = useMemo(() => rows.filter((row) => isStatisticsType(row.type)), [rows]);
  return (
    <DataTable<StatisticsRow>
      {...label}
      columns={columns}
      items={shown}
      getRowId={(row) => String(row.type)}
      height={HEADING_HEIGHT + ROW_HEIGHT * Math.max(shown.length, 1) + BORDER}
      rowHeight={ROW_HEIGHT}
      headingHeight={HEADING_HEIGHT}
      emptyMessage={t('activities.statistics.empty')}
    />
  );
};

export interface StatisticsResultProps {
  /** The club whose statistics these are. */
  clubId: number;
  query: UseQueryResult<{ rows: StatisticsRow[] }>;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The empty state's hint: what was counted. */
  emptyHint: string;
}

/**
 * The states of a statistics answer: loading, no access (403: nothing to show but that), a failure with a retry, no
 * activities, or the table.
 */
export const StatisticsResult = ({ clubId, query, labelledBy, emptyHint }: StatisticsResultProps) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner aria-label={t('activities.statistics.loading')} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) {
      return <p className="text-fg-muted">{t('activities.statistics.noAccess')}</p>;
    }
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
      >
        <p>{t('activities.statistics.error')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('activities.statistics.retry')}
        </Button>
      </div>
    );
  }
  const rows = query.data.rows.filter((row) => isStatisticsType(row.type));
  if (rows.length === 0) {
    return <EmptyState headingLevel={4} title={t('activities.statistics.empty')} description={emptyHint} />;
  }
  return <StatisticsTable clubId={clubId} rows={rows} aria-labelledby={labelledBy} />;
};
