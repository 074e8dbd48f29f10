import { ApiError, type ClubOverviewItem } from '@klubhus/domain';
import { Button, EmptyState, Spinner } from '@klubhus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { clubQueries } from '../../clubs/public';
import { ClubLogoUpload } from '../components/ClubLogoUpload';
import { GeneralSettingsForm } from '../components/GeneralSettingsForm';
import { SettingsLayout } from '../components/SettingsLayout';

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" aria-label={t('settings.general.loading')} />
    </div>
  );
};

const AdminOnly = () => {
  const { t } = useTranslation();
  return <EmptyState headingLevel={2} title={t('settings.general.adminOnly')} />;
};

/** The general tab of an administrated club: the logo and the form, once the settings are loaded. */
const LoadFailed = ({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
    >
      <p>{t('settings.general.loadFailed')}</p>
      <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
        {t('settings.general.retry')}
      </Button>
    </div>
  );
};

const GeneralSettings = ({ club }: { club: ClubOverviewItem }) => {
  const query = useQuery(clubQueries.settings(club.clubId));
  if (query.isPending) return <Loading />;
  // The club list may be older than the server's view: a 403 means the user is no longer an administrator.
  if (query.error instanceof ApiError && query.error.status === 403) return <AdminOnly />;
  if (query.isError) return <LoadFailed isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex flex-col gap-6 rounded-surface border border-border bg-surface p-6">
      <ClubLogoUpload clubId={club.clubId} imageUrl={query.data.imageUrl} />
      <GeneralSettingsForm settings={query.data} />
    </div>
  );
};

/**
 * /settings/general (spec document 2 §2.9, the general tab; issue 4): the active club's name, contact
 * details, data-policy link and logo. Administrators only; others see a notice and nothing is fetched.
 */
export const GeneralSettingsRoute = () => {
  const { activeClub, role, isPending, error } = useActiveClub();
  const queryClient = useQueryClient();
  let content;
  if (isPending) content = <Loading />;
  // Without clubs the route guards lead elsewhere; a failed club list can be tried again here.
  else if (error) {
    content = (
      <LoadFailed
        isRetrying={false}
        onRetry={() => void queryClient.refetchQueries({ queryKey: sessionQueries.clubs().queryKey })}
      />
    );
    // Only administrators may change the club's settings (spec document 2 §6).
  } else if (!activeClub || role !== 'admin') content = <AdminOnly />;
  else content = <GeneralSettings key={activeClub.clubId} club={activeClub} />;
  return <SettingsLayout activeTab="general">{content}</SettingsLayout>;
};
