import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Any path no route claims. Later, signed-out visitors are sent to /login before they get here. */
export const NotFoundRoute = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-fg-muted">{t('notFound.body', { path: pathname })}</p>
      <Link className="text-brand-soft-fg underline underline-offset-4" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
};
