import { Button, Link, Spinner } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../shell/FlagsContext';
import { StoreBadges } from '../../../shell/StoreBadges';
import { InvitationLayout } from './InvitationLayout';

/** The link is being checked (`login/checkclublink`). */
export const LinkLoading = () => {
  const { t } = useTranslation();
  return (
    <InvitationLayout title={t('shell.publicPages.invitation')}>
      <div className="flex flex-col items-center gap-3 py-6">
        <Spinner size="lg" aria-label={t('invitation.loading')} />
        <p className="text-fg-muted" aria-hidden="true">
          {t('invitation.loading')}
        </p>
      </div>
    </InvitationLayout>
  );
};

/** The link could not be checked (no answer, a server error): "Der skete en fejl", and a way to try again. */
export const LinkFailed = ({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <InvitationLayout title={t('invitation.failed.title')}>
      <p>{t('invitation.failed.body')}</p>
      <Button size="lg" className="w-full" onPress={onRetry} isPending={isRetrying}>
        {t('invitation.failed.retry')}
      </Button>
    </InvitationLayout>
  );
};

/**
 * A missing or invalid club (spec §2, §8): "Ugyldigt eller inaktivit invitationslink", with the advice to contact
 * the sender and to download the app (the store links when the store badges are on).
 */
export const LinkInvalid = () => {
  const { t } = useTranslation();
  const showBadges = useFlag('store_badges');
  return (
    <InvitationLayout title={t('invitation.invalid.title')}>
      <p>{t('invitation.invalid.body')}</p>
      <p>{t('invitation.invalid.contact')}</p>
      <p>{t('invitation.invalid.app')}</p>
      {showBadges && <StoreBadges />}
    </InvitationLayout>
  );
};

/** Credentials of a pre-imported user with one of the two missing (ADR 019): "Der skete en fejl". */
export const BadQuery = () => {
  const { t } = useTranslation();
  return (
    <InvitationLayout title={t('invitation.badQuery.title')}>
      <p>{t('invitation.badQuery.body')}</p>
      <Link href="/login" variant="standalone" className="w-fit">
        {t('invitation.badQuery.toLogin')}
      </Link>
    </InvitationLayout>
  );
};
