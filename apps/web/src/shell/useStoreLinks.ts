import { useTranslation } from 'react-i18next';
import { useDomainSettings } from './DomainSettingsContext';

export interface StoreLink {
  label: string;
  href: string;
}

/**
 * The brand's app-store links with their labels ("Hent i App Store" ...); a store the brand leaves empty
 * (`""`: not configured, ADR 008) is left out.
 */
export const useStoreLinks = (): StoreLink[] => {
  const { t } = useTranslation();
  const { storeLinks } = useDomainSettings();
  return [
    { label: t('download.appStore'), href: storeLinks.apple },
    { label: t('download.googlePlay'), href: storeLinks.google },
  ].filter((link) => link.href);
};
