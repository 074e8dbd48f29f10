import type { ActivitySummary } from '@klubhus/domain';
import { ActionListItem, StatusPill } from '@klubhus/ui';
import { Globe, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityTypeBadge, useActivityTypes, type ActivityTypeLook } from '../../activity-types/public';
import { formatActivityTime } from '../activityFormat';

/**
 * The pills of an activity: its type in the club's title, colours and icon (a removed type's too: its activities keep
 * their look, ADR 024), 'Aflyst', the series marker and 'Delt' when it is shared to a public calendar (§2.7).
 */
export const ActivityPills = ({ activity, look }: { activity: ActivitySummary; look: ActivityTypeLook }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ActivityTypeBadge look={look} />
      {activity.cancelled && <StatusPill tone="danger">{t('activities.page.cancelled')}</StatusPill>}
      {activity.isRecurring && (
        <StatusPill tone="info" icon={<Repeat aria-hidden />}>
          {t('activities.page.series')}
        </StatusPill>
      )}
      {activity.sharedToPublicCalendar && (
        <StatusPill tone="neutral" icon={<Globe aria-hidden />}>
          <span title={t('activities.sharing.sharedHint')}>{t('activities.sharing.shared')}</span>
        </StatusPill>
      )}
    </div>
  );
};

/**
 * One activity of a list (§2.5): its pills, title, time in the club's zone and place, and how many are invited and
 * taking part. The whole row opens the detail (a click, Enter or Space).
 */
export const ActivityRow = ({
  clubId,
  activity,
  timeZone,
}: {
  clubId: number;
  activity: ActivitySummary;
  timeZone: string;
}) => {
  const { t, i18n } = useTranslation();
  // Each row reads the club's types itself: the list keeps its rendered rows (React Aria's collection cache), so a
  // row learns of the types' arrival, or of a change of language, through its own subscription.
  const look = useActivityTypes(clubId).lookOf(activity.type);
  const time = formatActivityTime(activity.start, activity.end, timeZone, i18n.language);
  const textValue = [
    activity.title,
    time,
    activity.location,
    look.title,
    activity.cancelled ? t('activities.page.cancelled') : null,
    activity.isRecurring ? t('activities.page.series') : null,
    activity.sharedToPublicCalendar ? t('activities.sharing.sharedHint') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ActionListItem id={activity.id} textValue={textValue}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <ActivityPills activity={activity} look={look} />
          <span className="font-semibold break-words">{activity.title}</span>
          <span className="text-sm text-fg-muted">
            {time}
            {activity.location && ` · ${activity.location}`}
          </span>
        </div>
        <div className="flex shrink-0 gap-3 text-sm text-fg-muted sm:flex-col sm:gap-0 sm:text-right">
          <span>{t('activities.page.invited', { count: activity.invitedCount })}</span>
          <span>{t('activities.page.participating', { count: activity.participatingCount })}</span>
        </div>
      </div>
    </ActionListItem>
  );
};
