import type { InviteSkipReason, MemberDetails } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { useInvitationsSent } from '../../hooks/InvitationsSent';
import { resendButton, skippedByReason } from '../../invitations';
import { invitationMutations } from '../../mutations';

export interface ResendInvitationProps {
  clubId: number;
  member: MemberDetails;
  /**
   * The time the button is judged at ("mailed today?").
   * @default the time of rendering
   */
  now?: Date;
}

/** What the last press came to: mailed, or left out for a reason. */
type Outcome = 'sent' | InviteSkipReason;

/**
 * The inactive member's invitation button (spec §4 "A resend button says the mail was sent and can be sent again
 * tomorrow"; ADR 018): "Send invitation" for a red member, "Send invitation igen" for an orange one. Once a mail went
 * out today — before the modal opened, by this press, or as the server answers (`sentToday`) — the button is
 * disabled and says so.
 */
export const ResendInvitation = ({ clubId, member, now = new Date() }: ResendInvitationProps) => {
  const { t } = useTranslation();
  const invite = useMutation(invitationMutations.invite(clubId));
  const invitationsSent = useInvitationsSent();
  const [outcome, setOutcome] = useState<Outcome>();
  const [error, setError] = useState<string>();
  const hint = useRef<HTMLParagraphElement>(null);
  const button = resendButton(member, now);
  if (!button) return null;

  const sentToday = button.sentToday || outcome === 'sent' || outcome === 'sentToday';
  const noEmail = !member.email || outcome === 'noEmail';
  const hintId = `invitation-${member.id}`;
  let text: string | undefined;
  if (sentToday) text = t('members.resend.sentToday');
  else if (noEmail) text = t('members.resend.noEmail');
  else if (outcome) text = t('members.resend.notSent', { reason: t(`members.invite.reasons.${outcome}`) });

  const send = async () => {
    setError(undefined);
    try {
      const ids = [member.id];
      const answer = await invite.mutateAsync(
        button.kind === 'again' ? { first: [], again: ids } : { first: ids, again: [] },
      );
      invitationsSent();
      setOutcome(answer.sent.includes(member.id) ? 'sent' : (skippedByReason(answer)[0]?.[0] ?? 'notFound'));
      // The pressed button is now disabled: the focus goes to what it says instead of being lost.
      requestAnimationFrame(() => hint.current?.focus());
    } catch (failure) {
      setError(formErrorText(t, failure));
    }
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        isDisabled={sentToday || noEmail}
        isPending={invite.isPending}
        aria-describedby={text ? hintId : undefined}
        onPress={() => void send()}
      >
        {sentToday
          ? t('members.resend.sent')
          : button.kind === 'again'
            ? t('members.resend.again')
            : t('members.resend.first')}
      </Button>
      <p
        ref={hint}
        id={hintId}
        tabIndex={-1}
        role="status"
        className="max-w-64 rounded-control text-right text-sm text-fg-muted outline-focus outline-offset-2 empty:hidden focus-visible:outline-2"
      >
        {text}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
};
