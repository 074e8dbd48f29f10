import type { GroupOverviewItem, MemberOverviewRow } from '@klubhus/domain';
import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { availableActions, type BulkAction } from '../bulkActions';
import { membersMutations } from '../mutations';
import { GroupActionModal, type GroupAction } from './GroupActionModal';
import { InviteModal } from './invitations/InviteModal';
import { RemoveFromClubAction } from './RemoveFromClubAction';

export interface BulkActionsProps {
  clubId: number;
  isAdministrator: boolean;
  /** The listed group; undefined for all, notInGroups and inactive. */
  activeGroup: GroupOverviewItem | undefined;
  /** The groups the user administers. */
  targets: readonly GroupOverviewItem[];
  /** How many members are selected. */
  count: number;
  /** The selected members' rows (see GroupActionModal). */
  loadMembers: (options: {
    signal: AbortSignal;
    onLoaded: (loaded: number, total: number) => void;
  }) => Promise<MemberOverviewRow[]>;
  /** After an action: the text to announce; the screen clears the selection. */
  onDone: (message: string) => void;
}

const groupActions: readonly GroupAction[] = ['add', 'move', 'lead'];

/**
 * The toolbar over the member table (spec document 1 §2, §6): add to a group, move to a group, remove from the
 * listed group, make leader of a group, send the inactive ones their invitation, remove from the club — for the
 * selected members. Shown disabled with nothing selected, and where the user cannot administer the listed group;
 * making leaders, invitations and removing from the club are the administrator's alone.
 */
export const BulkActions = ({
  clubId,
  isAdministrator,
  activeGroup,
  targets,
  count,
  loadMembers,
  onDone,
}: BulkActionsProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<BulkAction>();
  const [removeError, setRemoveError] = useState<string>();
  const [inviting, setInviting] = useState(false);
  const remove = useMutation(membersMutations.removeFromGroup(clubId));
  const available = availableActions(activeGroup, targets, isAdministrator);
  const close = () => setOpen(undefined);

  return (
    <div role="toolbar" aria-label={t('members.bulk.label')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-fg-muted" aria-live="polite">
        {count > 0 ? t('members.bulk.selected', { count }) : t('members.bulk.none')}
      </span>
      {groupActions
        .filter((action) => action !== 'lead' || isAdministrator)
        .map((action) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            isDisabled={count === 0 || !available[action]}
            onPress={() => setOpen(action)}
          >
            {t(`members.bulk.${action}.button`)}
          </Button>
        ))}
      {activeGroup && (
        <Button
          variant="danger"
          size="sm"
          isDisabled={count === 0 || !available.remove}
          onPress={() => {
            setRemoveError(undefined);
            setOpen('remove');
          }}
        >
          {t('members.bulk.remove.button')}
        </Button>
      )}
      {isAdministrator && (
        <Button variant="secondary" size="sm" isDisabled={count === 0} onPress={() => setInviting(true)}>
          {t('members.invite.button')}
        </Button>
      )}
      {isAdministrator && (
        <RemoveFromClubAction clubId={clubId} count={count} loadMembers={loadMembers} onDone={onDone} />
      )}
      {inviting && (
        <InviteModal
          clubId={clubId}
          count={count}
          loadMembers={loadMembers}
          onClose={() => setInviting(false)}
          onDone={(message) => {
            setInviting(false);
            onDone(message);
          }}
        />
      )}
      {open && open !== 'remove' && (
        <GroupActionModal
          clubId={clubId}
          action={open}
          activeGroup={activeGroup}
          targets={targets}
          count={count}
          loadMembers={loadMembers}
          onClose={close}
          onDone={(changed, group) => {
            close();
            onDone(t(`members.bulk.${open}.done`, { count: changed, group: group.title }));
          }}
        />
      )}
      {activeGroup && (
        <ConfirmDialog
          isOpen={open === 'remove'}
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('members.groupPanel.confirmTitle')}
          confirmLabel={t('members.bulk.remove.confirm')}
          cancelLabel={t('members.groupPanel.no')}
          isDestructive
          onConfirm={async () => {
            try {
              const controller = new AbortController();
              const members = await loadMembers({ signal: controller.signal, onLoaded: () => {} });
              const { removed } = await remove.mutateAsync({
                userGroupId: activeGroup.userGroupId,
                memberIds: members.map((member) => member.id),
              });
              onDone(t('members.bulk.remove.done', { count: removed, group: activeGroup.title }));
            } catch (error) {
              // The error dialog shows a failure that is not the call's own (a 5xx, no network).
              setRemoveError(formErrorText(t, error));
            }
          }}
        >
          {t('members.bulk.remove.text', { count, group: activeGroup.title })}
        </ConfirmDialog>
      )}
      {removeError && (
        <p role="alert" className="text-sm text-danger">
          {removeError}
        </p>
      )}
    </div>
  );
};
