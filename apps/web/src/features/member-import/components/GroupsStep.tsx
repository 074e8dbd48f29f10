import type { GroupOverviewItem, ImportGroup, ImportGroupAction } from '@klubhus/domain';
import { Radio, RadioGroup, Select, SelectItem, Spinner } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { membersQueries } from '../../members/public';

/** What becomes of one source group: its action and, to match, the club's group. */
export interface GroupChoice {
  action: ImportGroupAction;
  groupId: number | null;
}

export interface GroupsStepProps {
  clubId: number;
  groups: readonly ImportGroup[];
  /** The choice per source group (`id`). */
  value: Readonly<Record<string, GroupChoice>>;
  onChange: (id: string, choice: GroupChoice) => void;
}

/** "Senior", "U11 › U11 piger": a group's title after its parents', so that two "Hold 1" can be told apart. */
const pathOf = (group: GroupOverviewItem, byId: ReadonlyMap<number, GroupOverviewItem>): string => {
  const titles = [group.title];
  let parent = group.parentUserGroupId === null ? undefined : byId.get(group.parentUserGroupId);
  while (parent && titles.length < 10) {
    titles.unshift(parent.title);
    parent = parent.parentUserGroupId === null ? undefined : byId.get(parent.parentUserGroupId);
  }
  return titles.join(' › ');
};

/** The source group as the file names it: its department, and the group inside it when there is one. */
const sourceGroupName = (group: Pick<ImportGroup, 'department' | 'groupName'>) =>
  group.groupName ? `${group.department} › ${group.groupName}` : group.department;

/**
 * Groups mapping (spec §4: "Each source group is mapped to create as main group, match existing, or skip"). To
 * match, the club's groups come from the members area's groups query (the group menu's).
 */
export const GroupsStep = ({ clubId, groups, value, onChange }: GroupsStepProps) => {
  const { t } = useTranslation();
  const clubGroups = useQuery(membersQueries.groups(clubId));
  if (groups.length === 0) return <p>{t('memberImport.groups.none')}</p>;
  const byId = new Map((clubGroups.data ?? []).map((group) => [group.userGroupId, group]));
  const targets = (clubGroups.data ?? [])
    .map((group) => ({ id: group.userGroupId, name: pathOf(group, byId) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'da'));

  return (
    <div className="flex flex-col gap-4">
      <p>{t('memberImport.groups.intro')}</p>
      {clubGroups.isError && <FormAlert>{t('memberImport.groups.groupsFailed')}</FormAlert>}
      <ul className="flex flex-col gap-3">
        {groups.map((group) => {
          const choice = value[group.id] ?? { action: group.action, groupId: group.groupId };
          const name = sourceGroupName(group);
          return (
            <li key={group.id} className="flex flex-col gap-3 rounded-surface border border-border p-3">
              <RadioGroup
                label={t('memberImport.groups.action', { group: name })}
                description={t('memberImport.groups.rows', { count: group.count })}
                orientation="horizontal"
                value={choice.action}
                onChange={(action) => onChange(group.id, { ...choice, action: action as ImportGroupAction })}
              >
                <Radio value="create">{t('memberImport.groups.create', { title: group.title })}</Radio>
                <Radio value="match">{t('memberImport.groups.match')}</Radio>
                <Radio value="skip">{t('memberImport.groups.skip')}</Radio>
              </RadioGroup>
              {choice.action === 'match' &&
                (clubGroups.isPending ? (
                  <Spinner size="sm" aria-label={t('memberImport.groups.groupsLoading')} />
                ) : (
                  <Select
                    label={t('memberImport.groups.target')}
                    placeholder={t('memberImport.groups.targetPlaceholder')}
                    className="max-w-sm"
                    items={targets}
                    selectedKey={choice.groupId === null ? null : String(choice.groupId)}
                    onSelectionChange={(key) =>
                      onChange(group.id, { ...choice, groupId: key === null ? null : Number(key) })
                    }
                    errorMessage={choice.groupId === null ? t('memberImport.groups.targetMissing') : undefined}
                    isRequired
                  >
                    {(target) => <SelectItem id={String(target.id)}>{target.name}</SelectItem>}
                  </Select>
                ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
