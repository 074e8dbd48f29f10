import type { InvitationMethod } from '@klubhus/domain';
import { Button, Link, Spinner } from '@klubhus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { invitationPath, stepsOf } from '../flowRules';
import { invitationStoreOf, type InvitationClub } from '../flowState';
import type { JoinContext } from '../mutations';
import { invitationQueries } from '../queries';
import { ExistingUserForm } from './ExistingUserForm';
import { InvitationLayout } from './InvitationLayout';
import { NewUserForm } from './NewUserForm';

/** The sign-up form once the club's required fields are known; a spinner until then, a retry when they failed. */
const NewUser = ({ context, onVoidLink }: { context: JoinContext; onVoidLink: () => void }) => {
  const { t } = useTranslation();
  const required = useQuery(invitationQueries.requiredFields(context.club.id));
  if (required.data) {
    return (
      <NewUserForm key={required.data.join()} context={context} required={required.data} onVoidLink={onVoidLink} />
    );
  }
  if (required.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p>{t('invitation.failed.body')}</p>
        <Button variant="secondary" onPress={() => void required.refetch()} isPending={required.isFetching}>
          {t('invitation.failed.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-6">
      <Spinner aria-label={t('invitation.loading')} />
    </div>
  );
};

export interface DetailsStepProps {
  clubToken: string;
  club: InvitationClub;
  method: InvitationMethod;
  focusTitle: boolean;
}

/**
 * Step 1, details (spec §2): the club's image and name and who invited, then the sign-up form (method 0) or the login
 * form (method 1), and the link that toggles between them ("Allerede bruger" / "Har du ikke en bruger").
 */
export const DetailsStep = ({ clubToken, club, method, focusTitle }: DetailsStepProps) => {
  const { t } = useTranslation();
  const request = useFlag('department_requests');
  const queryClient = useQueryClient();
  // The flow's session ended on a later step: the visitor is back here to log in again (InvitationRoute).
  const { state: arrival } = useLocation() as { state: { sessionEnded?: boolean } | null };
  const context = useMemo<JoinContext>(
    () => ({ store: invitationStoreOf(window.localStorage), clubToken, club, request }),
    [clubToken, club, request],
  );
  // A link that died while the visitor filled in the form: the page shows it as void, as if checked so.
  const onVoidLink = () => queryClient.setQueryData(invitationQueries.club(clubToken).queryKey, { valid: false });
  const steps = stepsOf({ method, request, hasGroups: club.groups.length > 0 });
  const intro = request
    ? t('invitation.details.requestIntro', { club: club.name })
    : method === 0
      ? t('invitation.details.createIntro', { club: club.name })
      : t('invitation.details.loginIntro', { club: club.name });
  return (
    <InvitationLayout
      title={method === 0 ? t('invitation.details.createTitle') : t('invitation.details.loginTitle')}
      club={club}
      progress={{ step: 1, count: steps.length }}
      focusTitle={focusTitle}
    >
      <p className="-mt-2 text-fg-muted">{intro}</p>
      {arrival?.sessionEnded && <FormAlert>{t('invitation.errors.sessionEnded')}</FormAlert>}
      {method === 0 ? (
        <NewUser context={context} onVoidLink={onVoidLink} />
      ) : (
        <ExistingUserForm context={context} onVoidLink={onVoidLink} />
      )}
      <p className="border-t border-border pt-5 text-center">
        <Link href={invitationPath(clubToken, method === 0 ? 1 : 0)} variant="standalone">
          {method === 0 ? t('invitation.details.toLogin') : t('invitation.details.toCreate')}
        </Link>
      </p>
    </InvitationLayout>
  );
};
