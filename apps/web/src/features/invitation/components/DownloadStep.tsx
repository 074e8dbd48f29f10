import { Button, Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { useFlag } from '../../../shell/FlagsContext';
import { useIsPhone } from '../../../shell/layout/useIsPhone';
import { rememberBrowserChoice } from '../../../shell/phone/browserChoice';
import { StoreBadges } from '../../../shell/StoreBadges';
import { useStoreLinks } from '../../../shell/useStoreLinks';
import { invitationStoreOf, type InvitationState } from '../flowState';
import { CONTINUE_PATH } from '../paths';
import { InvitationLayout } from './InvitationLayout';

/** The stores' links as the phone's main actions: a phone can install the app at once. */
const StoreButtons = () => {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('shell.storeBadges')} className="flex flex-col gap-3">
      {useStoreLinks().map((store) => (
        <li key={store.href}>
          <Link
            href={store.href}
            target="_blank"
            showExternalIcon={false}
            variant="standalone"
            tone="inherit"
            className="h-12 w-full justify-center rounded-control bg-brand px-5 text-lg text-brand-fg hovered:bg-brand-hover"
          >
            {store.label}
          </Link>
        </li>
      ))}
    </ul>
  );
};

export interface DownloadStepProps {
  state: InvitationState;
  progress: { step: number; count: number };
  focusTitle: boolean;
}

/**
 * The last step (spec §2 "download"): "Du er nu medlem af" the club (or, for a department request, that the request
 * was sent), and the app: on a phone its store buttons first, on a desktop the browser first and the app for the
 * phone. "Fortsæt i browseren" signs the visitor in to the app (`/invitation/continue`, outside the gate that signs
 * a signed-in visitor of `/invitation` out).
 */
export const DownloadStep = ({ state, progress, focusTitle }: DownloadStepProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyName } = useDomainSettings();
  const isPhone = useIsPhone();
  const showBadges = useFlag('store_badges');
  const storeLinks = useStoreLinks();
  const hasApp = showBadges && storeLinks.length > 0;
  const { club, membership, groupsRequested } = state;
  const title =
    membership === 'request'
      ? t('invitation.download.requestTitle', { club: club.name })
      : membership === 'already'
        ? t('invitation.download.alreadyTitle', { club: club.name })
        : t('invitation.download.title', { club: club.name });
  const continueInBrowser = () => {
    // The visitor chose the browser: the phone notice of the signed-in app does not ask again.
    if (isPhone) rememberBrowserChoice(window.localStorage);
    void navigate(CONTINUE_PATH);
  };
  const startOver = () => invitationStoreOf(window.localStorage).clear();
  const continueButton = (
    <Button
      size="lg"
      variant={isPhone && hasApp ? 'secondary' : 'primary'}
      className="w-full"
      onPress={continueInBrowser}
    >
      {t('invitation.download.continue')}
    </Button>
  );
  return (
    <InvitationLayout
      title={title}
      club={club}
      progress={progress}
      focusTitle={focusTitle}
      footer={
        <Link onPress={startOver} variant="standalone">
          {t('invitation.download.another')}
        </Link>
      }
    >
      {(membership === 'request' || groupsRequested) && (
        <div className="-mt-2 flex flex-col gap-2">
          {membership === 'request' && <p>{t('invitation.download.requestBody')}</p>}
          {groupsRequested && <p>{t('invitation.download.groupsRequested')}</p>}
        </div>
      )}
      {isPhone ? (
        <div className="flex flex-col gap-4">
          {hasApp && (
            <>
              <p>{t('invitation.download.phoneApp', { company: companyName })}</p>
              <StoreButtons />
            </>
          )}
          {continueButton}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            {hasApp
              ? t('invitation.download.desktopApp', { company: companyName })
              : t('invitation.download.browser', { company: companyName })}
          </p>
          {continueButton}
          {hasApp && <StoreBadges />}
        </div>
      )}
    </InvitationLayout>
  );
};
