import { Button, ConfirmDialog, Spinner } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarMutations } from '../../mutations';
import { calendarQueries } from '../../queries';
import { CalendarAddress } from './CalendarAddress';

type Asking = 'renew' | 'revoke' | null;
type Done = 'created' | 'renewed' | 'revoked' | null;

/**
 * The caller's personal feed (ADR 026): the activities they are invited to, with their answer, at an unguessable
 * address. Shown with copy and `webcal:` when they have one; 'Opret personligt link' when not. 'Nyt link' and
 * 'Tilbagekald' ask first, as the old address stops working. A failure says so in place, with a retry.
 */
export const PersonalCalendar = ({ clubId }: { clubId: number }) => {
  const { t } = useTranslation();
  const link = useQuery(calendarQueries.personalLink(clubId));
  const create = useMutation(calendarMutations.createPersonalLink(clubId));
  const revoke = useMutation(calendarMutations.revokePersonalLink(clubId));
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<Done>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const failed = create.isError || revoke.isError;

  const make = (kind: 'created' | 'renewed') => {
    setAsking(null);
    setDone(null);
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: () => {
        setDone(kind);
        // The new address, ready for a copy by hand; its field is there once the answer has rendered.
        requestAnimationFrame(() => fieldRef.current?.focus());
      },
    });
  };
  const withdraw = () => {
    setAsking(null);
    setDone(null);
    create.reset();
    revoke.mutate(undefined, { onSuccess: () => setDone('revoked') });
  };

  let content;
  if (link.isPending) content = <Spinner aria-label={t('activities.calendar.loading')} />;
  else if (link.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2 text-danger">
        {t('activities.calendar.error')}
        <Button variant="secondary" size="sm" onPress={() => void link.refetch()}>
          {t('activities.calendar.retry')}
        </Button>
      </div>
    );
  } else if (link.data.url === null) {
    content = (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-fg-muted">{t('activities.calendar.noPersonal')}</p>
        <Button size="sm" isPending={create.isPending} onPress={() => make('created')}>
          {t('activities.calendar.create')}
        </Button>
      </div>
    );
  } else {
    content = (
      <CalendarAddress label={t('activities.calendar.personalLink')} address={link.data.url} fieldRef={fieldRef}>
        <Button variant="secondary" size="sm" isPending={create.isPending} onPress={() => setAsking('renew')}>
          {t('activities.calendar.renew')}
        </Button>
        <Button variant="danger" size="sm" isPending={revoke.isPending} onPress={() => setAsking('revoke')}>
          {t('activities.calendar.revoke')}
        </Button>
      </CalendarAddress>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {content}
      <p role="status" className="text-sm text-success empty:hidden">
        {done && t(`activities.calendar.${done}`)}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {t('activities.calendar.failed')}
        </p>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking === 'revoke' ? t('activities.calendar.revokeTitle') : t('activities.calendar.renewTitle')}
        confirmLabel={
          asking === 'revoke' ? t('activities.calendar.revokeConfirm') : t('activities.calendar.renewConfirm')
        }
        cancelLabel={t('activities.calendar.cancel')}
        isDestructive={asking === 'revoke'}
        onConfirm={() => (asking === 'revoke' ? withdraw() : make('renewed'))}
        onCancel={() => setAsking(null)}
      >
        {asking === 'revoke' ? t('activities.calendar.revokeBody') : t('activities.calendar.renewBody')}
      </ConfirmDialog>
    </div>
  );
};
