import { memberRole, memberTypeOf, type MemberDetails, type MemberRole } from '@klubhus/domain';
import { ConfirmDialog, Select, SelectItem } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { roleChoices, roleSteps, type MemberPermissions } from '../../memberActions';
import { withMemberText } from '../../memberFormat';
import { memberMutations } from '../../mutations';

export interface RoleControlProps {
  clubId: number;
  member: MemberDetails & { userId: number };
  permissions: MemberPermissions;
  onAnnounce: (message: string) => void;
  /** Group leader was confirmed: the modal asks which groups to lead, and makes the calls. */
  onLead: () => void;
}

/**
 * The administrator's role choice (spec §4 role types; §2 "role-change confirmation"): a chosen role is asked
 * about first ("Er du sikker?"); group leader then asks which groups to lead (ADR 016/017). The sole
 * administrator's choice is disabled with the reason (spec §5); promoting others stays possible.
 */
export const RoleControl = ({ clubId, member, permissions, onAnnounce, onLead }: RoleControlProps) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MemberRole>();
  const [error, setError] = useState<string>();
  const setRole = useMutation(memberMutations.setRole(clubId, member.id));
  const current = memberRole(member.type);
  const name = `${member.firstName} ${member.surname}`;
  const steps = chosen ? roleSteps(current, chosen) : [];

  const confirm = async () => {
    if (!chosen) return;
    if (steps.includes('leadGroups')) {
      onLead();
      return;
    }
    try {
      await setRole.mutateAsync({ userId: member.userId, type: memberTypeOf(chosen) });
      onAnnounce(t('members.member.role.changed', { name, role: t(`members.roles.${chosen}`) }));
    } catch (failure) {
      setError(formErrorText(t, withMemberText(t, failure)));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Select
        className="max-w-64"
        label={t('members.member.role.label')}
        items={roleChoices.map((role) => ({ id: role, name: t(`members.roles.${role}`) }))}
        value={current}
        isDisabled={permissions.soleAdministrator}
        description={permissions.soleAdministrator ? t('members.refusals.soleAdministrator') : undefined}
        errorMessage={error}
        onChange={(key) => {
          const next = roleChoices.find((role) => role === key);
          setError(undefined);
          if (next && next !== current) setChosen(next);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <ConfirmDialog
        isOpen={chosen !== undefined}
        onOpenChange={(isOpen) => !isOpen && setChosen(undefined)}
        title={t('members.groupPanel.confirmTitle')}
        confirmLabel={t('members.groupPanel.yes')}
        cancelLabel={t('members.groupPanel.no')}
        onConfirm={confirm}
      >
        {chosen &&
          t(chosen === 'leader' ? 'members.member.role.confirmLeader' : 'members.member.role.confirm', {
            name,
            role: t(`members.roles.${chosen}`),
          })}
      </ConfirmDialog>
    </div>
  );
};
