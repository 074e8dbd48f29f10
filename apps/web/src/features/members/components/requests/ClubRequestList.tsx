import type { MemberRequests } from '@klubhus/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { withMemberText } from '../../memberFormat';
import { memberMutations } from '../../mutations';
import { RejectRequestDialog } from './RejectRequestDialog';
import { RequestRow } from './RequestRow';

type ClubRequest = MemberRequests['clubRequests'][number];

export interface ClubRequestListProps {
  clubId: number;
  requests: readonly ClubRequest[];
  total: number;
  onAnnounce: (message: string) => void;
}

/**
 * Requests to join the club (administrators; spec §4 "club requests are accepted or rejected. Accepting sets
 * requestTypeId to 2"): accepting makes an active member (`PATCH …/accept`), rejecting (after "Er du sikker?")
 * deletes the request (`PATCH …/reject` without a group).
 */
export const ClubRequestList = ({ clubId, requests, total, onAnnounce }: ClubRequestListProps) => {
  const { t } = useTranslation();
  const accept = useMutation(memberMutations.accept(clubId));
  const reject = useMutation(memberMutations.reject(clubId));
  const [busy, setBusy] = useState<number>();
  const [rejecting, setRejecting] = useState<ClubRequest>();
  const [error, setError] = useState<string>();
  const nameOf = (request: ClubRequest) => `${request.firstName} ${request.surname}`;
  const fail = (failure: unknown) => setError(formErrorText(t, withMemberText(t, failure)));

  const approve = async (request: ClubRequest) => {
    setError(undefined);
    setBusy(request.userId);
    try {
      await accept.mutateAsync(request.userId);
      onAnnounce(t('members.requests.accepted', { name: nameOf(request) }));
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="club-requests" className="flex flex-col gap-2">
      <h3 id="club-requests" className="font-semibold">
        {t('members.requests.club')}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      {requests.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('members.requests.noClubRequests')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-surface border border-border">
          {requests.map((request) => (
            <RequestRow
              key={request.userId}
              firstName={request.firstName}
              surname={request.surname}
              email={request.email}
              requestedAt={request.requestedAt}
              approveLabel={t('members.requests.accept')}
              isBusy={busy === request.userId}
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
        text={rejecting && t('members.requests.rejectClubText', { name: nameOf(rejecting) })}
        onClose={() => setRejecting(undefined)}
        onReject={async () => {
          if (!rejecting) return;
          try {
            await reject.mutateAsync({ memberId: String(rejecting.userId) });
            onAnnounce(t('members.requests.rejected', { name: nameOf(rejecting) }));
          } catch (failure) {
            fail(failure);
          }
        }}
      />
    </section>
  );
};
