import { ApiError } from '@klubhus/domain';
import { EmptyState } from '@klubhus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../../shell/session/sessionQueries';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { AddTypeForm } from '../components/AddTypeForm';
import { ColoursModal } from '../components/ColoursModal';
import { DeleteTypeDialog } from '../components/DeleteTypeDialog';
import { IconModal } from '../components/IconModal';
import { RenameModal } from '../components/RenameModal';
import { AdminOnly, LoadFailed, Loading } from '../components/TabStates';
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
  if (query.isPending) list = <Loading />;
  // The club list may be older than the server's view: a 403 means the user is no longer an administrator.
  else if (query.error instanceof ApiError && query.error.status === 403) return <AdminOnly />;
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
  const { activeClub, role, isPending, error } = useActiveClub();
  const queryClient = useQueryClient();
  let content;
  if (isPending) content = <Loading />;
  else if (error) {
    content = (
      <LoadFailed
        isRetrying={false}
        onRetry={() => void queryClient.refetchQueries({ queryKey: sessionQueries.clubs().queryKey })}
      />
    );
  } else if (!activeClub || role !== 'admin') content = <AdminOnly />;
  else content = <ActivityTypesTab key={activeClub.clubId} clubId={activeClub.clubId} />;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('activityTypes.title')}</h2>
        <p className="text-fg-muted">{t('activityTypes.intro')}</p>
      </div>
      {content}
    </div>
  );
};
