import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';

export type PublicPage = 'subscription' | 'paymentSuccess';

/**
 * A page a visitor reaches without signing in (subscription approval, payment success) whose flow comes with a later
 * issue: it is reachable, named and honest.
 */
export const PublicPlaceholder = ({ page }: { page: PublicPage }) => {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t(`shell.publicPages.${page}`)}>
      <p className="text-fg-muted">{t('shell.placeholder.body')}</p>
      <Link href="/login" variant="standalone">
        {t('shell.placeholder.toLogin')}
      </Link>
    </AuthLayout>
  );
};
