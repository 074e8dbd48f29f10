import { ErrorScreen as ErrorScreenView } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { brandForHost } from '../brands';

export interface ErrorScreenProps {
  message: string;
}

/**
 * The generic error screen of the spec (doc 1 §2, doc 2 §2.1), in the app's language: the apology, the
 * message, a reload link and the brand's support contact. The brand comes from this build's brand files
 * by host, so the screen works even when start-up is what failed.
 */
export const ErrorScreen = ({ message }: ErrorScreenProps) => {
  const { t } = useTranslation();
  const brand = brandForHost(window.location.hostname);
  // A link to the page itself reloads it, and still works when the app's script is what broke.
  return (
    <ErrorScreenView
      title={t('errorScreen.title')}
      message={message}
      reloadLabel={t('errorScreen.reload')}
      reloadHref={window.location.href}
      supportEmail={brand?.supportEmail}
      supportIntro={t('errorScreen.supportIntro')}
    />
  );
};
