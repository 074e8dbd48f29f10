import { ErrorScreen as ErrorScreenView } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

export interface ErrorScreenProps {
  message: string;
}

/** The generic error screen of the spec (doc 1 §2, doc 2 §2.1), in the app's language. */
export const ErrorScreen = ({ message }: ErrorScreenProps) => {
  const { t } = useTranslation();
  // A link to the page itself reloads it, and still works when the app's script is what broke.
  return (
    <ErrorScreenView
      title={t('errorScreen.title')}
      message={message}
      reloadLabel={t('errorScreen.reload')}
      reloadHref={window.location.href}
    />
  );
};
