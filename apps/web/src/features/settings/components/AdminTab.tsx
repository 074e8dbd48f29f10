import { EmptyState, Spinner } from '@klubhus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { ListFailed } from '../../../shell/lists/ListFailed';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { useActiveClub } from '../../../shell/session/useActiveClub';

/** The texts of an administrators' tab, in the area's own words. */
export interface AdminTabTexts {
  title: string;
  intro: string;
  /** The spinner's label while the club list or the tab's data loads. */
  loading: string;
  /** The club list could not be loaded. */
  loadFailed: string;
  retry: string;
  /** What anyone but an administrator sees instead of the tab. */
  adminOnly: string;
}

/** While a tab's data (or the club list) loads. */
export const TabLoading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-16">
    <Spinner size="lg" aria-label={label} />
  </div>
);

/** For anyone but an administrator (spec document 2 §6): nothing of the tab is fetched. */
export const TabAdminOnly = ({ title }: { title: string }) => (
  <EmptyState headingLevel={3} icon={<Lock />} title={title} />
);

/**
 * The frame of a settings tab only administrators use (activity types, sponsors; spec document 2 §6): its heading
 * and intro, then the club list's loading and failure, the notice for anyone else, and for an administrator the tab
 * of the active club (`children`, remounted when the club changes).
 */
export const AdminTab = ({ texts, children }: { texts: AdminTabTexts; children: (clubId: number) => ReactNode }) => {
  const { activeClub, role, isPending, error } = useActiveClub();
  const queryClient = useQueryClient();
  let content;
  if (isPending) content = <TabLoading label={texts.loading} />;
  else if (error) {
    content = (
      <ListFailed
        message={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => void queryClient.refetchQueries({ queryKey: sessionQueries.clubs().queryKey })}
      />
    );
  } else if (!activeClub || role !== 'admin') content = <TabAdminOnly title={texts.adminOnly} />;
  else content = <Fragment key={activeClub.clubId}>{children(activeClub.clubId)}</Fragment>;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{texts.title}</h2>
        <p className="text-fg-muted">{texts.intro}</p>
      </div>
      {content}
    </div>
  );
};
