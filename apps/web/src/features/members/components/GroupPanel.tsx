import type { GroupOverviewItem } from '@klubhus/domain';
import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsMutations } from '../mutations';
import { useMembersSlots } from '../slots';
import { EditGroupModal } from './EditGroupModal';
import { NewGroupModal } from './NewGroupModal';

export interface GroupPanelProps {
  clubId: number;
  /** The group listed now; undefined for all, notInGroups and inactive. */
  group: GroupOverviewItem | undefined;
  /** After the listed group is deleted: the screen lists everyone again. */
  onDeleted: () => void;
}

type Open = 'newGroup' | 'newSubgroup' | 'edit' | 'delete' | undefined;

/**
 * The administrator's group editing (spec document 1 §2 "group editing panel"): a new group, a subgroup of
 * the listed group, editing the listed group's settings, and deleting the listed group with all its subgroups after "Er du sikker?".
 * A higher feature's part for the listed group (activities' statistics) follows, through the slot; none without it.
 */
export const GroupPanel = ({ clubId, group, onDeleted }: GroupPanelProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>();
  const { groupStatistics: GroupStatistics } = useMembersSlots();
  const remove = useMutation(groupsMutations.deleteRecursive(clubId));
  const close = () => setOpen(undefined);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onPress={() => setOpen('newGroup')}>
        {t('members.groupPanel.newGroup')}
      </Button>
      {group && (
        <>
          <Button variant="secondary" size="sm" onPress={() => setOpen('newSubgroup')}>
            {t('members.groupPanel.newSubgroup')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => setOpen('edit')}>
            {t('members.groupPanel.edit')}
          </Button>
          <Button variant="danger" size="sm" onPress={() => setOpen('delete')}>
            {t('members.groupPanel.delete')}
          </Button>
          {GroupStatistics && <GroupStatistics clubId={clubId} groupId={group.userGroupId} groupTitle={group.title} />}
        </>
      )}
      {(open === 'newGroup' || open === 'newSubgroup') && (
        <NewGroupModal clubId={clubId} parent={open === 'newSubgroup' ? group : undefined} onClose={close} />
      )}
      {group && open === 'edit' && <EditGroupModal clubId={clubId} group={group} onClose={close} />}
      {group && (
        <ConfirmDialog
          isOpen={open === 'delete'}
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('members.groupPanel.confirmTitle')}
          confirmLabel={t('members.groupPanel.yes')}
          cancelLabel={t('members.groupPanel.no')}
          isDestructive
          onConfirm={async () => {
            await remove.mutateAsync(group.userGroupId);
            onDeleted();
          }}
        >
          {t('members.groupPanel.deleteText', { title: group.title })}
        </ConfirmDialog>
      )}
    </div>
  );
};
