import type { GroupOverviewItem, MemberRequests } from '@klubhus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { groupsWithRequest } from '../../memberActions';
import { withMemberText } from '../../memberFormat';
import { memberMutations, membersMutations } from '../../mutations';
import { membersQueries } from '../../queries';
import { RejectRequestDialog } from './RejectRequestDialog';
import { RequestRow } from './RequestRow';

type GroupRequest = MemberRequests['groupRequests'][number];

export interface GroupRequestListProps {
  clubId: number;
  requests: readonly GroupRequest[];
  /** How many wait in all (the list holds the oldest 500). */
  total: number;
  targets: readonly GroupOverviewItem[];
  onAnnounce: (message: string) => void;
}

const keyOf = (request: GroupRequest) => `${request.memberId}-${request.groupId}`;

/**
 * Requests to join a group the user administers. Approving adds the member to the group (`PATCH …/groups`, which
 * deletes the request): the call names all the member's groups among those the user administers, so their
 * details are read first (ADR 016). Rejecting asks first.
 */
export const GroupRequestList = ({ clubId, requests, total, targets, onAnnounce }: GroupRequestListProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const reject = useMutation(memberMutations.reject(clubId));
  const [busy, setBusy] = useState<string>();
  const [rejecting, setRejecting] = useState<GroupRequest>();
  const [error, setError] = useState<string>();
  const administered = new Set(targets.map((group) => group.userGroupId));
  const fail = (failure: unknown) => setError(formErrorText(t, withMemberText(t, failure)));

  const approve = async (request: GroupRequest) => {
    setError(undefined);
    setBusy(keyOf(request));
    try {
      const member = await queryClient.fetchQuery(membersQueries.details(clubId, request.memberId));
      const groups = groupsWithRequest(member, administered, request.groupId);
      await setGroups.mutateAsync({ changes: [{ memberId: request.memberId, groups, leader: false }] });
      onAnnounce(
        t('members.requests.approved', { name: `${request.firstName} ${request.surname}`, group: request.groupTitle }),
      );
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="group-requests" className="flex flex-col gap-2">
      <h3 id="group-requests" className="font-semibold">
        {t('members.requests.groups')}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      {requests.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('members.requests.noGroupRequests')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-surface border border-border">
          {requests.map((request) => (
            <RequestRow
              key={keyOf(request)}
              firstName={request.firstName}
              surname={request.surname}
              email={request.email}
              imageUrl={request.imageUrl}
              detail={request.groupTitle}
              requestedAt={request.requestedAt}
              approveLabel={t('members.requests.approve')}
              isBusy={busy === keyOf(request)}
              onApprove={() => void approve(request)}
              onReject={() => {
                setError(undefined);
                setRejecting(request);
              }}
            />
          ))}
        </ul>
      )}
      {total > requests.length && (
        <p className="text-sm text-fg-muted">{t('members.requests.more', { shown: requests.length, total })}</p>
      )}
      <RejectRequestDialog
        text={
          rejecting &&
          t('members.requests.rejectGroupText', {
            name: `${rejecting.firstName} ${rejecting.surname}`,
            group: rejecting.groupTitle,
          })
        }
        onClose={() => setRejecting(undefined)}
        onReject={async () => {
          if (!rejecting) return;
          const name = `${rejecting.firstName} ${rejecting.surname}`;
          try {
            await reject.mutateAsync({ memberId: rejecting.memberId, groupId: rejecting.groupId });
            onAnnounce(t('members.requests.rejected', { name }));
          } catch (failure) {
            fail(failure);
          }
        }}
      />
    </section>
  );
};
