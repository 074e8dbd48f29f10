import { memberRole, type MemberDetails } from '@klubhus/domain';
import { Avatar, Button, ConfirmDialog, StatusPill } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import type { MemberPermissions } from '../../memberActions';
import { withMemberText } from '../../memberFormat';
import { memberMutations } from '../../mutations';
import { roleTone, statusTone } from '../memberTones';
import { ResendInvitation } from './ResendInvitation';
import { RoleControl } from './RoleControl';

export interface MemberSummaryProps {
  clubId: number;
  member: MemberDetails;
  permissions: MemberPermissions;
  onAnnounce: (message: string) => void;
  onEdit: () => void;
  onLead: () => void;
  onRemoved: () => void;
}

/**
 * The top of the member details: picture (none for an inactive member, spec §4), status and role, and the
 * administrator's actions — for an inactive member also the invitation (ADR 018). The sole administrator's removal
 * is shown disabled with the reason (spec §5).
 */
export const MemberSummary = ({
  clubId,
  member,
  permissions,
  onAnnounce,
  onEdit,
  onLead,
  onRemoved,
}: MemberSummaryProps) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useMutation(memberMutations.remove(clubId));
  const role = memberRole(member.type);
  const name = `${member.firstName} ${member.surname}`;
  const reasonId = `sole-administrator-${member.id}`;

  return (
    <div className="flex flex-wrap items-start gap-4">
      {member.status === 'active' && (
        <Avatar size="lg" firstName={member.firstName} surname={member.surname} src={member.imageUrl ?? undefined} />
      )}
      {/* At least a select's width: on a phone the actions wrap below rather than squeeze the role to nothing. */}
      <div className="flex min-w-56 flex-1 flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <StatusPill tone={statusTone[member.status]} hasDot>
            {t(`members.status.${member.status}`)}
          </StatusPill>
          {/* Group leaders, and anyone looking at an inactive member, see the role as a read-only badge (spec §6). */}
          {!permissions.changeRole && <StatusPill tone={roleTone[role]}>{t(`members.roles.${role}`)}</StatusPill>}
        </div>
        {permissions.changeRole && member.userId !== null && (
          <RoleControl
            clubId={clubId}
            member={{ ...member, userId: member.userId }}
            permissions={permissions}
            onAnnounce={onAnnounce}
            onLead={onLead}
          />
        )}
      </div>
      {(permissions.edit || permissions.remove) && (
        <div className="flex flex-col items-end gap-2">
          <div className="flex flex-wrap justify-end gap-2">
            {permissions.edit && (
              <Button variant="secondary" size="sm" onPress={onEdit}>
                {t('members.member.edit.button')}
              </Button>
            )}
            {permissions.remove && (
              <Button
                variant="danger"
                size="sm"
                isDisabled={permissions.soleAdministrator}
                aria-describedby={permissions.soleAdministrator ? reasonId : undefined}
                onPress={() => {
                  setError(undefined);
                  setConfirming(true);
                }}
              >
                {t('members.member.remove.button')}
              </Button>
            )}
          </div>
          {permissions.remove && permissions.soleAdministrator && (
            <p id={reasonId} className="max-w-64 text-right text-sm text-fg-muted">
              {t('members.refusals.soleAdministrator')}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          {permissions.invite && <ResendInvitation clubId={clubId} member={member} />}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('members.groupPanel.confirmTitle')}
        confirmLabel={t('members.member.remove.confirm')}
        cancelLabel={t('members.groupPanel.no')}
        isDestructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync([member.id]);
            onRemoved();
          } catch (failure) {
            // The dialog closes; the refusal shows beside the button (a 5xx goes to the error dialog).
            setError(formErrorText(t, withMemberText(t, failure)));
          }
        }}
      >
        {t('members.member.remove.text', { name })}
      </ConfirmDialog>
    </div>
  );
};
