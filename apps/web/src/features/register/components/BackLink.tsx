import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

/** "Tilbage" to the start list (spec §2: `/register/{id}` has a Back link to `/register`). */
export const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Link href="/register" variant="standalone">
      {t('register.back')}
    </Link>
  );
};
