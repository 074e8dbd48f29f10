import { zodResolver } from '@hookform/resolvers/zod';
import { groupEditFields, type FlagKey, type GroupEditForm, type GroupOverviewItem } from '@klubhus/domain';
import { Button, Checkbox, Modal, NumberField } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIsOn } from '../../../shell/FlagsContext';
import { messageText, showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { groupsMutations } from '../mutations';

export interface EditGroupModalProps {
  clubId: number;
  group: GroupOverviewItem;
  onClose: () => void;
}

const fields = ['Title', 'maxUsers', 'Open', 'HiddenForClubMembers', 'HiddenForClubLeaders'] as const;

/**
 * The group's settings, in the order the form shows them, each with the feature flag that hides it (spec §6,
 * ADR 016): `group_visibility` hides all three; `free_access_groups` the open toggle (a group anyone may join),
 * `invisible_groups` the two hidden toggles. A hidden toggle keeps the group's value: the form sends it unchanged.
 */
const settings = [
  ['Open', 'open', 'free_access_groups'],
  ['HiddenForClubMembers', 'hiddenForMembers', 'invisible_groups'],
  ['HiddenForClubLeaders', 'hiddenForLeaders', 'invisible_groups'],
] as const satisfies readonly (readonly [string, string, FlagKey])[];

/**
 * "Rediger gruppe" (spec document 1 §2): title, the most members (empty for no limit), open, hidden for
 * members, hidden for leaders. The whole group is sent, as the server requires (ADR 016).
 */
export const EditGroupModal = ({ clubId, group, onClose }: EditGroupModalProps) => {
  const { t } = useTranslation();
  const isOn = useIsOn();
  const edit = useMutation(groupsMutations.edit(clubId, group.userGroupId));
  const { control, handleSubmit, setError, formState } = useForm<GroupEditForm>({
    resolver: zodResolver(groupEditFields),
    defaultValues: {
      Title: group.title,
      maxUsers: group.maxUsers,
      Open: group.open,
      HiddenForClubMembers: group.hiddenForClubMembers,
      HiddenForClubLeaders: group.hiddenForClubLeaders,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
      onClose();
    } catch (error) {
      showFormError(t, error, setError, fields);
    }
  });
  const formId = 'edit-group-form';
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('members.groupPanel.editTitle', { title: group.title })}
      closeLabel={t('members.groupPanel.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('members.groupPanel.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={formState.isSubmitting}>
            {t('members.groupPanel.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        <FormTextField control={control} name="Title" label={t('members.groupPanel.name')} isRequired />
        <Controller
          control={control}
          name="maxUsers"
          render={({ field, fieldState }) => (
            <NumberField
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              label={t('members.groupPanel.maxUsers')}
              description={t('members.groupPanel.maxUsersHelp')}
              value={field.value === null ? '' : String(field.value)}
              // An empty field is no limit; the number field gives the value in dot form.
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              errorMessage={messageText(t, fieldState.error?.message)}
            />
          )}
        />
        {settings
          .filter(([, , flag]) => isOn('group_visibility') && isOn(flag))
          .map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Checkbox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}>
                  {t(`members.groupPanel.${label}`)}
                </Checkbox>
              )}
            />
          ))}
      </form>
    </Modal>
  );
};
