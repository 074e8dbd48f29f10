import { memberRole, type MemberOverviewRow } from '@klubhus/domain';
import {
  Avatar,
  DataTable,
  StatusPill,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSortDescriptor,
  type DataTableWindow,
} from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleTone, statusTone } from './memberTones';

const isInactive = (member: MemberOverviewRow) => member.status !== 'active';

/** A cell's text, dimmed for an inactive member (spec §4: "Inactive users are shown dimmed"). */
const Dimmable = ({ member, children }: { member: MemberOverviewRow; children: string | null }) => (
  <span className={isInactive(member) ? 'truncate text-fg-muted' : 'truncate'}>{children}</span>
);

const FirstName = ({ member }: { member: MemberOverviewRow }) => (
  <span className="flex min-w-0 items-center gap-2">
    {/* An inactive member has no picture and shows none, not even initials (spec §4). */}
    {isInactive(member) ? (
      <span className="size-6 shrink-0" aria-hidden="true" />
    ) : (
      <Avatar size="sm" firstName={member.firstName} surname={member.surname} src={member.imageUrl ?? undefined} />
    )}
    <Dimmable member={member}>{member.firstName}</Dimmable>
  </span>
);

const makeColumns = (t: TFunction): DataTableColumn<MemberOverviewRow>[] => [
  {
    id: 'firstName',
    header: t('members.columns.firstName'),
    isSortable: true,
    width: '1.2fr',
    minWidth: 130,
    cell: (member) => <FirstName member={member} />,
  },
  {
    id: 'surname',
    header: t('members.columns.surname'),
    isSortable: true,
    width: '1.2fr',
    minWidth: 100,
    cell: (member) => <Dimmable member={member}>{member.surname}</Dimmable>,
  },
  {
    id: 'email',
    header: t('members.columns.email'),
    width: '1.6fr',
    minWidth: 120,
    cell: (member) => <Dimmable member={member}>{member.email}</Dimmable>,
  },
  { id: 'zip', header: t('members.columns.zip'), width: 70, minWidth: 70 },
  { id: 'mobile', header: t('members.columns.mobile'), width: 110, minWidth: 100 },
  {
    id: 'birthdate',
    header: t('members.columns.birthdate'),
    isSortable: true,
    width: 125,
    minWidth: 125,
    accessor: (member) => (member.birthdate ? member.birthdate.split('-').reverse().join('-') : null),
  },
  {
    id: 'status',
    header: t('members.columns.status'),
    isSortable: true,
    width: 135,
    minWidth: 135,
    cell: (member) => (
      <StatusPill tone={statusTone[member.status]} hasDot>
        {t(`members.status.${member.status}`)}
      </StatusPill>
    ),
  },
  {
    id: 'type',
    header: t('members.columns.type'),
    isSortable: true,
    width: 130,
    minWidth: 130,
    cell: (member) => {
      const role = memberRole(member.type);
      return <StatusPill tone={roleTone[role]}>{t(`members.roles.${role}`)}</StatusPill>;
    },
  },
];

const getRowId = (member: MemberOverviewRow) => member.id;

export interface MemberTableProps {
  windowed: DataTableWindow<MemberOverviewRow> | undefined;
  sort: DataTableSortDescriptor;
  onSortChange: (sort: DataTableSortDescriptor) => void;
  onOpenMember: (memberId: string) => void;
  /** The ticked rows; without it the table has no checkboxes (a user who may change no group). */
  selection?: { selected: DataTableSelection; onChange: (selected: DataTableSelection) => void };
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  height: number;
}

/** The club's members, a window of pages at a time; the headers sort through the URL. */
export const MemberTable = ({
  windowed,
  sort,
  onSortChange,
  onOpenMember,
  selection,
  isLoading,
  isError,
  onRetry,
  height,
}: MemberTableProps) => {
  const { t } = useTranslation();
  // The columns follow the language; kept stable otherwise, since a new array rebuilds the rows.
  const columns = useMemo(() => makeColumns(t), [t]);
  return (
    <DataTable<MemberOverviewRow, DataTableSelection>
      aria-label={t('members.table.label')}
      columns={columns}
      getRowId={getRowId}
      windowed={windowed ?? emptyWindow}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      onRowAction={onOpenMember}
      {...(selection
        ? {
            selectionMode: 'multiple' as const,
            selectedKeys: selection.selected,
            onSelectionChange: selection.onChange,
            selectRowLabel: t('members.table.selectRow'),
            selectAllLabel: t('members.table.selectAll'),
          }
        : {})}
      isLoading={isLoading}
      isError={isError}
      onRetry={onRetry}
      height={height}
      emptyMessage={t('members.table.empty')}
      loadingMessage={t('members.table.loading')}
      errorMessage={t('members.table.error')}
      retryLabel={t('members.table.retry')}
    />
  );
};

/** No rows yet (the first page is loading or failed): the table shows its loading or error state. */
const emptyWindow: DataTableWindow<MemberOverviewRow> = {
  rowCount: 0,
  rowAt: () => undefined,
  onRangeChange: () => {},
};
