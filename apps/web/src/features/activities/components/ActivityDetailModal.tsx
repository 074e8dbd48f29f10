import { ApiError, repeatOptions, type ActivityDetail, type ActivityPerson } from '@klubhus/domain';
import { Avatar, Button, Lightbox, Modal, Money, ScrollArea, Spinner, StatusPill } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityTypes } from '../../activity-types/public';
import { formatActivityTime, formatDay, formatInstant } from '../activityFormat';
import { activitiesQueries } from '../queries';
import { ActivityImages } from './ActivityImages';
import { ActivityPills } from './ActivityRow';
import { ExportActivityButton } from './calendar/ExportActivityButton';
import { CancelActivityModal } from './CancelActivityModal';
import { ActivityComments } from './comments/ActivityComments';
import { ActivityParticipants } from './participants/ActivityParticipants';
import { ActivityStatistics } from './statistics/ActivityStatistics';

export interface ActivityDetailModalProps {
  clubId: number;
  activityId: number;
  /** The club's zone, in which times are shown. */
  timeZone: string;
  onClose: () => void;
  /** 'Rediger' and 'Kopiér': the page closes the detail and opens the wizard (no modal on top of another). */
  onEdit: (activity: ActivityDetail) => void;
  onCopy: (activity: ActivityDetail) => void;
  /** After 'Aflys' succeeded: the ids the server cancelled. */
  onCancelled: (cancelledIds: number[]) => void;
}

/**
 * Which actions the detail offers (§2.5, §4), decided here once:
 * - nothing for who may not edit the activity (`canEdit` false: a group leader's view of another's activity);
 * - 'Rediger' only while it can be changed: not once it is over (archived, 409 activityArchived) nor once cancelled
 *   (409 activityCancelled);
 * - 'Kopiér' always: copying a past or a cancelled activity is how a club plans the next one, and it changes nothing;
 * - 'Aflys' until it is cancelled, past activities included (§4: a past one cancels alone).
 * 'Eksportér' (the activity as an .ics file) is always there: every administrator and group leader of the club, who
 * alone open the page, may fetch it (ADR 026).
 */
export const detailActions = (activity: Pick<ActivityDetail, 'canEdit' | 'archived' | 'cancelled'>) => ({
  edit: activity.canEdit && !activity.archived && !activity.cancelled,
  copy: activity.canEdit,
  cancel: activity.canEdit && !activity.cancelled,
});

const fullName = (person: ActivityPerson) => `${person.firstName} ${person.surname}`;

const Person = ({ person }: { person: ActivityPerson }) => (
  <span className="inline-flex items-center gap-2">
    <Avatar
      size="sm"
      firstName={person.firstName}
      surname={person.surname}
      src={person.imageUrl ?? undefined}
      isDecorative
    />
    <span>{fullName(person)}</span>
  </span>
);

/** A list of people: their avatars and names, in a scrolling box when there are many. */
const People = ({ people, label }: { people: readonly ActivityPerson[]; label: string }) => {
  const { t } = useTranslation();
  if (people.length === 0) return <span className="text-fg-muted">{t('activities.detail.nobody')}</span>;
  const list = (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {people.map((person) => (
        <li key={person.userId}>
          <Person person={person} />
        </li>
      ))}
    </ul>
  );
  return people.length > 12 ? (
    <ScrollArea height={250} aria-label={label} className="p-2">
      {list}
    </ScrollArea>
  ) : (
    list
  );
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 sm:col-span-1">
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className="min-w-0 break-words">{children}</dd>
  </div>
);

const Unavailable = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403) return <p>{t('activities.detail.noAccess')}</p>;
  if (error instanceof ApiError && [400, 404].includes(error.status)) return <p>{t('activities.detail.notFound')}</p>;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
    >
      <p>{t('activities.detail.error')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('activities.detail.retry')}
      </Button>
    </div>
  );
};

/** The activity's fields (§2.5), in the club's zone, its participants, images, statistics and comments. */
const DetailBody = ({ clubId, activity, timeZone }: { clubId: number; activity: ActivityDetail; timeZone: string }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const descriptionId = useId();
  const { lookOf } = useActivityTypes(clubId);
  const repeats =
    activity.isRecurring && activity.recurringUntill
      ? t(
          activity.recurring === repeatOptions.fortnightly
            ? 'activities.detail.fortnightly'
            : 'activities.detail.weekly',
          {
            date: formatDay(activity.recurringUntill, timeZone, language),
          },
        )
      : null;
  return (
    <div className="flex flex-col gap-5">
      {activity.coverImageUrl && (
        <div className="self-start">
          <Lightbox
            src={activity.coverImageUrl}
            alt={t('activities.detail.coverAlt', { title: activity.title })}
            closeLabel={t('activities.detail.close')}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <ActivityPills activity={activity} look={lookOf(activity.type)} />
        {activity.archived && <StatusPill tone="neutral">{t('activities.detail.archived')}</StatusPill>}
      </div>
      {activity.cancelled && (
        <div className="rounded-surface bg-danger-soft p-3 text-danger-soft-fg">
          <p className="font-semibold">{t('activities.detail.cancelledNotice')}</p>
          {activity.cancelReason && <p>{t('activities.detail.cancelReason', { reason: activity.cancelReason })}</p>}
        </div>
      )}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field label={t('activities.detail.time')}>
          {formatActivityTime(activity.start, activity.end, timeZone, language)}
        </Field>
        {activity.location && <Field label={t('activities.detail.location')}>{activity.location}</Field>}
        {repeats && <Field label={t('activities.detail.repeats')}>{repeats}</Field>}
        <Field label={t('activities.detail.responsible')}>
          {activity.responsible ? (
            <Person person={activity.responsible} />
          ) : (
            <span className="text-fg-muted">{t('activities.detail.nobody')}</span>
          )}
        </Field>
        {activity.coHosts.length > 0 && (
          <Field label={t('activities.detail.coHosts')}>
            <People people={activity.coHosts} label={t('activities.detail.coHosts')} />
          </Field>
        )}
        {activity.amount !== null && (
          <Field label={t('activities.detail.amount')}>
            <Money amount={activity.amount} />
          </Field>
        )}
        {activity.deadline && (
          <Field label={t('activities.detail.deadline')}>{formatInstant(activity.deadline, timeZone, language)}</Field>
        )}
      </dl>
      {activity.description && (
        <section aria-labelledby={descriptionId} className="flex flex-col gap-1">
          <h3 id={descriptionId} className="font-semibold">
            {t('activities.detail.description')}
          </h3>
          {/* Text, never markup: line breaks kept as written. */}
          <p className="break-words whitespace-pre-line">{activity.description}</p>
        </section>
      )}
      <ActivityParticipants clubId={clubId} activity={activity} />
      <ActivityImages clubId={clubId} activity={activity} />
      <ActivityStatistics clubId={clubId} activity={activity} />
      <ActivityComments clubId={clubId} activity={activity} timeZone={timeZone} />
    </div>
  );
};

/**
 * The detail of an activity (§2.5), opened from a row or by route state `open` (then fetched by its id, which need
 * not be on a loaded page): its fields in the club's zone, images, and the actions `detailActions` allows. Not found
 * (404) and no access (403) say so in the modal; another failure offers a retry. 'Aflys' opens its confirmation on top.
 */
export const ActivityDetailModal = ({
  clubId,
  activityId,
  timeZone,
  onClose,
  onEdit,
  onCopy,
  onCancelled,
}: ActivityDetailModalProps) => {
  const { t } = useTranslation();
  const query = useQuery(activitiesQueries.detail(clubId, activityId));
  const [isCancelling, setIsCancelling] = useState(false);
  const [exported, setExported] = useState<{ ok: true; fileName: string } | { ok: false } | null>(null);
  const activity = query.data;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" aria-label={t('activities.detail.loading')} />
      </div>
    );
  } else if (!activity) {
    body = <Unavailable error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <>
        {/* 'Eksportér''s outcome, said where a screen reader hears it. */}
        <p
          role="status"
          className={exported?.ok === false ? 'mb-4 text-danger empty:hidden' : 'mb-4 text-success empty:hidden'}
        >
          {exported &&
            (exported.ok
              ? t('activities.calendar.activityExported', { fileName: exported.fileName })
              : t('activities.calendar.activityFailed'))}
        </p>
        <DetailBody clubId={clubId} activity={activity} timeZone={timeZone} />
      </>
    );
  }
  const actions = activity ? detailActions(activity) : null;

  return (
    <>
      <Modal
        isOpen
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={activity?.title ?? t('activities.detail.fallbackTitle')}
        closeLabel={t('activities.detail.close')}
        footer={
          // Wraps on a phone: up to four actions do not fit one row at 390 px.
          <div className="flex flex-1 flex-wrap justify-end gap-2">
            {activity && actions?.cancel && (
              <Button variant="danger" onPress={() => setIsCancelling(true)} className="mr-auto">
                {t('activities.detail.cancel')}
              </Button>
            )}
            {activity && <ExportActivityButton clubId={clubId} activity={activity} onResult={setExported} />}
            {activity && actions?.copy && (
              <Button variant="secondary" onPress={() => onCopy(activity)}>
                {t('activities.detail.copy')}
              </Button>
            )}
            {activity && actions?.edit && (
              <Button onPress={() => onEdit(activity)}>{t('activities.detail.edit')}</Button>
            )}
            {!actions?.edit && <Button onPress={onClose}>{t('activities.detail.close')}</Button>}
          </div>
        }
      >
        {/* One width whatever the state, so that the modal does not jump as the activity arrives. */}
        <div className="sm:w-2xl">{body}</div>
      </Modal>
      {activity && isCancelling && (
        <CancelActivityModal
          clubId={clubId}
          activity={activity}
          onClose={() => setIsCancelling(false)}
          onCancelled={(ids) => {
            setIsCancelling(false);
            onCancelled(ids);
          }}
        />
      )}
    </>
  );
};
