import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { useFlag } from '../../../shell/FlagsContext';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { StoreBadges } from '../../../shell/StoreBadges';
import { useSignupFlow } from '../flowContext';

/**
 * `/register/done` (spec §2): "Du er nu medlem af", the club's logo and name; with the store badges on, the app's
 * text and the store links (the same as the sidebar's and the login's).
 */
export const DoneRoute = () => {
  const { t } = useTranslation();
  const { companyName } = useDomainSettings();
  const showApp = useFlag('store_badges');
  const { state } = useSignupFlow();
  if (!state.done) return <Navigate to="/register" replace />;
  const { club } = state;
  return (
    <AuthLayout title={t('register.done.title', { club: club.name })}>
      {club.imageUrl && (
        <img
          src={club.imageUrl}
          alt={t('register.done.logo', { club: club.name })}
          className="mx-auto size-24 rounded-full border border-border object-cover"
        />
      )}
      <p>{t('register.done.body')}</p>
      {showApp && (
        <section aria-labelledby="register-app" className="flex flex-col gap-2">
          <p id="register-app">{t('register.done.app', { company: companyName })}</p>
          <StoreBadges />
        </section>
      )}
      <Link href="/login" variant="standalone" className="w-fit">
        {t('register.done.login')}
      </Link>
    </AuthLayout>
  );
};
