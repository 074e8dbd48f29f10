import type { InviteAnswer, MemberOverviewRow } from '@klubhus/domain';
import { Button, Modal, ProgressBar } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { useInvitationsSent } from '../../hooks/InvitationsSent';
import { invitationPlan, type InvitationPlan } from '../../invitations';
import { invitationMutations } from '../../mutations';
import { InviteResult } from './InviteResult';

export interface InviteModalProps {
  clubId: number;
  /** How many members are ticked. */
  count: number;
  /** The ticked members' rows: the loaded ones, or every row of the filter after "select all" (ADR 016). */
  loadMembers: (options: {
    signal: AbortSignal;
    onLoaded: (loaded: number, total: number) => void;
  }) => Promise<MemberOverviewRow[]>;
  /** Closed before anything was sent. */
  onClose: () => void;
  /** Closed after a run: what to announce; the screen clears the selection. */
  onDone: (message: string) => void;
}

type Phase =
  | { step: 'loading'; done: number; total: number }
  | { step: 'loadFailed' }
  | { step: 'ready'; rows: MemberOverviewRow[]; plan: InvitationPlan; answer?: InviteAnswer; error?: string }
  | { step: 'sending'; rows: MemberOverviewRow[]; plan: InvitationPlan; done: number; answer?: InviteAnswer }
  | { step: 'done'; rows: MemberOverviewRow[]; plan: InvitationPlan; answer: InviteAnswer };

const Counts = ({ plan }: { plan: InvitationPlan }) => {
  const { t } = useTranslation();
  const lines = [
    ['first', plan.first.length],
    ['again', plan.again.length],
    ['active', plan.active],
  ] as const;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {lines
        .filter(([kind, n]) => kind !== 'active' || n > 0)
        .map(([kind, n]) => (
          <div key={kind} className="contents">
            <dt>{t(`members.invite.plan.${kind}`)}</dt>
            <dd className="text-right font-semibold tabular-nums">{n}</dd>
          </div>
        ))}
    </dl>
  );
};

/**
 * "Send invitation" for the ticked members (spec document 1 §2 "invite modal"; ADR 018): how many get their first
 * invitation (red) and how many get it again (orange), then both calls as needed with a progress bar, then who was
 * mailed and who was left out and why. Closing the modal stops a run: the calls not yet made are not made.
 */
export const InviteModal = ({ clubId, count, loadMembers, onClose, onDone }: InviteModalProps) => {
  const { t } = useTranslation();
  const invite = useMutation(invitationMutations.invite(clubId));
  const invitationsSent = useInvitationsSent();
  const [phase, setPhase] = useState<Phase>({ step: 'loading', done: 0, total: count });
  const [attempt, setAttempt] = useState(0);
  // The selection as the modal opened: the rows are loaded once per attempt.
  const [load] = useState(() => loadMembers);
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);

  useEffect(() => {
    const loading = new AbortController();
    load({
      signal: loading.signal,
      onLoaded: (done, total) => setPhase({ step: 'loading', done, total }),
    }).then(
      (rows) => !loading.signal.aborted && setPhase({ step: 'ready', rows, plan: invitationPlan(rows) }),
      () => !loading.signal.aborted && setPhase({ step: 'loadFailed' }),
    );
    return () => loading.abort();
  }, [load, attempt]);

  const sent = 'answer' in phase ? phase.answer : undefined;
  const close = () => {
    controller.abort();
    if (sent && sent.sent.length > 0) onDone(t('members.invite.result.sent', { count: sent.sent.length }));
    else onClose();
  };

  const send = async (rows: MemberOverviewRow[], plan: InvitationPlan) => {
    let partial: InviteAnswer | undefined;
    setPhase({ step: 'sending', rows, plan, done: 0 });
    try {
      const answer = await invite.mutateAsync({
        first: plan.first,
        again: plan.again,
        signal: controller.signal,
        onProgress: (done, soFar) => {
          partial = soFar;
          setPhase({ step: 'sending', rows, plan, done, answer: soFar });
        },
      });
      invitationsSent();
      setPhase({ step: 'done', rows, plan, answer });
    } catch (failure) {
      if (controller.signal.aborted) return;
      if (partial && partial.sent.length > 0) invitationsSent();
      // A 5xx or no answer is the error dialog's; what was sent before it is shown all the same.
      setPhase({ step: 'ready', rows, plan, answer: partial, error: formErrorText(t, failure) });
    }
  };

  const toSend = phase.step === 'ready' ? phase.plan.first.length + phase.plan.again.length : 0;
  let body;
  if (phase.step === 'loading') {
    body = (
      <ProgressBar
        label={t('members.bulk.progress.loading')}
        value={phase.done}
        maxValue={Math.max(phase.total, 1)}
        valueLabel={t('members.bulk.progress.value', { done: phase.done, total: phase.total })}
      />
    );
  } else if (phase.step === 'loadFailed') {
    body = (
      <FormAlert>
        <div className="flex flex-col items-start gap-3">
          <p>{t('members.invite.loadFailed')}</p>
          <Button
            variant="secondary"
            onPress={() => {
              setPhase({ step: 'loading', done: 0, total: count });
              setAttempt((n) => n + 1);
            }}
          >
            {t('members.member.retry')}
          </Button>
        </div>
      </FormAlert>
    );
  } else if (phase.step === 'done') {
    body = <InviteResult answer={phase.answer} rows={phase.rows} />;
  } else {
    const total = phase.plan.first.length + phase.plan.again.length;
    body = (
      <div className="flex flex-col gap-4">
        {phase.step === 'ready' && phase.error && <FormAlert>{phase.error}</FormAlert>}
        {phase.step === 'ready' && phase.answer && <InviteResult answer={phase.answer} rows={phase.rows} />}
        <Counts plan={phase.plan} />
        <p className="text-sm text-fg-muted">{total > 0 ? t('members.invite.help') : t('members.invite.nobody')}</p>
        {phase.step === 'sending' && (
          <ProgressBar
            label={t('members.invite.sending')}
            value={phase.done}
            maxValue={Math.max(total, 1)}
            valueLabel={t('members.bulk.progress.value', { done: phase.done, total })}
          />
        )}
      </div>
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('members.invite.title')}
      closeLabel={t('members.member.close')}
      footer={
        // One primary button throughout (send, then close): the focus stays on it from the press to the result.
        <>
          {phase.step !== 'done' && (
            <Button key="cancel" variant="secondary" onPress={close}>
              {t('members.member.cancel')}
            </Button>
          )}
          <Button
            key="primary"
            isDisabled={phase.step !== 'sending' && phase.step !== 'done' && toSend === 0}
            isPending={phase.step === 'sending'}
            onPress={() => {
              if (phase.step === 'done') close();
              else if (phase.step === 'ready') void send(phase.rows, phase.plan);
            }}
          >
            {phase.step === 'done' ? t('members.member.close') : t('members.invite.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 sm:w-lg">{body}</div>
    </Modal>
  );
};
