import type { ActivityParticipant, ListedStatus } from '@klubhus/domain';
import { Avatar, Button, Spinner } from '@klubhus/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { participantsQueries } from '../../queries';
import { isNoAccess, listNames } from './participationText';

/** What a row offers, decided by the section (role, flag, the activity's state). */
export interface ParticipantRowActions {
  /** The lists a person may be moved to; none when moving is not offered. */
  moveTargets: (participant: ActivityParticipant) => readonly ListedStatus[];
  /** Moves a person; resolves true when they left this list. */
  onMove: (participant: ActivityParticipant, to: ListedStatus) => Promise<boolean>;
  /** Whether 'Fjern' is offered for a person. */
  canRemove: (participant: ActivityParticipant) => boolean;
  /** Removes a person (or explains why not); resolves true when they left this list. */
  onRemove: (participant: ActivityParticipant) => Promise<boolean>;
  /** The person a write is running for: their buttons wait. */
  busyUserId: number | null;
}

export interface ParticipantListProps {
  clubId: number;
  activityId: number;
  status: ListedStatus;
  /** The search, settled and trimmed; '' for none. */
  search: string;
  actions: ParticipantRowActions;
}

export const fullName = (person: Pick<ActivityParticipant, 'firstName' | 'surname'>) =>
  `${person.firstName} ${person.surname}`;

interface RowProps {
  participant: ActivityParticipant;
  actions: ParticipantRowActions;
  /** After the person left the list: the focus goes to the list rather than to nowhere. */
  onLeft: () => void;
}

const ParticipantRow = ({ participant, actions, onLeft }: RowProps) => {
  const { t } = useTranslation();
  const name = fullName(participant);
  const targets = actions.moveTargets(participant);
  const removable = actions.canRemove(participant);
  const isBusy = actions.busyUserId === participant.userId;
  // 'Inviteret via gruppe' matters to who may remove people: such a person cannot be removed alone.
  const notes = [
    participant.inactive && t('activities.participants.row.inactive'),
    removable && participant.viaGroup && t('activities.participants.row.viaGroup'),
  ].filter(Boolean);
  const after = (left: boolean) => left && onLeft();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <Avatar
        firstName={participant.firstName}
        surname={participant.surname}
        src={participant.imageUrl ?? undefined}
        isInactive={participant.inactive}
        isDecorative
      />
      {/* At least 10rem for the name: on a phone the buttons wrap under it rather than squeeze it. */}
      <div className="flex min-w-0 flex-1 basis-40 flex-col">
        <span className={participant.inactive ? 'break-words text-fg-muted' : 'break-words'}>{name}</span>
        {notes.length > 0 && <span className="text-sm text-fg-muted">{notes.join(' · ')}</span>}
      </div>
      {(targets.length > 0 || removable) && (
        <div className="flex flex-wrap gap-2">
          {targets.map((to) => {
            const list = t(`activities.participants.lists.${listNames[to]}`);
            return (
              <Button
                key={to}
                size="sm"
                variant="secondary"
                aria-label={t('activities.participants.row.move', { name, list })}
                isDisabled={isBusy}
                onPress={() => void actions.onMove(participant, to).then(after)}
              >
                <ArrowRight aria-hidden="true" className="size-4" />
                {list}
              </Button>
            );
          })}
          {removable && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('activities.participants.row.removeLabel', { name })}
              isDisabled={isBusy}
              onPress={() => void actions.onRemove(participant).then(after)}
            >
              {t('activities.participants.row.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
};

/**
 * One participant list (§2.6), paged in SQL (ADR 023): the first `PARTICIPANTS_SHOWN` by name, 'Vis flere' for as many
 * again while there are more. Each row: the avatar (dimmed for one who left the club), first name and surname, and the
 * actions the section allows. Loading, empty (or nothing matching the search), no access and failure (with a retry)
 * say so.
 */
export const ParticipantList = ({ clubId, activityId, status, search, actions }: ParticipantListProps) => {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const query = useInfiniteQuery({
    ...participantsQueries.list(clubId, activityId, { status, search }),
    // A new search keeps the rows until its answer replaces them, so the list does not jump.
    placeholderData: keepPreviousData,
  });
  const listName = t(`activities.participants.lists.${listNames[status]}`);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner aria-label={t('activities.participants.list.loading', { list: listName })} />
      </div>
    );
  }
  if (query.isError) {
    if (isNoAccess(query.error)) return <p className="py-2">{t('activities.participants.list.noAccess')}</p>;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-surface bg-danger-soft p-3 text-danger-soft-fg"
      >
        <p>{t('activities.participants.list.failed')}</p>
        <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
          {t('activities.participants.list.retry')}
        </Button>
      </div>
    );
  }

  const people = query.data.pages.flatMap((page) => page.participants);
  const total = query.data.pages.at(-1)?.totalCount ?? people.length;
  if (people.length === 0) {
    return (
      <p className="py-2 text-fg-muted">
        {search
          ? t('activities.participants.list.noMatch')
          : t(`activities.participants.list.empty.${listNames[status]}`)}
      </p>
    );
  }

  const loadMore = async () => {
    const next = await query.fetchNextPage();
    // The button goes with the last page: the focus stays in the list.
    if (!next.hasNextPage) listRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={listName}
        aria-busy={query.isFetching}
        className="flex flex-col divide-y divide-border outline-none"
      >
        {people.map((participant) => (
          <ParticipantRow
            key={participant.userId}
            participant={participant}
            actions={actions}
            onLeft={() => listRef.current?.focus()}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {query.hasNextPage && (
          <Button variant="secondary" size="sm" isPending={query.isFetchingNextPage} onPress={() => void loadMore()}>
            {t('activities.participants.list.showMore')}
          </Button>
        )}
        {total > people.length && (
          <span className="text-sm text-fg-muted">
            {t('activities.participants.list.shown', { shown: people.length, count: total })}
          </span>
        )}
      </div>
    </div>
  );
};
