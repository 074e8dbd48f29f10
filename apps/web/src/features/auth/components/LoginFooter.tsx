import { Button, InfoModal, Link } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { useFlag } from '../../../shell/FeaturesContext';

/**
 * Under the login card (spec document 1 §2): a link back to the brand's main website and, with the
 * `store_badges` flag, the cookies button.
 */
export const LoginFooter = () => {
  const { t } = useTranslation();
  const { companyName, newsSite } = useDomainSettings();
  const showCookies = useFlag('store_badges');
  const [cookiesOpen, setCookiesOpen] = useState(false);
  return (
    <>
      {newsSite && (
        <Link href={newsSite} variant="standalone">
          {t('auth.login.brandSite', { companyName })}
        </Link>
      )}
      {showCookies && (
        <>
          <Button variant="secondary" size="sm" onPress={() => setCookiesOpen(true)}>
            {t('auth.cookies.button')}
          </Button>
          <InfoModal
            isOpen={cookiesOpen}
            onOpenChange={setCookiesOpen}
            title={t('auth.cookies.title')}
            okLabel={t('auth.cookies.ok')}
          >
            <p>{t('auth.cookies.body')}</p>
          </InfoModal>
        </>
      )}
    </>
  );
};
