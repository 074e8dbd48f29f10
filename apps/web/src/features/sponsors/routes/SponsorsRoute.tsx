import { ApiError, type Sponsor } from '@klubhus/domain';
import { Button, EmptyState } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFailed } from '../../../shell/lists/ListFailed';
import { AdminTab, TabAdminOnly, TabLoading } from '../../settings/public';
import { BuyViewsModal } from '../components/BuyViewsModal';
import { DeleteSponsorDialog } from '../components/DeleteSponsorDialog';
import { ExemptionsModal } from '../components/ExemptionsModal';
import { SponsorFormModal } from '../components/SponsorFormModal';
import { SponsorTable, type SponsorAction } from '../components/SponsorTable';
import { ZipsModal } from '../components/ZipsModal';
import { sponsorsQueries } from '../queries';
import { formatCount } from '../sponsorText';

/** The modal open: the tab's own (create, exemptions, the pool's views) or a row's, by the sponsor's id. */
type Opened =
  | { kind: 'create' | 'exemptions' }
  | { kind: 'buy'; sponsorId?: number }
  | { kind: Exclude<SponsorAction, 'buy'>; sponsorId: number };

/** The tab of an administered club: the pool and the tab's actions, the sponsors, and the modal open. */
const SponsorsTab = ({ clubId }: { clubId: number }) => {
  const { t, i18n } = useTranslation();
  const list = useQuery(sponsorsQueries.list(clubId));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [notice, setNotice] = useState('');

  const open = useCallback((next: Opened) => {
    setNotice('');
    setOpened(next);
  }, []);
  const onAction = useCallback(
    (sponsor: Sponsor, action: SponsorAction) => open({ kind: action, sponsorId: sponsor.id }),
    [open],
  );
  const close = () => setOpened(null);
  const closeWith = (text: string) => {
    setOpened(null);
    setNotice(text);
  };

  // The club list may be older than the server's view: a 403 means the user is no longer an administrator.
  if (list.error instanceof ApiError && list.error.status === 403)
    return <TabAdminOnly title={t('sponsors.adminOnly')} />;
  if (list.isPending) return <TabLoading label={t('sponsors.loading')} />;
  if (list.isError) {
    return (
      <ListFailed
        message={t('sponsors.loadFailed')}
        retryLabel={t('sponsors.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const { sponsors, poolViewsLeft } = list.data;
  const sponsor = opened && 'sponsorId' in opened ? sponsors.find((each) => each.id === opened.sponsorId) : undefined;
  let modal = null;
  if (opened?.kind === 'create' || (opened?.kind === 'edit' && sponsor)) {
    modal = (
      <SponsorFormModal
        clubId={clubId}
        mode={sponsor ? { kind: 'edit', sponsor } : { kind: 'create' }}
        sponsors={sponsors}
        onClose={close}
        onSaved={(saved) =>
          closeWith(t(sponsor ? 'sponsors.form.saved' : 'sponsors.form.created', { title: saved.title }))
        }
      />
    );
  } else if (opened?.kind === 'zips' && sponsor) {
    modal = (
      <ZipsModal
        clubId={clubId}
        sponsor={sponsor}
        onClose={close}
        onSaved={() => closeWith(t('sponsors.zips.saved', { title: sponsor.title }))}
      />
    );
  } else if (opened?.kind === 'buy' && (opened.sponsorId === undefined || sponsor)) {
    modal = (
      <BuyViewsModal
        clubId={clubId}
        sponsor={sponsor}
        onClose={close}
        onBought={(views) => closeWith(t('sponsors.buy.bought', { views: formatCount(views, i18n.language) }))}
      />
    );
  } else if (opened?.kind === 'exemptions') {
    modal = (
      <ExemptionsModal clubId={clubId} onClose={close} onSaved={() => closeWith(t('sponsors.exemptions.saved'))} />
    );
  } else if (opened?.kind === 'delete' && sponsor) {
    modal = (
      <DeleteSponsorDialog
        clubId={clubId}
        sponsor={sponsor}
        onClose={close}
        onDeleted={() => closeWith(t('sponsors.delete.deleted', { title: sponsor.title }))}
      />
    );
  }

  const create = (
    <Button onPress={() => open({ kind: 'create' })}>
      <Plus aria-hidden="true" className="size-4 shrink-0" />
      {t('sponsors.actions.create')}
    </Button>
  );
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold">
            {t('sponsors.pool.left', { views: formatCount(poolViewsLeft, i18n.language) })}
          </p>
          <p className="max-w-md text-sm text-fg-muted">{t('sponsors.pool.hint')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {sponsors.length > 0 && create}
          <Button variant="secondary" onPress={() => open({ kind: 'buy' })}>
            {t('sponsors.actions.buyPool')}
          </Button>
          <Button variant="secondary" onPress={() => open({ kind: 'exemptions' })}>
            {t('sponsors.actions.exemptions')}
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-success empty:hidden">
        {notice}
      </p>
      {sponsors.length === 0 ? (
        <EmptyState headingLevel={3} title={t('sponsors.empty.title')} description={t('sponsors.empty.hint')}>
          {create}
        </EmptyState>
      ) : (
        <SponsorTable sponsors={sponsors} onAction={onAction} />
      )}
      {modal}
    </>
  );
};

/**
 * /settings/sponsor (spec document 2 §2.9 "Sponsor tab", §3–§6, §9; issue 26; ADR 029): the club's sponsors — create,
 * edit, target zips (external sponsors), buy views for one sponsor or the pool, exempt member types, delete.
 * Administrators only (§6); others see a notice and nothing is fetched. Settings renders it inside its frame (the tab
 * is a settings slot).
 */
export const SponsorsRoute = () => {
  const { t } = useTranslation();
  const texts = {
    title: t('sponsors.title'),
    intro: t('sponsors.intro'),
    loading: t('sponsors.loading'),
    loadFailed: t('sponsors.loadFailed'),
    retry: t('sponsors.retry'),
    adminOnly: t('sponsors.adminOnly'),
  };
  return <AdminTab texts={texts}>{(clubId) => <SponsorsTab clubId={clubId} />}</AdminTab>;
};
