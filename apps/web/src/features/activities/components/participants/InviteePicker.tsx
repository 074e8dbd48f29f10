import type { GroupOverviewItem, MemberOverviewRow } from '@klubhus/domain';
import { Button, Checkbox, IconButton, MemberPickerList, ScrollArea, Spinner, TextField } from '@klubhus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveClub } from '../../../../shell/session/useActiveClub';
import { membersQueries } from '../../../members/public';
import { useSettled } from './useSettled';

export interface InviteePickerProps {
  clubId: number;
  /** The groups chosen. */
  groupIds: readonly number[];
  /** The members chosen one by one, by user id. */
  userIds: readonly number[];
  onGroupIds: (groupIds: number[]) => void;
  onUserIds: (userIds: number[]) => void;
  /** Names of the members chosen so far, by user id (the tokens show them; the search finds only some). */
  memberNames: ReadonlyMap<number, string>;
  onMemberNames: (names: ReadonlyMap<number, string>) => void;
  /** Titles of groups an activity already invites, for tokens of groups the caller may not list (another leader's). */
  groupTitles: ReadonlyMap<number, string>;
  /** A message under the groups (a validation error). */
  groupError?: string;
  /** A message under the members (a validation error). */
  memberError?: string;
  /** The help under 'Grupper'; the wizard's by default. */
  groupsHelp?: string;
  /** What the chosen list says while empty; the wizard's by default. */
  noneChosen?: string;
}

const fullName = (row: Pick<MemberOverviewRow, 'firstName' | 'surname'>) => `${row.firstName} ${row.surname}`;

/** A chosen group or member as a removable token (a generic removable tag list belongs in ui; see the report). */
interface TokenProps {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  icon?: ReactNode;
}
const Token = ({ label, removeLabel, onRemove, icon }: TokenProps) => (
  <li className="flex items-center gap-1 rounded-control bg-brand-soft py-0.5 pr-0.5 pl-2 text-sm text-brand-soft-fg">
    {icon}
    <span className="max-w-60 truncate">{label}</span>
    <IconButton size="sm" aria-label={removeLabel} onPress={onRemove}>
      <X aria-hidden="true" />
    </IconButton>
  </li>
);

/**
 * Groups and members to invite (spec §2.5 "Participants step: choose groups and individual members"), for the
 * wizard's 'Deltagere' and the detail's 'Invitér': the club's groups (a group leader only those they lead: the groups
 * overview's `canAdminister`, ADR 022 `notYourGroup`) and a search of the club's members through the members
 * overview (paged in SQL, so a 20,000-member club searches, never loads whole). The chosen ones show as removable
 * tokens. It holds no value of its own: the caller keeps `groupIds` and `userIds`.
 */
export const InviteePicker = ({
  clubId,
  groupIds,
  userIds,
  onGroupIds,
  onUserIds,
  memberNames,
  onMemberNames,
  groupTitles,
  groupError,
  memberError,
  groupsHelp,
  noneChosen,
}: InviteePickerProps) => {
  const { t } = useTranslation();
  const { role } = useActiveClub();
  const chosenId = useId();
  const [groupFilter, setGroupFilter] = useState('');
  const [search, setSearch] = useState('');
  const term = useSettled(search.trim());

  const groups = useQuery(membersQueries.groups(clubId));
  const invitable = (groups.data ?? []).filter((group) => group.canAdminister);
  const shownGroups = invitable.filter((group) => group.title.toLowerCase().includes(groupFilter.trim().toLowerCase()));
  const titleOf = (id: number) =>
    groups.data?.find((group) => group.userGroupId === id)?.title ?? groupTitles.get(id) ?? String(id);

  const members = useQuery({
    ...membersQueries.page(clubId, { group: 'all', key: 'firstName', direction: 'asc', search: term }, 0),
    placeholderData: keepPreviousData,
  });
  const ledGroups = new Set(invitable.map((group) => group.userGroupId));
  // Only active members have a user to invite; a group leader invites only members of the groups they lead.
  const rows = (members.data?.members ?? []).filter(
    (row): row is MemberOverviewRow & { userId: number } =>
      row.userId !== null && (role === 'admin' || row.groupIds.some((id) => ledGroups.has(id))),
  );
  const groupNames = (row: MemberOverviewRow) =>
    row.groupIds.flatMap((id) => groups.data?.find((group) => group.userGroupId === id)?.title ?? []);

  const toggleGroup = (group: GroupOverviewItem, on: boolean) =>
    onGroupIds(on ? [...groupIds, group.userGroupId] : groupIds.filter((id) => id !== group.userGroupId));
  const pickMembers = (keys: Set<string>) => {
    const next = [...keys].map(Number);
    const names = new Map(memberNames);
    for (const row of rows) if (keys.has(String(row.userId))) names.set(row.userId, fullName(row));
    onMemberNames(names);
    onUserIds(next);
  };

  let groupList;
  if (groups.isPending) groupList = <Spinner aria-label={t('activities.wizard.participants.groupsLoading')} />;
  else if (groups.isError) {
    groupList = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        {t('activities.wizard.participants.groupsFailed')}
        <Button variant="secondary" size="sm" onPress={() => void groups.refetch()}>
          {t('activities.wizard.participants.retry')}
        </Button>
      </div>
    );
  } else if (invitable.length === 0) {
    groupList = <p className="text-sm text-fg-muted">{t('activities.wizard.participants.noGroups')}</p>;
  } else {
    groupList = (
      <>
        {invitable.length > 8 && (
          <TextField
            label={t('activities.wizard.participants.filterGroups')}
            value={groupFilter}
            onChange={setGroupFilter}
            autoComplete="off"
          />
        )}
        <ScrollArea height={250} aria-label={t('activities.wizard.participants.groups')} className="p-3">
          {shownGroups.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('activities.wizard.participants.noGroupMatch')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {shownGroups.map((group) => (
                <li key={group.userGroupId}>
                  <Checkbox
                    isSelected={groupIds.includes(group.userGroupId)}
                    onChange={(on) => toggleGroup(group, on)}
                    description={t('activities.wizard.participants.groupMembers', { count: group.userCount })}
                  >
                    {group.title}
                  </Checkbox>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="flex flex-col gap-3">
          <div>
            <h3 className="text-base font-semibold text-fg">{t('activities.wizard.participants.groups')}</h3>
            <p className="text-sm text-fg-muted">{groupsHelp ?? t('activities.wizard.participants.groupsHelp')}</p>
          </div>
          {groupList}
          {groupError && <p className="text-sm text-danger">{groupError}</p>}
        </section>

        <section className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-fg">{t('activities.wizard.participants.members')}</h3>
          <TextField
            label={t('activities.wizard.participants.searchMembers')}
            description={t('activities.wizard.participants.searchHelp')}
            value={search}
            onChange={setSearch}
            autoComplete="off"
          />
          {members.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
              {t('activities.wizard.participants.membersFailed')}
              <Button variant="secondary" size="sm" onPress={() => void members.refetch()}>
                {t('activities.wizard.participants.retry')}
              </Button>
            </div>
          ) : (
            <MemberPickerList
              aria-label={t('activities.wizard.participants.membersList')}
              members={rows.map((row) => ({
                id: String(row.userId),
                name: fullName(row),
                imageUrl: row.imageUrl ?? undefined,
                isInactive: row.status !== 'active',
                groups: groupNames(row),
              }))}
              selectedKeys={userIds.map(String)}
              onSelectionChange={pickMembers}
              showSelectAll={false}
              maxHeight={252}
              inactiveMarker={t('activities.wizard.participants.inactive')}
              groupsTooltipLabel={t('activities.wizard.participants.groupsTooltip')}
              emptyLabel={
                members.isPending
                  ? t('activities.wizard.participants.membersLoading')
                  : t('activities.wizard.participants.noMembers')
              }
            />
          )}
          {members.data && members.data.totalCount > members.data.members.length && (
            <p className="text-sm text-fg-muted">
              {t('activities.wizard.participants.moreMembers', {
                shown: members.data.members.length,
                count: members.data.totalCount,
              })}
            </p>
          )}
          {memberError && <p className="text-sm text-danger">{memberError}</p>}
        </section>
      </div>

      <section className="flex flex-col gap-2">
        <h3 id={chosenId} className="text-base font-semibold text-fg">
          {t('activities.wizard.participants.chosen')}
        </h3>
        {groupIds.length === 0 && userIds.length === 0 ? (
          <p className="text-sm text-fg-muted">{noneChosen ?? t('activities.wizard.participants.noneChosen')}</p>
        ) : (
          <ul aria-labelledby={chosenId} className="flex flex-wrap gap-1.5">
            {groupIds.map((id) => (
              <Token
                key={`group-${id}`}
                icon={<Users aria-hidden="true" className="size-3.5 shrink-0" />}
                label={titleOf(id)}
                removeLabel={t('activities.wizard.participants.removeGroup', { name: titleOf(id) })}
                onRemove={() => onGroupIds(groupIds.filter((other) => other !== id))}
              />
            ))}
            {userIds.map((id) => {
              const name = memberNames.get(id) ?? String(id);
              return (
                <Token
                  key={`user-${id}`}
                  label={name}
                  removeLabel={t('activities.wizard.participants.removeMember', { name })}
                  onRemove={() => onUserIds(userIds.filter((other) => other !== id))}
                />
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
};
