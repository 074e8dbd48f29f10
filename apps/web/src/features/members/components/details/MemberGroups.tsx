import type { GroupOverviewItem, MemberDetails } from '@klubhus/domain';
import { Button, Checkbox } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { groupMenuEntries } from '../../groupTree';
import { membersMutations } from '../../mutations';

export interface MemberGroupsProps {
  clubId: number;
  member: MemberDetails;
  /** The groups the user administers: the ones this tab changes. */
  targets: readonly GroupOverviewItem[];
  isAdministrator: boolean;
  onSaved: () => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const toggle = (list: readonly number[], id: number, on: boolean) =>
  on ? [...list, id] : list.filter((item) => item !== id);

/**
 * The member's groups among those the user administers, and for an administrator which of them they lead
 * (spec §4; ADR 016): one call for the groups and, when the leads changed, one for the groups to lead. The
 * member's other groups are listed, read-only.
 */
export const MemberGroups = ({ clubId, member, targets, isAdministrator, onSaved }: MemberGroupsProps) => {
  const { t } = useTranslation();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const administered = new Set(targets.map((group) => group.userGroupId));
  const inGroups = member.groups.map((group) => group.id).filter((id) => administered.has(id));
  const leading = member.groups.filter((group) => group.isLeader).map((group) => group.id);
  const [groups, setGroupIds] = useState<number[]>(inGroups);
  const [leads, setLeads] = useState<number[]>(leading);
  const [error, setError] = useState<string>();
  const mayLead = isAdministrator && member.status === 'active';
  const others = member.groups.filter((group) => !administered.has(group.id));

  const save = async () => {
    setError(undefined);
    try {
      if (!sameIds(groups, inGroups)) {
        await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups, leader: false }] });
      }
      const ownLeads = leads.filter((id) => groups.includes(id));
      if (mayLead && !sameIds(ownLeads, leading)) {
        await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups: ownLeads, leader: true }] });
      }
      onSaved();
    } catch (failure) {
      setError(formErrorText(t, failure));
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('members.member.groups')}</legend>
      {error && <FormAlert>{error}</FormAlert>}
      {targets.length === 0 && <p className="text-sm text-fg-muted">{t('members.member.noGroups')}</p>}
      {groupMenuEntries(targets).map(({ group, depth }) => (
        <div
          key={group.userGroupId}
          className="flex flex-wrap items-center justify-between gap-2"
          style={{ paddingInlineStart: `${depth * 1.25}rem` }}
        >
          <Checkbox
            isSelected={groups.includes(group.userGroupId)}
            onChange={(on) => setGroupIds((list) => toggle(list, group.userGroupId, on))}
          >
            {group.title}
          </Checkbox>
          {mayLead && (
            <Checkbox
              isSelected={groups.includes(group.userGroupId) && leads.includes(group.userGroupId)}
              isDisabled={!groups.includes(group.userGroupId)}
              onChange={(on) => setLeads((list) => toggle(list, group.userGroupId, on))}
            >
              {t('members.member.leads')} <span className="sr-only">{group.title}</span>
            </Checkbox>
          )}
        </div>
      ))}
      {others.length > 0 && (
        <p className="text-sm text-fg-muted">
          {t('members.member.otherGroups', { groups: others.map((group) => group.title).join(', ') })}
        </p>
      )}
      {targets.length > 0 && (
        <div>
          <Button size="sm" onPress={() => void save()} isPending={setGroups.isPending}>
            {t('members.member.saveGroups')}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
