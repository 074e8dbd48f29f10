import { useTranslation } from 'react-i18next';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { ApiStatus } from '../components/ApiStatus';

const storeLink =
  'block rounded-lg bg-brand px-4 py-3 text-center font-semibold text-brand-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** /download, "Hent appen": where the members' app is found for this host's brand. */
export const DownloadRoute = () => {
  const { t } = useTranslation();
  const { companyName, storeLinks } = useDomainSettings();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 p-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-soft-fg uppercase">{companyName}</p>
        <h1 className="text-3xl font-bold">{t('download.title')}</h1>
        <p className="text-fg-muted">{t('download.intro', { companyName })}</p>
      </header>
      <ul className="flex flex-col gap-3">
        <li>
          <a className={storeLink} href={storeLinks.apple}>
            {t('download.appStore')}
          </a>
        </li>
        <li>
          <a className={storeLink} href={storeLinks.google}>
            {t('download.googlePlay')}
          </a>
        </li>
      </ul>
      <ApiStatus />
    </main>
  );
};
