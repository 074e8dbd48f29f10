import type { GroupOverviewItem, MemberDetails } from '@klubhus/domain';
import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { groupsWithRequest } from '../../memberActions';
import { formatDay, withMemberText } from '../../memberFormat';
import { memberMutations, membersMutations } from '../../mutations';

export interface MemberGroupRequestsProps {
  clubId: number;
  member: MemberDetails;
  /** The groups the user administers: only their requests can be answered here. */
  targets: readonly GroupOverviewItem[];
  onAnnounce: (message: string) => void;
}

type Request = MemberDetails['pendingGroupRequests'][number];

/**
 * The member's pending group requests (spec §4 "group join requests are approved (member added) or rejected"):
 * approving adds the member to the group (`PATCH …/groups`, which deletes the request); rejecting asks first.
 */
export const MemberGroupRequests = ({ clubId, member, targets, onAnnounce }: MemberGroupRequestsProps) => {
  const { t } = useTranslation();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const reject = useMutation(memberMutations.reject(clubId));
  const [rejecting, setRejecting] = useState<Request>();
  const [error, setError] = useState<string>();
  const administered = new Set(targets.map((group) => group.userGroupId));
  const name = `${member.firstName} ${member.surname}`;
  if (member.pendingGroupRequests.length === 0) return null;

  // A refusal ("For mange medlemmer", "Anmodningen findes ikke") shows here; a 5xx goes to the error dialog.
  const fail = (failure: unknown) => setError(formErrorText(t, withMemberText(t, failure)));
  const approve = async (request: Request) => {
    setError(undefined);
    try {
      const groups = groupsWithRequest(member, administered, request.groupId);
      await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups, leader: false }] });
      onAnnounce(t('members.requests.approved', { name, group: request.title }));
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <section aria-labelledby="member-requests" className="flex flex-col gap-2">
      <h3 id="member-requests" className="font-semibold">
        {t('members.member.requests.title')}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      <ul className="flex flex-col divide-y divide-border rounded-surface border border-border">
        {member.pendingGroupRequests.map((request) => (
          <li key={request.groupId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              {request.title}
              <span className="ml-2 text-sm text-fg-muted">
                {t('members.requests.requestedAt', { date: formatDay(request.requestedAt) })}
              </span>
            </span>
            {administered.has(request.groupId) ? (
              <span className="flex gap-2">
                <Button size="sm" onPress={() => void approve(request)} isPending={setGroups.isPending}>
                  {t('members.requests.approve')} <span className="sr-only">{request.title}</span>
                </Button>
                <Button size="sm" variant="secondary" onPress={() => setRejecting(request)}>
                  {t('members.requests.reject')} <span className="sr-only">{request.title}</span>
                </Button>
              </span>
            ) : (
              <span className="text-sm text-fg-muted">{t('members.member.requests.notYours')}</span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={rejecting !== undefined}
        onOpenChange={(isOpen) => !isOpen && setRejecting(undefined)}
        title={t('members.groupPanel.confirmTitle')}
        confirmLabel={t('members.requests.reject')}
        cancelLabel={t('members.groupPanel.no')}
        isDestructive
        onConfirm={async () => {
          if (!rejecting) return;
          setError(undefined);
          try {
            await reject.mutateAsync({ memberId: member.id, groupId: rejecting.groupId });
            onAnnounce(t('members.requests.rejected', { name }));
          } catch (failure) {
            fail(failure);
          }
        }}
      >
        {rejecting && t('members.requests.rejectGroupText', { name, group: rejecting.title })}
      </ConfirmDialog>
    </section>
  );
};
