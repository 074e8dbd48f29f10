import type { FixturePreviewRow } from '@klubhus/domain';
import { DataTable, StatusPill, type DataTableColumn } from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDay } from '../../activityFormat';
import { lockedKeys, rowKey } from './fixtureModel';

/** A calendar day of the file (`YYYY-MM-DD`) as the area writes days ("lør. 11. apr. 2026"): noon UTC, read in UTC. */
const dayOf = (date: string, language: string) => formatDay(`${date}T12:00:00Z`, 'UTC', language);

/**
 * What a changed match changes: its time ("14:00 → 13:00", with the days when the day moved) and its place, each
 * only when it differs. The activity's start is an instant, read in the club's zone.
 */
const changeText = (row: FixturePreviewRow, timeZone: string, language: string): string => {
  if (!row.current) return '';
  const parts: string[] = [];
  const wasDay = formatDay(row.current.start, timeZone, language);
  const wasClock = formatClock(row.current.start, timeZone, language);
  const day = dayOf(row.date, language);
  if (wasDay !== day) parts.push(`${wasDay} ${wasClock} → ${day} ${row.time}`);
  else if (wasClock !== row.time) parts.push(`${wasClock} → ${row.time}`);
  const place = row.venue ?? '';
  if ((row.current.location ?? '') !== place) parts.push(`${row.current.location || '–'} → ${place || '–'}`);
  return parts.join(' · ');
};

const Status = ({
  row,
  t,
  timeZone,
  language,
}: {
  row: FixturePreviewRow;
  t: TFunction;
  timeZone: string;
  language: string;
}) => {
  if (row.status === 'new') return <StatusPill tone="success">{t('activities.fixtureImport.status.new')}</StatusPill>;
  if (row.status === 'duplicate') {
    return <StatusPill tone="neutral">{t('activities.fixtureImport.status.duplicate')}</StatusPill>;
  }
  const change = changeText(row, timeZone, language);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <StatusPill tone="warning">{t('activities.fixtureImport.status.changed')}</StatusPill>
      <span className="truncate text-sm" title={change}>
        {change}
      </span>
    </span>
  );
};

const makeColumns = (t: TFunction, timeZone: string, language: string): DataTableColumn<FixturePreviewRow>[] => [
  {
    id: 'date',
    header: t('activities.fixtureImport.columns.date'),
    width: 140,
    minWidth: 140,
    isRowHeader: false,
    accessor: (row) => dayOf(row.date, language),
  },
  { id: 'time', header: t('activities.fixtureImport.columns.time'), width: 64, minWidth: 64 },
  {
    id: 'match',
    header: t('activities.fixtureImport.columns.match'),
    width: '1.6fr',
    minWidth: 180,
    isRowHeader: true,
    accessor: (row) => `${row.homeTeam} – ${row.awayTeam}`,
  },
  { id: 'venue', header: t('activities.fixtureImport.columns.venue'), width: '1fr', minWidth: 110 },
  { id: 'competition', header: t('activities.fixtureImport.columns.competition'), width: '1fr', minWidth: 100 },
  {
    id: 'status',
    header: t('activities.fixtureImport.columns.status'),
    width: '1.5fr',
    minWidth: 190,
    cell: (row) => <Status row={row} t={t} timeZone={timeZone} language={language} />,
  },
];

export interface MatchesTableProps {
  rows: readonly FixturePreviewRow[];
  /** The chosen rows' keys (`rowKey`). */
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: 'all' | Set<string>) => void;
  /** The club's zone, in which a changed match's activity is read. */
  timeZone: string;
}

/** The file's matches, a checkbox each (duplicates greyed and never ticked), windowed: a season is up to 500 rows. */
export const MatchesTable = ({ rows, selected, onSelectedChange, timeZone }: MatchesTableProps) => {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => makeColumns(t, timeZone, i18n.language), [t, timeZone, i18n.language]);
  const locked = useMemo(() => lockedKeys(rows), [rows]);
  return (
    <DataTable<FixturePreviewRow>
      aria-label={t('activities.fixtureImport.matches.table')}
      columns={columns}
      items={rows}
      getRowId={rowKey}
      selectionMode="multiple"
      selectedKeys={selected as Set<string>}
      onSelectionChange={(keys) => onSelectedChange(keys === 'all' ? 'all' : new Set([...keys].map(String)))}
      disabledKeys={locked}
      height={340}
      emptyMessage={t('activities.fixtureImport.matches.empty')}
      selectAllLabel={t('activities.fixtureImport.matches.selectAll')}
      selectRowLabel={t('activities.fixtureImport.matches.selectRow')}
    />
  );
};
