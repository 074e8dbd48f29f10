import { ApiError, type GroupOverviewItem } from '@klubhus/domain';
import { Button, EmptyState, Modal, Spinner } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersQueries } from '../../queries';
import { ClubRequestList } from './ClubRequestList';
import { GroupRequestList } from './GroupRequestList';

export interface RequestsModalProps {
  clubId: number;
  isAdministrator: boolean;
  /** Whether requests to join the club are shown (administrators, behind `department_requests`). */
  showClubRequests: boolean;
  /** The groups the user administers: their requests are the user's to answer. */
  targets: readonly GroupOverviewItem[];
  onClose: () => void;
}

/**
 * The pending requests (spec §2 "pending join requests", "approve group request"; §4; ADR 017): people asking to
 * join a group the user administers — approved by adding them, or rejected — and, for administrators, people
 * asking to join the club — accepted or rejected. Oldest first.
 */
export const RequestsModal = ({ clubId, isAdministrator, showClubRequests, targets, onClose }: RequestsModalProps) => {
  const { t } = useTranslation();
  const query = useQuery(membersQueries.requests(clubId));
  const [announcement, setAnnouncement] = useState('');
  const data = query.data;
  const clubRequests = showClubRequests && isAdministrator ? (data?.clubRequests ?? []) : [];

  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" aria-label={t('members.requests.loading')} />
      </div>
    );
  } else if (query.error instanceof ApiError && query.error.status === 403) {
    body = <p>{t('members.member.noAccess')}</p>;
  } else if (!data) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
      >
        <p>{t('members.requests.error')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('members.requests.retry')}
        </Button>
      </div>
    );
  } else if (data.groupRequests.length === 0 && clubRequests.length === 0) {
    body = (
      <>
        <p role="status" className="text-sm text-success empty:hidden">
          {announcement}
        </p>
        <EmptyState
          headingLevel={3}
          title={t('members.requests.empty')}
          description={t('members.requests.emptyHelp')}
        />
      </>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <p role="status" className="text-sm text-success empty:hidden">
          {announcement}
        </p>
        <GroupRequestList
          clubId={clubId}
          requests={data.groupRequests}
          total={data.groupRequestTotal}
          targets={targets}
          onAnnounce={setAnnouncement}
        />
        {showClubRequests && isAdministrator && (
          <ClubRequestList
            clubId={clubId}
            requests={clubRequests}
            total={data.clubRequestTotal}
            onAnnounce={setAnnouncement}
          />
        )}
      </div>
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('members.requests.title')}
      closeLabel={t('members.requests.close')}
      footer={<Button onPress={onClose}>{t('members.requests.close')}</Button>}
    >
      {body}
    </Modal>
  );
};
