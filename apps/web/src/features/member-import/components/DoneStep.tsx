import type { InviteAnswer, MemberOverviewRow } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { importErrorText, welcomeRecipients } from '../importRules';
import { memberImportMutations } from '../mutations';

export interface DoneStepProps {
  clubId: number;
  /** The members the import created (`importUsers` answers them). */
  members: readonly MemberOverviewRow[];
}

/** Skipped ids by reason, in the answer's order of first appearance. */
const byReason = (answer: InviteAnswer) => {
  const reasons = new Map<string, number>();
  for (const skipped of answer.skipped) reasons.set(skipped.reason, (reasons.get(skipped.reason) ?? 0) + 1);
  return [...reasons];
};

/**
 * Done (spec §4): how many were imported, and "Send velkomstmails" to those with an email (joining's
 * `sendWelcomeMails`, ADR 018), with how many were sent and why the others were not.
 */
export const DoneStep = ({ clubId, members }: DoneStepProps) => {
  const { t } = useTranslation();
  const welcome = useMutation(memberImportMutations.welcome(clubId));
  const [answer, setAnswer] = useState<InviteAnswer>();
  const [error, setError] = useState<string>();
  const recipients = welcomeRecipients(members);
  const withoutEmail = members.filter((member) => !member.email).length;
  const result = useRef<HTMLElement>(null);
  // The button pressed gives way to the result: the focus goes there.
  useEffect(() => {
    if (answer) result.current?.focus();
  }, [answer]);

  const send = async () => {
    setError(undefined);
    try {
      setAnswer(await welcome.mutateAsync(recipients));
    } catch (failure) {
      setError(importErrorText(t, failure));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-lg font-semibold">
        {t('memberImport.done.imported', { count: members.length })}
      </p>
      <p>{t('memberImport.done.next')}</p>
      <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t('memberImport.done.withEmail')}</dt>
        <dd className="text-right font-semibold tabular-nums">{recipients.length}</dd>
        <dt>{t('memberImport.done.withoutEmail')}</dt>
        <dd className="text-right font-semibold tabular-nums">{withoutEmail}</dd>
      </dl>
      {error && <FormAlert>{error}</FormAlert>}
      {answer ? (
        <section ref={result} tabIndex={-1} aria-live="polite" className="flex flex-col gap-1 outline-hidden">
          <p className="font-semibold">{t('memberImport.done.sent', { count: answer.sent.length })}</p>
          {answer.skipped.length > 0 && (
            <>
              <p>{t('memberImport.done.skipped', { count: answer.skipped.length })}</p>
              <ul className="list-inside list-disc text-sm text-fg-muted">
                {byReason(answer).map(([reason, n]) => (
                  <li key={reason}>
                    {t(`memberImport.done.reasons.${reason as 'noEmail'}`)} ({n})
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : recipients.length === 0 ? (
        <p className="text-fg-muted">{t('memberImport.done.nobody')}</p>
      ) : (
        <Button className="self-start" isPending={welcome.isPending} onPress={() => void send()}>
          {t('memberImport.done.send')}
        </Button>
      )}
    </div>
  );
};
