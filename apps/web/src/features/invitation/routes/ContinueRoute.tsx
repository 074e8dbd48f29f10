import { Button, Link, Spinner } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { InvitationLayout } from '../components/InvitationLayout';
import { invitationStoreOf, type FlowAccount } from '../flowState';
import { invitationMutations } from '../mutations';

/**
 * `/invitation/continue`, "Fortsæt i browseren" of the download step (ADR 019): the flow's session becomes the app's
 * (the sign-in sequence), the flow is forgotten, and the app's home takes over. A page of its own, outside
 * `/invitation`, so that the gate there (a signed-in visitor is signed out first) never sees the new session. Without
 * a flow in this browser (a reload afterwards) it goes home at once.
 */
export const ContinueRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = invitationStoreOf(window.localStorage);
  // The account as the page found it: the flow is forgotten once it has served.
  const [account] = useState<FlowAccount | null>(() => store.get()?.account ?? null);
  const continueIn = useMutation(invitationMutations.continueInBrowser(store, useSessionStore()));
  const { mutate } = continueIn;
  const started = useRef(false);

  useEffect(() => {
    if (!account || started.current) return;
    started.current = true;
    mutate(account, { onSuccess: () => void navigate('/', { replace: true }) });
  }, [account, mutate, navigate]);

  if (!account) return <Navigate to="/" replace />;
  return (
    <InvitationLayout title={t('shell.publicPages.invitation')}>
      {continueIn.isError ? (
        <>
          <FormAlert>{t('invitation.continue.failed')}</FormAlert>
          <Button
            size="lg"
            className="w-full"
            onPress={() => mutate(account, { onSuccess: () => void navigate('/', { replace: true }) })}
          >
            {t('invitation.continue.retry')}
          </Button>
          <Link href="/login" variant="standalone" className="w-fit">
            {t('invitation.continue.toLogin')}
          </Link>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-6">
          <Spinner size="lg" aria-label={t('invitation.continue.loading')} />
          <p className="text-fg-muted" aria-hidden="true">
            {t('invitation.continue.loading')}
          </p>
        </div>
      )}
    </InvitationLayout>
  );
};
