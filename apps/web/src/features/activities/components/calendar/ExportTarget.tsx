import type { MemberOverviewRow } from '@klubhus/domain';
import { Button, MemberPickerList, Select, SelectItem, Spinner, TextField } from '@klubhus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersQueries } from '../../../members/public';
import { useSettled } from '../participants/useSettled';

interface Retry {
  onRetry: () => void;
}

const Failed = ({ text, onRetry }: { text: string } & Retry) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
      {text}
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('activities.export.retry')}
      </Button>
    </div>
  );
};

export interface GroupChoiceProps {
  clubId: number;
  value: number | null;
  onChange: (groupId: number) => void;
  errorMessage?: string;
  onBlur?: () => void;
}

/** 'Hold': one of the club's groups (the groups overview, as the wizard lists them). */
export const GroupChoice = ({ clubId, value, onChange, errorMessage, onBlur }: GroupChoiceProps) => {
  const { t } = useTranslation();
  const groups = useQuery(membersQueries.groups(clubId));
  if (groups.isPending) return <Spinner aria-label={t('activities.export.groupsLoading')} />;
  if (groups.isError) {
    return <Failed text={t('activities.export.groupsFailed')} onRetry={() => void groups.refetch()} />;
  }
  if (groups.data.length === 0) return <p className="text-sm text-fg-muted">{t('activities.export.noGroups')}</p>;
  return (
    <Select
      label={t('activities.export.group')}
      placeholder={t('activities.export.chooseGroup')}
      isRequired
      value={value === null ? null : String(value)}
      onChange={(key) => onChange(Number(key))}
      onBlur={onBlur}
      errorMessage={errorMessage}
    >
      {groups.data.map((group) => (
        <SelectItem key={group.userGroupId} id={String(group.userGroupId)} textValue={group.title}>
          {group.title}
        </SelectItem>
      ))}
    </Select>
  );
};

export interface MemberChoiceProps {
  clubId: number;
  value: number | null;
  onChange: (userId: number | null) => void;
  errorMessage?: string;
}

const fullName = (row: Pick<MemberOverviewRow, 'firstName' | 'surname'>) => `${row.firstName} ${row.surname}`;

/**
 * 'Medlem': one member, found by name through the members overview (paged in SQL, as the wizard searches), picked in
 * the ui's member list; ticking another replaces the choice. Only members with a user have invitations.
 */
export const MemberChoice = ({ clubId, value, onChange, errorMessage }: MemberChoiceProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useSettled(search.trim());
  // The chosen member's name, kept while another search no longer lists them.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const members = useQuery({
    ...membersQueries.page(clubId, { group: 'all', key: 'firstName', direction: 'asc', search: term }, 0),
    placeholderData: keepPreviousData,
  });
  const rows = (members.data?.members ?? []).filter(
    (row): row is MemberOverviewRow & { userId: number } => row.userId !== null,
  );
  const pick = (keys: Set<string>) => {
    const added = [...keys].map(Number).find((id) => id !== value);
    const row = rows.find((candidate) => candidate.userId === added);
    setChosenName(row ? fullName(row) : null);
    onChange(added ?? null);
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField label={t('activities.export.searchMember')} value={search} onChange={setSearch} autoComplete="off" />
      {members.isError ? (
        <Failed text={t('activities.export.membersFailed')} onRetry={() => void members.refetch()} />
      ) : (
        <MemberPickerList
          aria-label={t('activities.export.memberList')}
          members={rows.map((row) => ({
            id: String(row.userId),
            name: fullName(row),
            imageUrl: row.imageUrl ?? undefined,
            isInactive: row.status !== 'active',
          }))}
          selectedKeys={value === null ? [] : [String(value)]}
          onSelectionChange={pick}
          showSelectAll={false}
          maxHeight={210}
          inactiveMarker={t('activities.export.inactive')}
          emptyLabel={members.isPending ? t('activities.export.membersLoading') : t('activities.export.noMembers')}
        />
      )}
      <p className="text-sm text-fg-muted" aria-live="polite">
        {value !== null && chosenName
          ? t('activities.export.chosenMember', { name: chosenName })
          : t('activities.export.noMemberChosen')}
      </p>
      {errorMessage && <p className="text-sm text-danger">{errorMessage}</p>}
    </div>
  );
};
