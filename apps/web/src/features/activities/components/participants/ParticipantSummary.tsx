import { hasRoomFor, PARTICIPANT_PREVIEW_AVATARS, type ActivityDetail } from '@klubhus/domain';
import { ParticipantPreview } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../activityFormat';

export interface ParticipantSummaryProps {
  activity: Pick<ActivityDetail, 'preview' | 'counts' | 'invitedCount' | 'participationPercentage' | 'limit'>;
}

/**
 * Who comes, at a glance (§2.5 "participants (with counts invited, participating and percentage)", §2.6): the first
 * four attending and '+ n flere', the counts of invited in all, attending and cancelled, the participation
 * percentage, and with a limit the places left.
 */
export const ParticipantSummary = ({ activity }: ParticipantSummaryProps) => {
  const { t, i18n } = useTranslation();
  const { counts, limit } = activity;
  const figures = [
    [t('activities.participants.summary.invited'), String(activity.invitedCount)],
    [t('activities.participants.summary.attending'), String(counts.attending)],
    [t('activities.participants.summary.cancelled'), String(counts.cancelled)],
    [t('activities.participants.summary.percentage'), formatPercent(activity.participationPercentage, i18n.language)],
  ];
  const left = limit === null ? null : Math.max(0, limit - counts.attending);
  return (
    <div className="flex flex-col gap-3">
      <ParticipantPreview
        participants={activity.preview.map((person) => ({
          id: String(person.userId),
          name: `${person.firstName} ${person.surname}`,
          imageUrl: person.imageUrl ?? undefined,
        }))}
        total={counts.attending}
        max={PARTICIPANT_PREVIEW_AVATARS}
        moreLabel={(more) => t('activities.participants.summary.more', { count: more })}
        countLabel={(count) => t('activities.participants.summary.previewLabel', { count })}
        emptyLabel={t('activities.participants.summary.nobodyAttending')}
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-surface bg-surface-sunken p-3">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {limit !== null && left !== null && (
        <p className="text-sm text-fg-muted">
          {t('activities.detail.limit', { count: limit })}
          {' · '}
          {hasRoomFor(counts.attending, limit)
            ? t('activities.participants.summary.placesLeft', { count: left })
            : t('activities.participants.summary.full')}
        </p>
      )}
    </div>
  );
};
