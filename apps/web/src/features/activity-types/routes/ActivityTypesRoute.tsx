import { ApiError } from '@klubhus/domain';
import { EmptyState } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTab, TabAdminOnly, TabLoading } from '../../settings/public';
import { AddTypeForm } from '../components/AddTypeForm';
import { ColoursModal } from '../components/ColoursModal';
import { DeleteTypeDialog } from '../components/DeleteTypeDialog';
import { IconModal } from '../components/IconModal';
import { RenameModal } from '../components/RenameModal';
import { LoadFailed } from '../components/TabStates';
import { TranslationsModal } from '../components/TranslationsModal';
import { TypeRow, type TypeAction } from '../components/TypeRow';
import { useActivityTypes } from '../hooks/useActivityTypes';

/** The modal open, and for which type (by id, so that it shows the type as the cache has it now). */
interface Opened {
  action: TypeAction;
  typeId: number;
}

/** The tab of an administrated club: the add form, the visible types, and the modal a row opened. */
const ActivityTypesTab = ({ clubId }: { clubId: number }) => {
  const { t } = useTranslation();
  const { types, lookOf, query } = useActivityTypes(clubId);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [notice, setNotice] = useState('');

  const close = () => setOpened(null);
  const closeWith = (text: string) => {
    setOpened(null);
    setNotice(text);
  };

  let list;
  if (query.isPending) list = <TabLoading label={t('activityTypes.loading')} />;
  // The club list may be older than the server's view: a 403 means the user is no longer an administrator.
  else if (query.error instanceof ApiError && query.error.status === 403)
    return <TabAdminOnly title={t('activityTypes.adminOnly')} />;
  else if (query.isError) list = <LoadFailed isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else {
    // Removed types stay in the answer for their activities' sake (ADR 024); the tab offers the visible ones.
    const visible = (types ?? []).filter((type) => !type.hidden);
    list =
      visible.length === 0 ? (
        <EmptyState headingLevel={3} title={t('activityTypes.empty')} description={t('activityTypes.emptyHint')} />
      ) : (
        <ul aria-label={t('activityTypes.list.label')} className="flex flex-col gap-2">
          {visible.map((type) => (
            <TypeRow
              key={type.clubActivityTypeId}
              look={lookOf(type.clubActivityTypeId)}
              onAction={(action) => {
                setNotice('');
                setOpened({ action, typeId: type.clubActivityTypeId });
              }}
            />
          ))}
        </ul>
      );
  }

  const type = opened && types?.find((each) => each.clubActivityTypeId === opened.typeId && !each.hidden);
  const look = type ? lookOf(type.clubActivityTypeId) : undefined;
  let modal = null;
  if (opened && type && look) {
    const common = { clubId, type, onClose: close };
    if (opened.action === 'rename')
      modal = (
        <RenameModal {...common} shownTitle={look.title} onSaved={() => closeWith(t('activityTypes.rename.saved'))} />
      );
    else if (opened.action === 'icon') modal = <IconModal {...common} look={look} />;
    else if (opened.action === 'colours') modal = <ColoursModal {...common} look={look} />;
    else if (opened.action === 'translations')
      modal = (
        <TranslationsModal
          {...common}
          shownTitle={look.title}
          onSaved={() => closeWith(t('activityTypes.translations.saved'))}
        />
      );
    else
      modal = (
        <DeleteTypeDialog
          {...common}
          shownTitle={look.title}
          onDeleted={() => closeWith(t('activityTypes.delete.deleted', { title: look.title }))}
        />
      );
  }

  return (
    <>
      <AddTypeForm clubId={clubId} onAdded={(title) => setNotice(t('activityTypes.add.added', { title }))} />
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {notice}
      </p>
      {list}
      {modal}
    </>
  );
};

/**
 * /settings/activities (spec document 2 §2.9 "Activities tab", §2.11; issue 22): the club's activity types — add,
 * rename, icon, colours, translations, delete. Administrators only (§6); others see a notice and nothing is fetched.
 * Settings renders it inside its frame (the tab is a settings slot).
 */
export const ActivityTypesRoute = () => {
  const { t } = useTranslation();
  const texts = {
    title: t('activityTypes.title'),
    intro: t('activityTypes.intro'),
    loading: t('activityTypes.loading'),
    loadFailed: t('activityTypes.loadFailed'),
    retry: t('activityTypes.retry'),
    adminOnly: t('activityTypes.adminOnly'),
  };
  return <AdminTab texts={texts}>{(clubId) => <ActivityTypesTab clubId={clubId} />}</AdminTab>;
};
