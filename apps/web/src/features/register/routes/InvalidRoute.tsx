import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../shell/FlagsContext';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { StoreBadges } from '../../../shell/StoreBadges';

/**
 * `/register/invalid` (spec §2, §8 "invalid imported-user credentials"): the invitation link is void; the visitor
 * is told to contact whoever sent it, and that the app can be downloaded from the two app stores (their links when
 * the store badges are on).
 */
export const InvalidRoute = () => {
  const { t } = useTranslation();
  const showBadges = useFlag('store_badges');
  return (
    <AuthLayout title={t('register.invalid.title')}>
      <p>{t('register.invalid.body')}</p>
      <p>{t('register.invalid.contact')}</p>
      <p>{t('register.invalid.app')}</p>
      {showBadges && <StoreBadges />}
    </AuthLayout>
  );
};
