import type { ImportMemberRow } from '@klubhus/domain';
import { DataTable, StatusPill, type DataTableColumn, type DataTableWindow } from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A row's state in the preview: left out, to be fixed, merged into a member, or new. */
const Status = ({ row, t }: { row: ImportMemberRow; t: TFunction }) => {
  if (row.removed) return <StatusPill tone="neutral">{t('memberImport.preview.status.removed')}</StatusPill>;
  if (row.problems.length > 0) {
    const problems = row.problems.map((problem) => t(`memberImport.problems.${problem}`)).join(', ');
    return (
      <span className="flex min-w-0 items-center gap-2">
        <StatusPill tone="danger" hasDot>
          {t('memberImport.preview.status.problems')}
        </StatusPill>
        <span className="truncate text-sm text-danger" title={problems}>
          {problems}
        </span>
      </span>
    );
  }
  if (row.mergeWith) return <StatusPill tone="info">{t('memberImport.preview.status.merged')}</StatusPill>;
  return <StatusPill tone="success">{t('memberImport.preview.status.new')}</StatusPill>;
};

const makeColumns = (t: TFunction): DataTableColumn<ImportMemberRow>[] => [
  { id: 'line', header: t('memberImport.preview.columns.line'), width: 70, minWidth: 70, isRowHeader: false },
  {
    id: 'name',
    header: t('memberImport.preview.columns.name'),
    width: '1.4fr',
    minWidth: 150,
    isRowHeader: true,
    accessor: (row) => `${row.firstName} ${row.surname}`.trim(),
    cell: (row) => (
      <span className={row.removed ? 'truncate text-fg-muted line-through' : 'truncate'}>
        {`${row.firstName} ${row.surname}`.trim() || '–'}
      </span>
    ),
  },
  { id: 'email', header: t('memberImport.preview.columns.email'), width: '1.2fr', minWidth: 140 },
  { id: 'mobile', header: t('memberImport.preview.columns.mobile'), width: 100, minWidth: 100 },
  { id: 'zip', header: t('memberImport.preview.columns.zip'), width: 80, minWidth: 80 },
  {
    id: 'birthdate',
    header: t('memberImport.preview.columns.birthdate'),
    width: 115,
    minWidth: 115,
    accessor: (row) => (row.birthdate ? row.birthdate.split('-').reverse().join('-') : null),
  },
  {
    id: 'status',
    header: t('memberImport.preview.columns.status'),
    width: '2.2fr',
    minWidth: 240,
    cell: (row) => <Status row={row} t={t} />,
  },
];

const getRowId = (row: ImportMemberRow) => row.id;

const emptyWindow: DataTableWindow<ImportMemberRow> = { rowCount: 0, rowAt: () => undefined, onRangeChange: () => {} };

export interface PreviewTableProps {
  windowed: DataTableWindow<ImportMemberRow> | undefined;
  problemsOnly: boolean;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** A row was chosen (click or Enter): edit it or leave it out. */
  onOpenRow: (id: string) => void;
}

/** Every staged row, a window of pages at a time (10,000 rows and more), problems marked. */
export const PreviewTable = ({ windowed, problemsOnly, isLoading, isError, onRetry, onOpenRow }: PreviewTableProps) => {
  const { t } = useTranslation();
  const columns = useMemo(() => makeColumns(t), [t]);
  return (
    <DataTable<ImportMemberRow>
      aria-label={t('memberImport.preview.table')}
      columns={columns}
      getRowId={getRowId}
      windowed={windowed ?? emptyWindow}
      onRowAction={onOpenRow}
      isLoading={isLoading}
      isError={isError}
      onRetry={onRetry}
      height={360}
      emptyMessage={t(problemsOnly ? 'memberImport.preview.emptyProblems' : 'memberImport.preview.empty')}
      loadingMessage={t('memberImport.preview.loading')}
      errorMessage={t('memberImport.preview.error')}
      retryLabel={t('memberImport.retry')}
    />
  );
};
