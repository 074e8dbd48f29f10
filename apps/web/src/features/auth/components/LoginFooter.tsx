import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { CookiesButton } from '../../../shell/CookiesButton';
import { useFlag } from '../../../shell/FlagsContext';

/**
 * Under the login card (spec document 1 §2): a link back to the brand's main website and, with the
 * `store_badges` flag, the cookies button.
 */
export const LoginFooter = () => {
  const { t } = useTranslation();
  const { companyName, newsSite } = useDomainSettings();
  const showCookies = useFlag('store_badges');
  return (
    <>
      {newsSite && (
        <Link href={newsSite} variant="standalone">
          {t('auth.login.brandSite', { companyName })}
        </Link>
      )}
      {showCookies && <CookiesButton />}
    </>
  );
};
