import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { useSession } from '../../../shell/session/SessionContext';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { useActiveClub } from '../../../shell/session/useActiveClub';

// A link that looks like the primary button (the ui's Button is for actions, this one navigates).
const primaryLink =
  'inline-flex h-11 items-center justify-center rounded-control bg-brand px-5 text-lg font-medium text-brand-fg hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * /onboarding (spec document 1 §2): a signed-in user with clubs goes on (to /overview, or to / when the
 * `onboarding` flag is off); without clubs it welcomes the user and offers to create a club (flag
 * `club_creation`), the app, and signing out.
 */
export const OnboardingRoute = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const onboardingOn = useFlag('onboarding');
  const creationOn = useFlag('club_creation');
  const { clubs, error } = useActiveClub();
  if (error) throw error;
  if (!clubs) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6">
        <p role="status" className="text-fg-muted">
          {t('clubs.onboarding.loading')}
        </p>
      </main>
    );
  }
  if (clubs.length > 0) return <Navigate to={onboardingOn ? '/overview' : '/'} replace />;
  return (
    <AuthLayout
      title={t('clubs.onboarding.title', { firstName: user?.firstName ?? '' })}
      footer={<Link href="/logout">{t('clubs.onboarding.logout')}</Link>}
    >
      <p className="text-fg-muted">
        {creationOn ? t('clubs.onboarding.noClub') : t('clubs.onboarding.noClubAskForInvitation')}
      </p>
      <div className="flex flex-col items-stretch gap-4 sm:flex-row sm:items-center">
        {creationOn && (
          <RouterLink to="/create-club" className={primaryLink}>
            {t('clubs.onboarding.createClub')}
          </RouterLink>
        )}
        <Link variant="standalone" href="/download" className="justify-center">
          {t('clubs.onboarding.download')}
        </Link>
      </div>
    </AuthLayout>
  );
};
