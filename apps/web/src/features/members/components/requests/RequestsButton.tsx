import type { GroupOverviewItem } from '@klubhus/domain';
import { Badge, Button } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { membersQueries } from '../../queries';
import { RequestsModal } from './RequestsModal';

export interface RequestsButtonProps {
  clubId: number;
  isAdministrator: boolean;
  targets: readonly GroupOverviewItem[];
}

/**
 * "Anmodninger" in the toolbar (spec §2 "pending join requests") with the count waiting, the sidebar badge's own
 * numbers: group requests, and club requests for administrators behind `department_requests` (as the badge).
 */
export const RequestsButton = ({ clubId, isAdministrator, targets }: RequestsButtonProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const showClubRequests = useFlag('department_requests') && isAdministrator;
  const counts = useQuery(membersQueries.counts(clubId));
  const count = (counts.data?.pendingRequests ?? 0) + (showClubRequests ? (counts.data?.clubRequests ?? 0) : 0);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setIsOpen(true)}>
        {t('members.requests.button')}{' '}
        <Badge count={count} tone="danger" aria-label={t('members.requests.badge', { count })} />
      </Button>
      {isOpen && (
        <RequestsModal
          clubId={clubId}
          isAdministrator={isAdministrator}
          showClubRequests={showClubRequests}
          targets={targets}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
};
