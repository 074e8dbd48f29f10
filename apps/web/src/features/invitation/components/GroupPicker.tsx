import { Button, Checkbox, Modal } from '@klubhus/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTitles, groupTree, pickerKind } from '../flowRules';
import type { InvitationClub } from '../flowState';

/** The indent of a subgroup by its depth; deeper ones stop at the last, so a deep tree still fits a phone. */
const indent = ['', 'ps-6', 'ps-12', 'ps-16'] as const;

interface ChecklistProps {
  club: InvitationClub;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The group's name for screen readers: whose groups these are. */
  label: string;
  /** Whether the label is shown (inline) or only named (in the dialog, whose title says it). */
  showLabel: boolean;
}

/** The club's groups as a tree of check boxes (spec §2: groups form a tree by parentUserGroupId). */
const GroupChecklist = ({ club, value, onChange, label, showLabel }: ChecklistProps) => {
  const chosen = new Set(value);
  const toggle = (id: number, isSelected: boolean) =>
    onChange(isSelected ? [...value, id] : value.filter((other) => other !== id));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className={showLabel ? 'mb-2 font-medium' : 'sr-only'}>{label}</legend>
      <ul className="flex flex-col gap-2.5">
        {groupTree(club.groups).map(({ group, depth }) => (
          <li key={group.userGroupId} className={indent[Math.min(depth, indent.length - 1)]}>
            <Checkbox
              isSelected={chosen.has(group.userGroupId)}
              onChange={(isSelected) => toggle(group.userGroupId, isSelected)}
            >
              {group.title}
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
};

export interface GroupPickerProps {
  club: InvitationClub;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Whose groups: "Grupper" on the groups step, "Grupper for Emil Hansen" on the users step. */
  label: string;
  /** The name of the "Se grupper" button (the person's name in it where several people choose). */
  showLabel: string;
}

/**
 * The groups a person asks to join (spec §2): listed inline when the club has fewer than 5, else a summary of the
 * chosen ones and "Se grupper", which opens the tree in a dialog.
 */
export const GroupPicker = ({ club, value, onChange, label, showLabel }: GroupPickerProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const summaryId = useId();
  if (pickerKind(club) === 'inline') {
    return <GroupChecklist club={club} value={value} onChange={onChange} label={label} showLabel />;
  }
  const titles = groupTitles(club, value);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="font-medium">{label}</p>
        <p id={summaryId} className="text-sm text-fg-muted">
          {titles.length === 0
            ? t('invitation.groups.noneChosen')
            : t('invitation.groups.chosen', { groups: titles.join(', ') })}
        </p>
      </div>
      <Button
        variant="secondary"
        className="w-full @sm:w-fit"
        aria-label={showLabel}
        aria-describedby={summaryId}
        onPress={() => setIsOpen(true)}
      >
        {t('invitation.groups.show')}
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        isDismissable
        size="small"
        title={t('invitation.groups.dialogTitle', { club: club.name })}
        closeLabel={t('errors.dismiss')}
        footer={<Button onPress={() => setIsOpen(false)}>{t('invitation.groups.done')}</Button>}
      >
        <GroupChecklist club={club} value={value} onChange={onChange} label={label} showLabel={false} />
      </Modal>
    </div>
  );
};
