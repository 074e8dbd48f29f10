import { Button, countSelected, Spinner, type DataTableSelection, type DataTableSortDescriptor } from '@klubhus/ui';
import type { MemberSortKey } from '@klubhus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { activeGroupOf, targetGroups } from '../bulkActions';
import { BulkActions } from '../components/BulkActions';
import { GroupMenu } from '../components/GroupMenu';
import { GroupPanel } from '../components/GroupPanel';
import { InvitationsSent } from '../hooks/InvitationsSent';
import { MemberDetailsModal } from '../components/details/MemberDetailsModal';
import { MembersToolbar } from '../components/MembersToolbar';
import { MemberTable } from '../components/MemberTable';
import { useFillHeight } from '../hooks/useFillHeight';
import { useMemberWindow } from '../hooks/useMemberWindow';
import { readMemberFilter, withParams, type MemberFilter, type MemberGroupFilter } from '../memberFilter';
import { fetchEveryMember, membersQueries } from '../queries';

/** No keys: the member table disables no row (what a user may not change, the server refuses). */
const NO_KEYS: ReadonlySet<string> = new Set();

/** The table reaches the window's bottom, but shows at least about six rows (and twelve before it is measured). */
const TABLE_MIN_HEIGHT = 300;
const TABLE_FALLBACK_HEIGHT = 560;

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
  search: string;
  openMember: string | undefined;
  params: URLSearchParams;
}

const NOTHING_SELECTED: DataTableSelection = new Set<string>();

/** The screen of one club, once the URL says what to list. */
const Members = ({ clubId, isAdministrator, filter, search, openMember, params }: MembersProps) => {
  const [, setParams] = useSearchParams();
  const listFilter = useMemo(() => ({ ...filter, search }), [filter, search]);
  const members = useMemberWindow(clubId, listFilter);
  const groups = useQuery(membersQueries.groups(clubId));
  const targets = targetGroups(groups.data);
  const activeGroup = activeGroupOf(groups.data, filter.group);
  // The ticks belong to the list they were made in: a new filter, sort or search starts with none.
  const listKey = JSON.stringify(listFilter);
  const [ticked, setTicked] = useState<{ listKey: string; selected: DataTableSelection }>({
    listKey,
    selected: NOTHING_SELECTED,
  });
  const selected = ticked.listKey === listKey ? ticked.selected : NOTHING_SELECTED;
  const [announcement, setAnnouncement] = useState('');
  const count = countSelected(selected, members.totalCount ?? 0, NO_KEYS);
  const [tableBox, tableHeight] = useFillHeight(TABLE_MIN_HEIGHT, TABLE_FALLBACK_HEIGHT);

  const loadSelected = ({ signal, onLoaded }: { signal: AbortSignal; onLoaded: (n: number, of: number) => void }) => {
    if (selected instanceof Set) return Promise.resolve(members.rowsOf(new Set([...selected].map(String))));
    const except: ReadonlySet<string> = selected === 'all' ? NO_KEYS : selected.except;
    return fetchEveryMember(clubId, listFilter, { signal, onLoaded }).then((rows) =>
      rows.filter((row) => !except.has(row.id)),
    );
  };

  const hrefOf = (group: MemberGroupFilter) =>
    `/members?${withParams(params, { group: String(group), openMember: undefined }).toString()}`;
  const onSortChange = (sort: DataTableSortDescriptor) =>
    setParams(
      withParams(params, {
        key: sort.column as MemberSortKey,
        direction: sort.direction === 'ascending' ? 'asc' : 'desc',
      }),
    );
  const onSearch = (tokens: readonly string[]) =>
    setParams(withParams(params, { search: tokens.length > 0 ? tokens.join(' ') : undefined }), { replace: true });
  const closeMember = () => setParams(withParams(params, { openMember: undefined }));

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
            group={activeGroup}
            onDeleted={() => setParams(withParams(params, { group: 'all', openMember: undefined }))}
          />
        )}
      </aside>
      <section className="flex min-w-0 flex-1 flex-col gap-3">
        <MembersToolbar
          clubId={clubId}
          isAdministrator={isAdministrator}
          filter={listFilter}
          targets={targets}
          activeGroup={activeGroup}
          totalCount={members.totalCount}
          onSearch={onSearch}
          onAnnounce={setAnnouncement}
        />
        <BulkActions
          clubId={clubId}
          isAdministrator={isAdministrator}
          activeGroup={activeGroup}
          targets={targets}
          count={count}
          loadMembers={loadSelected}
          onDone={(message) => {
            setTicked({ listKey, selected: NOTHING_SELECTED });
            setAnnouncement(message);
          }}
        />
        <p role="status" className="text-sm text-success empty:hidden">
          {announcement}
        </p>
        <div ref={tableBox}>
          <MemberTable
            windowed={members.windowed}
            sort={toSort(filter)}
            onSortChange={onSortChange}
            onOpenMember={(memberId) => setParams(withParams(params, { openMember: memberId }))}
            selection={{ selected, onChange: (next) => setTicked({ listKey, selected: next }) }}
            isLoading={members.isPending}
            isError={members.isError}
            onRetry={members.retry}
            height={tableHeight}
          />
        </div>
      </section>
      {openMember !== undefined && (
        <MemberDetailsModal
          key={openMember}
          clubId={clubId}
          memberId={openMember}
          targets={targets}
          isAdministrator={isAdministrator}
          onClose={closeMember}
          onRemoved={(message) => {
            closeMember();
            setAnnouncement(message);
          }}
        />
      )}
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
  const isRestricted = useFlag('restricted_mode');
  const read = readMemberFilter(params);
  if (read.redirect) return <Navigate to={{ search: `?${read.redirect.toString()}` }} replace />;

  let content;
  // Restricted mode (spec §6: the member overview loads "not in a restricted mode"): the list stays unloaded.
  if (isRestricted) content = <p className="text-fg-muted">{t('members.restricted')}</p>;
  else if (isPending) content = <Loading />;
  else if (error || !activeClub) content = <ClubsFailed />;
  else {
    content = (
      // The screen of one club: its invitations' refetch timers end with it.
      <InvitationsSent key={activeClub.clubId} clubId={activeClub.clubId}>
        <Members
          clubId={activeClub.clubId}
          isAdministrator={role === 'admin'}
          filter={read.filter}
          search={params.get('search') ?? ''}
          openMember={params.get('openMember') ?? undefined}
          params={params}
        />
      </InvitationsSent>
    );
  }
  return (
    <main className="flex w-full flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold">{t('members.title')}</h1>
      {content}
    </main>
  );
};
