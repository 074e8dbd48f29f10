import { Button, Spinner, TokenSearch, type DataTableSortDescriptor } from '@klubhus/ui';
import type { MemberSortKey } from '@klubhus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { GroupMenu } from '../components/GroupMenu';
import { GroupPanel } from '../components/GroupPanel';
import { MemberTable } from '../components/MemberTable';
import { useMemberWindow } from '../hooks/useMemberWindow';
import { readMemberFilter, withParams, type MemberFilter, type MemberGroupFilter } from '../memberFilter';
import { membersQueries } from '../queries';

/** The table's height: about twelve rows, the header kept in view while the rows scroll. */
const TABLE_HEIGHT = 560;

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" aria-label={t('members.loading')} />
    </div>
  );
};

const ClubsFailed = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
    >
      <p>{t('members.table.error')}</p>
      <Button
        variant="secondary"
        onPress={() => void queryClient.refetchQueries({ queryKey: sessionQueries.clubs().queryKey })}
      >
        {t('members.table.retry')}
      </Button>
    </div>
  );
};

const toSort = (filter: MemberFilter): DataTableSortDescriptor => ({
  column: filter.key,
  direction: filter.direction === 'asc' ? 'ascending' : 'descending',
});

interface MembersProps {
  clubId: number;
  isAdministrator: boolean;
  filter: MemberFilter;
  params: URLSearchParams;
}

/** The screen of one club, once the URL says what to list. */
const Members = ({ clubId, isAdministrator, filter, params }: MembersProps) => {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const members = useMemberWindow(clubId, { ...filter, search });
  const groups = useQuery(membersQueries.groups(clubId));

  const hrefOf = (group: MemberGroupFilter) =>
    `/members?${withParams(params, { group: String(group), openMember: undefined }).toString()}`;
  const onSortChange = (sort: DataTableSortDescriptor) =>
    setParams(
      withParams(params, {
        key: sort.column as MemberSortKey,
        direction: sort.direction === 'ascending' ? 'asc' : 'desc',
      }),
    );

  return (
    <div className="flex flex-col gap-6 2xl:flex-row 2xl:items-start">
      <aside className="flex w-full max-w-xl shrink-0 flex-col gap-4 2xl:w-80">
        <GroupMenu
          groups={groups.data}
          isError={groups.isError}
          isAdministrator={isAdministrator}
          active={filter.group}
          hrefOf={hrefOf}
        />
        {/* The group tree and its settings are the administrator's (ADR 016: groupadd and groupdelete are admin). */}
        {isAdministrator && groups.data && (
          <GroupPanel
            clubId={clubId}
            group={groups.data.find((group) => group.userGroupId === filter.group)}
            onDeleted={() => setParams(withParams(params, { group: 'all', openMember: undefined }))}
          />
        )}
      </aside>
      <section className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TokenSearch
            className="w-full max-w-md"
            label={t('members.search.label')}
            placeholder={t('members.search.placeholder')}
            removeLabel={t('members.search.remove')}
            tokensLabel={t('members.search.tokens')}
            onQueryChange={setSearch}
          />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {members.totalCount === undefined ? '' : t('members.count', { count: members.totalCount })}
          </p>
        </div>
        <MemberTable
          windowed={members.windowed}
          sort={toSort(filter)}
          onSortChange={onSortChange}
          onOpenMember={(memberId) => setParams(withParams(params, { openMember: memberId }))}
          isLoading={members.isPending}
          isError={members.isError}
          onRetry={members.retry}
          height={TABLE_HEIGHT}
        />
      </section>
    </div>
  );
};

/**
 * /members (spec document 1 §2, issue 15): the club's members, a window of pages at a time, filtered by
 * the group menu and the search, sorted by the column headers. The URL holds the list (`group`, `key`,
 * `direction`, `status`), so a reload or a shared link shows the same; a URL lacking one of the first three
 * is replaced by the defaults, the rest kept.
 */
export const MembersRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { activeClub, role, isPending, error } = useActiveClub();
  const read = readMemberFilter(params);
  if (read.redirect) return <Navigate to={{ search: `?${read.redirect.toString()}` }} replace />;

  let content;
  if (isPending) content = <Loading />;
  else if (error || !activeClub) content = <ClubsFailed />;
  else {
    content = (
      <Members
        key={activeClub.clubId}
        clubId={activeClub.clubId}
        isAdministrator={role === 'admin'}
        filter={read.filter}
        params={params}
      />
    );
  }
  return (
    <main className="flex w-full flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold">{t('members.title')}</h1>
      {content}
    </main>
  );
};
