import type { GroupOverviewItem, MemberOverviewRow } from '@klubhus/domain';
import { Button, Modal } from '@klubhus/ui';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { useInvitationsSent } from '../../hooks/InvitationsSent';
import { skippedByReason } from '../../invitations';
import { invitationMutations } from '../../mutations';
import { CREATE_MEMBER_FORM, CreateMemberForm } from './CreateMemberForm';

export interface CreateMemberModalProps {
  clubId: number;
  /** The group the screen lists: the new member goes into it. */
  group: GroupOverviewItem | undefined;
  /** Closed before anything was created. */
  onClose: () => void;
  /** Closed after the member was created: what to announce. */
  onDone: (message: string) => void;
}

const STEPS = 2;
const fullName = (member: Pick<MemberOverviewRow, 'firstName' | 'surname'>) => `${member.firstName} ${member.surname}`;

/**
 * "Opret medlem" (spec document 1 §2, §4 "Create member"; ADR 018): step 1 the form, step 2 "send the invitation now
 * or later". Now mails the new (red) member at once; later closes, and the member's details offer the invitation
 * afterwards. Closing the second step in any way is "later": the member exists either way.
 */
export const CreateMemberModal = ({ clubId, group, onClose, onDone }: CreateMemberModalProps) => {
  const { t } = useTranslation();
  const [member, setMember] = useState<MemberOverviewRow>();
  const [error, setError] = useState<string>();
  // The form's own call: its button spins, and the modal stays open while it runs.
  const creating = useIsMutating({ mutationKey: invitationMutations.create(clubId).mutationKey }) > 0;
  const invite = useMutation(invitationMutations.invite(clubId));
  const invitationsSent = useInvitationsSent();
  const isPending = creating || invite.isPending;

  const later = (created: MemberOverviewRow) => onDone(t('members.create.created', { name: fullName(created) }));
  const sendNow = async (created: MemberOverviewRow) => {
    setError(undefined);
    try {
      const answer = await invite.mutateAsync({ first: [created.id], again: [] });
      invitationsSent();
      const [skipped] = skippedByReason(answer);
      onDone(
        skipped
          ? t('members.create.notSent', {
              name: fullName(created),
              reason: t(`members.invite.reasons.${skipped[0]}`),
            })
          : t('members.create.sent', { name: fullName(created), email: created.email ?? '' }),
      );
    } catch (failure) {
      // A 5xx or no answer is the error dialog's; the modal stays, so that "Send nu" can be pressed again.
      setError(formErrorText(t, failure));
    }
  };

  const step = member ? 2 : 1;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (isOpen || isPending) return;
        if (member) later(member);
        else onClose();
      }}
      title={member ? t('members.create.inviteTitle') : t('members.create.title')}
      closeLabel={t('members.member.close')}
      footer={
        // One primary button throughout (create, then send now): the focus stays on it from one step to the next.
        member ? (
          <>
            <Button key="secondary" variant="secondary" isDisabled={invite.isPending} onPress={() => later(member)}>
              {t('members.create.later')}
            </Button>
            <Button key="primary" isPending={invite.isPending} onPress={() => void sendNow(member)}>
              {t('members.create.sendNow')}
            </Button>
          </>
        ) : (
          <>
            <Button key="secondary" variant="secondary" onPress={onClose}>
              {t('members.member.cancel')}
            </Button>
            <Button key="primary" type="submit" form={CREATE_MEMBER_FORM} isPending={creating}>
              {t('members.create.submit')}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4 sm:w-xl">
        <p className="text-sm text-fg-muted">{t('members.create.step', { step, of: STEPS })}</p>
        {member ? (
          <div className="flex flex-col gap-3">
            {error && <FormAlert>{error}</FormAlert>}
            <p role="status" className="font-semibold">
              {t('members.create.created', { name: fullName(member) })}
            </p>
            <p>{t('members.create.inviteText', { name: fullName(member), email: member.email ?? '' })}</p>
            <p className="text-sm text-fg-muted">{t('members.create.inviteHelp', { name: fullName(member) })}</p>
          </div>
        ) : (
          <CreateMemberForm clubId={clubId} group={group} onCreated={setMember} />
        )}
      </div>
    </Modal>
  );
};
