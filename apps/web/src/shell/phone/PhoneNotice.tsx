import { Button, MobileNotice } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useStoreLinks } from '../useStoreLinks';

export interface PhoneNoticeProps {
  /** The user chose to go on in the browser. */
  onContinue: () => void;
}

/**
 * The signed-in app on a phone, until the device chooses the browser: the spec's notice to use a computer
 * (and the app), with the brand's store links, and the choice to continue here. A brand that configures no
 * store link gets no "use our app" advice and no store button (ADR 008); continuing is then the action.
 */
export const PhoneNotice = ({ onContinue }: PhoneNoticeProps) => {
  const { t } = useTranslation();
  const storeLinks = useStoreLinks();
  const hasApp = storeLinks.length > 0;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface pb-10">
      <MobileNotice
        title={t('shell.mobile.title')}
        message={t('shell.mobile.message')}
        appMessage={hasApp ? t('shell.mobile.appMessage') : t('shell.mobile.browserMessage')}
        storeLinks={storeLinks}
      />
      {/* As wide as the notice's store buttons (20rem inside its 1.5rem sides), pulled up into its bottom padding. */}
      <div className="-mt-6 flex w-full max-w-[23rem] flex-col px-6">
        <Button variant={hasApp ? 'secondary' : 'primary'} size="lg" onPress={onContinue}>
          {t('shell.mobile.continue')}
        </Button>
      </div>
    </main>
  );
};
