import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { CreateClubForm } from '../components/CreateClubForm';
import { useActiveClub } from '../../../shell/session/useActiveClub';

/**
 * /create-club, "Opret forening" (spec document 1 §2, §5): behind the sign-in guard; with the
 * `club_creation` flag off the page does not exist for the user, who goes back to /onboarding.
 */
export const CreateClubRoute = () => {
  const { t } = useTranslation();
  const creationOn = useFlag('club_creation');
  const { clubs } = useActiveClub();
  if (!creationOn) return <Navigate to="/onboarding" replace />;
  return (
    <AuthLayout title={t('clubs.createClub.title')}>
      <p className="text-fg-muted">{t('clubs.createClub.intro')}</p>
      <CreateClubForm cancelHref={clubs && clubs.length > 0 ? '/overview' : '/onboarding'} />
    </AuthLayout>
  );
};
