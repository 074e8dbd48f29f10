import type { MemberOverviewRow } from '@klubhus/domain';
import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { withMemberText } from '../memberFormat';
import { memberMutations } from '../mutations';

export interface RemoveFromClubActionProps {
  clubId: number;
  /** How many members are ticked. */
  count: number;
  /** The ticked members' rows: the loaded ones, or every row of the filter after "select all" (ADR 016). */
  loadMembers: (options: {
    signal: AbortSignal;
    onLoaded: (loaded: number, total: number) => void;
  }) => Promise<MemberOverviewRow[]>;
  onDone: (message: string) => void;
}

/**
 * "Fjern fra foreningen" for the ticked members (administrators; ADR 017): after "Er du sikker?", one call in one
 * transaction. Removing every administrator is refused (`soleAdministrator`) and nothing is removed; the refusal
 * shows beside the toolbar.
 */
export const RemoveFromClubAction = ({ clubId, count, loadMembers, onDone }: RemoveFromClubActionProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useMutation(memberMutations.remove(clubId));
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        isDisabled={count === 0}
        onPress={() => {
          setError(undefined);
          setIsOpen(true);
        }}
      >
        {t('members.bulk.removeFromClub.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('members.groupPanel.confirmTitle')}
        confirmLabel={t('members.bulk.removeFromClub.confirm')}
        cancelLabel={t('members.groupPanel.no')}
        isDestructive
        onConfirm={async () => {
          try {
            const members = await loadMembers({ signal: new AbortController().signal, onLoaded: () => {} });
            const { removed } = await remove.mutateAsync(members.map((member) => member.id));
            onDone(t('members.bulk.removeFromClub.done', { count: removed }));
          } catch (failure) {
            // The dialog closes; the refusal shows in the toolbar (a 5xx goes to the error dialog).
            setError(formErrorText(t, withMemberText(t, failure)));
          }
        }}
      >
        {t('members.bulk.removeFromClub.text', { count })}
      </ConfirmDialog>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
};
