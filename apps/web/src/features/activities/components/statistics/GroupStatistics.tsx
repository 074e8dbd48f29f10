import { Button, Modal } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupStatisticsPartProps } from '../../../members/public';
import { statisticsQueries, type StatisticsRange } from '../../queries';
import { RangedStatistics } from './RangedStatistics';

const GroupStatisticsModal = ({
  clubId,
  groupId,
  groupTitle,
  onClose,
}: GroupStatisticsPartProps & { onClose: () => void }) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatisticsRange>(null);
  const query = useQuery(statisticsQueries.group(clubId, groupId, range));
  const headingId = useId();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activities.statistics.groupTitle', { group: groupTitle })}
      closeLabel={t('activities.statistics.close')}
      footer={<Button onPress={onClose}>{t('activities.statistics.close')}</Button>}
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:w-xl">
        <h3 id={headingId} className="sr-only">
          {t('activities.statistics.table')}
        </h3>
        <RangedStatistics
          clubId={clubId}
          query={query}
          onRangeChange={setRange}
          labelledBy={headingId}
          emptyHint={t('activities.statistics.groupEmptyHint')}
        />
      </section>
    </Modal>
  );
};

/**
 * 'Statistik' in the members screen's group panel (document 1 §7): the listed group's statistics in a modal — the
 * activities that invited the group in the range, by type, and how many of its members' invitations were attended.
 */
export const GroupStatistics = (props: GroupStatisticsPartProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setIsOpen(true)}>
        {t('activities.statistics.groupButton')}
      </Button>
      {isOpen && <GroupStatisticsModal {...props} onClose={() => setIsOpen(false)} />}
    </>
  );
};
