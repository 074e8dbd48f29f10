import { DEFAULT_TIME_ZONE, type BoardMessage } from '@klubhus/domain';
import { Button, ConfirmDialog, Spinner } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { MessageList } from '../components/MessageList';
import { MessageModal } from '../components/MessageModal';
// The wizard rides in the page's chunk (8 kB): a chunk of its own, or the page without its fields, checkbox and text
// area, made the bundler cut /login's shared chunks of those widgets in two (+0.9 kB on /login, docs/adding-an-area.md
// §7.3).
import { MessageWizard, type MessageWizardMode } from '../components/wizard/MessageWizard';
import { useMessageList } from '../hooks/useMessageList';
import { messagesErrorText } from '../messageText';
import { messagesMutations } from '../mutations';

/** Route state `{ showMessages: true }` (the dashboard's shortcut, §2.3) opens the wizard. */
const opensWizard = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'showMessages' in state && state.showMessages === true;

/** The page of one club: the administrators' list with its writing, or a member's reading list. */
const Messages = ({ clubId, isAdmin }: { clubId: number; isAdmin: boolean }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const showComments = useFlag('message_comments');
  const list = useMessageList(clubId, isAdmin ? 'club' : 'mine');
  const timeZone = list.timeZone ?? DEFAULT_TIME_ZONE;
  const [openId, setOpenId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<MessageWizardMode | null>(null);
  const [deleting, setDeleting] = useState<BoardMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useMutation(messagesMutations.remove(clubId));

  // Route state is an order given once: taken while rendering, then cleared so that a reload or Back gives it no more.
  const order = isAdmin && opensWizard(location.state);
  const [takenFrom, setTakenFrom] = useState<string | null>(null);
  if (order && takenFrom !== location.key) {
    setTakenFrom(location.key);
    setWizard({ kind: 'create' });
  }
  useEffect(() => {
    if (opensWizard(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);

  const opened = openId === null ? undefined : list.messages.find((message) => message.id === openId);

  // A failed delete rejects: the dialog stays open and shows why (the error dialog shows a 5xx).
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    setDeleting(null);
    setOpenId(null);
    setAnnouncement(t('messages.page.deleted'));
  };

  return (
    <div className="flex flex-col gap-4">
      {isAdmin && (
        <div className="flex justify-end">
          <Button
            onPress={() => {
              setAnnouncement('');
              setWizard({ kind: 'create' });
            }}
          >
            <Plus aria-hidden="true" className="size-4 shrink-0" />
            {t('messages.page.create')}
          </Button>
        </div>
      )}
      <p role="status" className="text-sm text-success empty:hidden">
        {announcement}
      </p>
      <MessageList
        list={list}
        timeZone={timeZone}
        isAdmin={isAdmin}
        showComments={showComments}
        onOpen={(id) => {
          setAnnouncement('');
          setOpenId(id);
        }}
      />
      {opened && !wizard && !deleting && (
        <MessageModal
          key={opened.id}
          clubId={clubId}
          message={opened}
          timeZone={timeZone}
          showComments={showComments}
          onClose={() => setOpenId(null)}
          onEdit={isAdmin ? (message) => setWizard({ kind: 'edit', message }) : undefined}
          onDelete={isAdmin ? (message) => setDeleting(message) : undefined}
        />
      )}
      {wizard && (
        <MessageWizard
          clubId={clubId}
          mode={wizard}
          onClose={() => setWizard(null)}
          onSaved={(recipientCount) => {
            setWizard(null);
            setAnnouncement(
              recipientCount === null
                ? t('messages.page.saved')
                : recipientCount === 1
                  ? t('messages.page.sentOne')
                  : t('messages.page.sentMany', { count: recipientCount }),
            );
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('messages.delete.title')}
        confirmLabel={t('messages.delete.confirm')}
        cancelLabel={t('messages.delete.cancel')}
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <div className="flex flex-col gap-3">
          <p>{t('messages.delete.body', { title: deleting?.title ?? '' })}</p>
          {remove.isError && <FormAlert>{messagesErrorText(t, remove.error) ?? t('messages.delete.failed')}</FormAlert>}
        </div>
      </ConfirmDialog>
    </div>
  );
};

/**
 * /messages (spec document 2 §2.8, issue 25, ADR 028): for administrators the club's messages with 'Opret besked',
 * edit and delete; for members their own reading list, read-only. Each message opens whole with its comments (flag
 * `message_comments`). Group leaders do not reach it (`AreaRoute`: the sidebar shows it disabled).
 */
export const MessagesRoute = () => {
  const { t } = useTranslation();
  const { activeClub, role, isPending, error } = useActiveClub();

  let content;
  if (isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" aria-label={t('messages.page.loading')} />
      </div>
    );
  } else if (error || !activeClub) {
    content = (
      <p role="alert" className="rounded-surface bg-danger-soft p-4 text-danger-soft-fg">
        {t('messages.page.clubError')}
      </p>
    );
  } else {
    const isAdmin = role === 'admin';
    content = <Messages key={`${activeClub.clubId}-${role}`} clubId={activeClub.clubId} isAdmin={isAdmin} />;
  }

  return (
    <main className="flex w-full flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold">{t('messages.page.title')}</h1>
      {content}
    </main>
  );
};
