import { groupRefusals, type GroupOverviewItem, type MemberOverviewRow } from '@klubhus/domain';
import { Button, Modal, ProgressBar, Select, SelectItem } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { changeFor, joiningCount, wouldOverfill, type BulkAction, type MemberGroupsChange } from '../bulkActions';
import { membersMutations } from '../mutations';

export type GroupAction = Exclude<BulkAction, 'remove'>;

export interface GroupActionModalProps {
  clubId: number;
  action: GroupAction;
  /** The listed group (moving takes members out of it); undefined for all, notInGroups and inactive. */
  activeGroup: GroupOverviewItem | undefined;
  /** The groups the user may choose: those they administer. */
  targets: readonly GroupOverviewItem[];
  /** How many members are selected, for the title. */
  count: number;
  /** The selected members' rows: the loaded ones, or every row of the filter after "select all". */
  loadMembers: (options: {
    signal: AbortSignal;
    onLoaded: (loaded: number, total: number) => void;
  }) => Promise<MemberOverviewRow[]>;
  /** After the run: what was done, for the screen to announce; the selection is cleared. */
  onDone: (changed: number, group: GroupOverviewItem) => void;
  onClose: () => void;
}

interface Form {
  group: number | null;
}

type Progress = { step: 'loading' | 'saving'; done: number; total: number } | undefined;

/**
 * "Tilføj til gruppe", "Flyt til gruppe" and "Gør til leder" (spec document 1 §2, §4) for the selected members:
 * choose a group among those the user administers, then one call per member that changes, with a progress bar.
 * A group that would pass its most members is refused with "For mange medlemmer" under the field before anything
 * is written, and the modal stays open (ADR 016; the spec swallows the error and closes the modal).
 */
export const GroupActionModal = ({
  clubId,
  action,
  activeGroup,
  targets,
  count,
  loadMembers,
  onDone,
  onClose,
}: GroupActionModalProps) => {
  const { t } = useTranslation();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const [progress, setProgress] = useState<Progress>();
  // Closing the modal stops the run: the calls not yet made are not made.
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);
  const choices = targets.filter((group) => action === 'lead' || group.userGroupId !== activeGroup?.userGroupId);
  const { control, handleSubmit, setError, formState } = useForm<Form>({ defaultValues: { group: null } });

  const administers = (groupId: number) => targets.some((group) => group.userGroupId === groupId);
  const onSubmit = handleSubmit(async ({ group: targetId }) => {
    const target = choices.find((group) => group.userGroupId === targetId);
    if (!target) {
      setError('group', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    try {
      setProgress({ step: 'loading', done: 0, total: count });
      const members = await loadMembers({
        signal: controller.signal,
        onLoaded: (done, total) => setProgress({ step: 'loading', done, total }),
      });
      const changes = members
        .map((member) => changeFor(action, member, target.userGroupId, activeGroup?.userGroupId, administers))
        .filter((change): change is MemberGroupsChange => change !== null);
      if (wouldOverfill(target, joiningCount(changes, members, target.userGroupId))) {
        setError('group', { type: 'server', message: groupRefusals.tooManyMembers.code }, { shouldFocus: true });
        return;
      }
      setProgress({ step: 'saving', done: 0, total: changes.length });
      const changed = await setGroups.mutateAsync({
        changes,
        signal: controller.signal,
        onDone: (done) => setProgress({ step: 'saving', done, total: changes.length }),
      });
      onDone(changed, target);
    } catch (error) {
      if (controller.signal.aborted) return;
      showFormError(t, error, setError, ['group'] as const, { onField: 'group' });
    } finally {
      setProgress(undefined);
    }
  });

  const formId = `group-action-${action}`;
  const isRunning = progress !== undefined;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(`members.bulk.${action}.title`, { count })}
      closeLabel={t('members.groupPanel.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('members.groupPanel.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={isRunning}>
            {t(`members.bulk.${action}.confirm`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        {action === 'lead' && <p className="text-sm text-fg-muted">{t('members.bulk.lead.help')}</p>}
        <Controller
          control={control}
          name="group"
          render={({ field, fieldState }) => (
            <Select
              label={t('members.bulk.group')}
              placeholder={t('members.bulk.choose')}
              isRequired
              isDisabled={isRunning}
              items={choices.map((group) => ({ id: group.userGroupId, title: group.title }))}
              value={field.value}
              onChange={(key) => field.onChange(typeof key === 'number' ? key : Number(key))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              errorMessage={messageText(t, fieldState.error?.message)}
            >
              {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
            </Select>
          )}
        />
        {progress && (
          <ProgressBar
            label={t(`members.bulk.progress.${progress.step}`)}
            value={progress.done}
            maxValue={Math.max(progress.total, 1)}
            valueLabel={t('members.bulk.progress.value', { done: progress.done, total: progress.total })}
          />
        )}
      </form>
    </Modal>
  );
};
