import { useTranslation } from 'react-i18next';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { useStoreLinks } from '../../../shell/useStoreLinks';
import { ApiStatus } from '../components/ApiStatus';

const storeLink =
  'block rounded-lg bg-brand px-4 py-3 text-center font-semibold text-brand-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** /download, "Hent appen": where the members' app is found for this host's brand. */
export const DownloadRoute = () => {
  const { t } = useTranslation();
  const { companyName } = useDomainSettings();
  const storeLinks = useStoreLinks();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 p-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-soft-fg uppercase">{companyName}</p>
        <h1 className="text-3xl font-bold">{t('download.title')}</h1>
        <p className="text-fg-muted">{t('download.intro', { companyName })}</p>
      </header>
      <ul className="flex flex-col gap-3">
        {storeLinks.map((store) => (
          <li key={store.href}>
            <a className={storeLink} href={store.href}>
              {store.label}
            </a>
          </li>
        ))}
      </ul>
      <ApiStatus />
    </main>
  );
};
