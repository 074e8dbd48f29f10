import {
  listedStatuses,
  moveTargets,
  participantStatuses,
  participantStatusOf,
  type ActivityDetail,
  type ActivityParticipant,
  type ListedStatus,
  type MemberRole,
} from '@klubhus/domain';
import { Badge, Button, ConfirmDialog, InfoModal, Tab, TabList, TabPanel, Tabs, TextField } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { useActiveClub } from '../../../../shell/session/useActiveClub';
import { participantsMutations } from '../../mutations';
import { InvitedGroups } from './InvitedGroups';
import { InviteModal, type InvitationResult } from './InviteModal';
import { fullName, ParticipantList, type ParticipantRowActions } from './ParticipantList';
import { ParticipantSummary } from './ParticipantSummary';
import { listNames, participationErrorText, participationRefusal } from './participationText';
import { useSettled } from './useSettled';

export interface ActivityParticipantsProps {
  clubId: number;
  activity: ActivityDetail;
}

/**
 * What the participants section offers (§2.6, §6; ADR 023), decided here once:
 * - moving a person between the lists: administrators only, and only while the `participant_admin` flag is on; not
 *   on a cancelled activity (the server refuses it), but on a past one (registering who came);
 * - inviting, removing a member and removing a group: who may edit the activity (`canEdit`), while it is neither over
 *   nor cancelled (the invitation's rule, 409 on the server).
 */
export const participantActions = (
  activity: Pick<ActivityDetail, 'canEdit' | 'archived' | 'cancelled'>,
  role: MemberRole,
  participantAdmin: boolean,
) => ({
  move: role === 'admin' && participantAdmin && !activity.cancelled,
  change: activity.canEdit && !activity.archived && !activity.cancelled,
});

type Notice = { tone: 'success'; text: string } | { tone: 'error'; text: string } | null;

const countOf = (activity: ActivityDetail, status: ListedStatus) => activity.counts[listNames[status]];

/**
 * The detail's participants (§2.5, §2.6): the preview and counts, the invited groups, and the three lists — invited,
 * attending, cancelled — as tabs with their counts, searched by name and paged. Administrators with the flag on move
 * people between the lists; who may edit the activity invites and removes. A member invited through a group cannot be
 * removed alone: 'Kan ikke fjerne medlem' says why (§8), whether the list knew it or the server answered 409
 * memberInvitedByGroup. Removing someone attending asks first and then insists (`forceattending`).
 */
export const ActivityParticipants = ({ clubId, activity }: ActivityParticipantsProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { role } = useActiveClub();
  const allowed = participantActions(activity, role, useFlag('participant_admin'));
  const [selected, setSelected] = useState<ListedStatus>(participantStatuses.attending);
  const [search, setSearch] = useState('');
  const term = useSettled(search.trim());
  const [notice, setNotice] = useState<Notice>(null);
  const [busyUserId, setBusyUserId] = useState<number | null>(null);
  // The dialogs keep naming their person while they close.
  const [blocked, setBlocked] = useState<ActivityParticipant | null>(null);
  const [isBlockedOpen, setIsBlockedOpen] = useState(false);
  const [confirming, setConfirming] = useState<ActivityParticipant | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const explain = (participant: ActivityParticipant) => {
    setBlocked(participant);
    setIsBlockedOpen(true);
  };
  const confirmRemoval = (participant: ActivityParticipant) => {
    setConfirming(participant);
    setIsConfirmOpen(true);
  };
  const [isInviting, setIsInviting] = useState(false);
  const move = useMutation(participantsMutations.move(clubId));
  const remove = useMutation(participantsMutations.removeParticipants(clubId));

  const listName = (status: ListedStatus) => t(`activities.participants.lists.${listNames[status]}`);
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: participationErrorText(t, error) ?? t('activities.participants.failed') });

  const removeNow = async (participant: ActivityParticipant, forceAttending: boolean): Promise<boolean> => {
    setBusyUserId(participant.userId);
    try {
      await remove.mutateAsync({ activityId: activity.id, userIds: [participant.userId], forceAttending });
      setNotice({ tone: 'success', text: t('activities.participants.row.removed', { name: fullName(participant) }) });
      return true;
    } catch (error) {
      const refusal = participationRefusal(error);
      // The list was older than the server's truth: say what the list would have said.
      if (refusal === 'memberInvitedByGroup') explain(participant);
      else if (refusal === 'participantAttending') confirmRemoval(participant);
      else fail(error);
      return false;
    } finally {
      setBusyUserId(null);
    }
  };

  const actions: ParticipantRowActions = {
    moveTargets: (participant) =>
      allowed.move && !participant.inactive && participant.activityStatus !== participantStatusOf('uninvited')
        ? moveTargets(participant.activityStatus as ListedStatus)
        : [],
    onMove: async (participant, to) => {
      setNotice(null);
      setBusyUserId(participant.userId);
      try {
        await move.mutateAsync({ activityId: activity.id, userId: participant.userId, status: to });
        setNotice({
          tone: 'success',
          text: t('activities.participants.row.moved', { name: fullName(participant), list: listName(to) }),
        });
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setBusyUserId(null);
      }
    },
    canRemove: (participant) => allowed.change && !participant.inactive,
    onRemove: async (participant) => {
      setNotice(null);
      if (participant.viaGroup) {
        explain(participant);
        return false;
      }
      if (participant.activityStatus === participantStatusOf('attending')) {
        confirmRemoval(participant);
        return false;
      }
      return removeNow(participant, false);
    },
    busyUserId,
  };

  const invited = ({ added, activities }: InvitationResult) => {
    setIsInviting(false);
    let text: string;
    if (added === 0 && activities === 0) text = t('activities.participants.invite.noneAdded');
    else if (activities > 1) text = t('activities.participants.invite.addedSeries', { count: added, activities });
    else text = t('activities.participants.invite.added', { count: added });
    setNotice({ tone: 'success', text });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          {t('activities.detail.participation')}
        </h3>
        {allowed.change && (
          <Button variant="secondary" size="sm" onPress={() => setIsInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('activities.participants.invite.open')}
          </Button>
        )}
      </div>
      <ParticipantSummary activity={activity} />
      <InvitedGroups
        clubId={clubId}
        activity={activity}
        canRemove={allowed.change}
        onRemoved={(text) => setNotice({ tone: 'success', text })}
      />
      <p role="status" className="text-sm text-success empty:hidden">
        {notice?.tone === 'success' ? notice.text : ''}
      </p>
      {notice?.tone === 'error' && (
        <div role="alert" className="rounded-surface bg-danger-soft p-3 text-danger-soft-fg">
          {notice.text}
        </div>
      )}
      <TextField
        label={t('activities.participants.search')}
        description={t('activities.participants.searchHelp')}
        value={search}
        onChange={setSearch}
        autoComplete="off"
        className="sm:max-w-sm"
      />
      <Tabs selectedKey={String(selected)} onSelectionChange={(key) => setSelected(Number(key) as ListedStatus)}>
        <TabList aria-label={t('activities.participants.lists.label')} className="overflow-x-auto">
          {listedStatuses.map((status) => (
            <Tab key={status} id={String(status)}>
              {listName(status)} <Badge count={countOf(activity, status)} showZero tone="neutral" />
            </Tab>
          ))}
        </TabList>
        {listedStatuses.map((status) => (
          <TabPanel key={status} id={String(status)}>
            <ParticipantList clubId={clubId} activityId={activity.id} status={status} search={term} actions={actions} />
          </TabPanel>
        ))}
      </Tabs>

      <InfoModal
        isOpen={isBlockedOpen}
        onOpenChange={setIsBlockedOpen}
        title={t('activities.participants.refusals.memberInvitedByGroup')}
        okLabel={t('activities.participants.ok')}
      >
        {t('activities.participants.row.viaGroupText', { name: blocked ? fullName(blocked) : '' })}
      </InfoModal>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={t('activities.participants.row.attendingTitle')}
        confirmLabel={t('activities.participants.row.attendingConfirm')}
        cancelLabel={t('activities.participants.cancel')}
        isDestructive
        onConfirm={async () => {
          if (confirming) await removeNow(confirming, true);
        }}
      >
        {t('activities.participants.row.attendingText', { name: confirming ? fullName(confirming) : '' })}
      </ConfirmDialog>
      {isInviting && (
        <InviteModal clubId={clubId} activity={activity} onClose={() => setIsInviting(false)} onInvited={invited} />
      )}
    </section>
  );
};
