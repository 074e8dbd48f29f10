import { memberRole, type GroupOverviewItem, type MemberOverviewRow } from '@klubhus/domain';
import { Avatar, Button, Checkbox, Modal, StatusPill } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText, messageText } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { groupMenuEntries } from '../groupTree';
import { membersMutations } from '../mutations';
import { roleTone, statusTone } from './memberTones';

export interface MemberModalProps {
  clubId: number;
  /** The member, or undefined when the URL names one the list has not loaded (or does not hold). */
  member: MemberOverviewRow | undefined;
  /** The groups the user administers: the ones this modal changes. */
  targets: readonly GroupOverviewItem[];
  isAdministrator: boolean;
  onClose: () => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The member opened from the table (`openMember` in the URL): who they are, and their groups among those the
 * user administers — and for an administrator, which of them they lead (spec §4: "asks which groups to lead").
 * Member details, roles and relations come with "Members II".
 */
export const MemberModal = ({ clubId, member, targets, isAdministrator, onClose }: MemberModalProps) => {
  const { t } = useTranslation();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const [groups, setGroupIds] = useState<number[]>(() => member?.groupIds ?? []);
  const [leads, setLeads] = useState<number[]>(() => member?.leaderOf ?? []);
  const [error, setError] = useState<string>();
  const entries = groupMenuEntries(targets);
  const administered = new Set(targets.map((group) => group.userGroupId));
  const mayLead = isAdministrator && member?.status === 'active';

  const toggle = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  const save = async () => {
    if (!member) return;
    setError(undefined);
    const ownGroups = groups.filter((id) => administered.has(id));
    try {
      if (
        !sameIds(
          ownGroups,
          member.groupIds.filter((id) => administered.has(id)),
        )
      ) {
        await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups: ownGroups, leader: false }] });
      }
      const ownLeads = leads.filter((id) => groups.includes(id));
      if (mayLead && !sameIds(ownLeads, member.leaderOf)) {
        await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups: ownLeads, leader: true }] });
      }
      onClose();
    } catch (failure) {
      const known = failure && typeof failure === 'object' && 'code' in failure ? String(failure.code) : undefined;
      setError(known === 'tooManyMembers' ? messageText(t, known) : formErrorText(t, failure));
    }
  };

  const title = member ? `${member.firstName} ${member.surname}` : t('members.member.missingTitle');
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      closeLabel={t('members.groupPanel.close')}
      footer={
        member ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('members.groupPanel.cancel')}
            </Button>
            <Button onPress={() => void save()} isPending={setGroups.isPending} isDisabled={targets.length === 0}>
              {t('members.groupPanel.save')}
            </Button>
          </>
        ) : (
          <Button onPress={onClose}>{t('members.groupPanel.close')}</Button>
        )
      }
    >
      {member ? (
        <div className="flex flex-col gap-4">
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex items-center gap-3">
            {member.status === 'active' && (
              <Avatar firstName={member.firstName} surname={member.surname} src={member.imageUrl ?? undefined} />
            )}
            <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('members.columns.email')}</dt>
              <dd className="truncate">{member.email ?? '–'}</dd>
              <dt className="text-fg-muted">{t('members.columns.mobile')}</dt>
              <dd>{member.mobile ?? '–'}</dd>
            </dl>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusPill tone={statusTone[member.status]} hasDot>
              {t(`members.status.${member.status}`)}
            </StatusPill>
            <StatusPill tone={roleTone[memberRole(member.type)]}>
              {t(`members.roles.${memberRole(member.type)}`)}
            </StatusPill>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t('members.member.groups')}</legend>
            {entries.length === 0 && <p className="text-sm text-fg-muted">{t('members.member.noGroups')}</p>}
            {entries.map(({ group, depth }) => (
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
                    {t('members.member.leads')}
                    <span className="sr-only"> {group.title}</span>
                  </Checkbox>
                )}
              </div>
            ))}
          </fieldset>
        </div>
      ) : (
        <p>{t('members.member.missing')}</p>
      )}
    </Modal>
  );
};
