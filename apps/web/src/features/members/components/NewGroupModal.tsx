import { zodResolver } from '@hookform/resolvers/zod';
import { newGroupFields, type GroupOverviewItem, type NewGroupForm } from '@klubhus/domain';
import { Button, Modal } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { groupsMutations } from '../mutations';

export interface NewGroupModalProps {
  clubId: number;
  /** The group the new one goes under; undefined for a main group. */
  parent: GroupOverviewItem | undefined;
  onClose: () => void;
}

const fields = ['title', 'parentUserGroupId'] as const;

/** "Ny gruppe" / "Ny undergruppe" (spec document 1 §2): a name, required; create is disabled while it is empty. */
export const NewGroupModal = ({ clubId, parent, onClose }: NewGroupModalProps) => {
  const { t } = useTranslation();
  const add = useMutation(groupsMutations.add(clubId));
  const { control, handleSubmit, setError, formState } = useForm<NewGroupForm>({
    resolver: zodResolver(newGroupFields),
    defaultValues: { title: '', parentUserGroupId: parent?.userGroupId ?? null },
  });
  const title = useWatch({ control, name: 'title' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      onClose();
    } catch (error) {
      showFormError(t, error, setError, fields, { onField: 'title' });
    }
  });
  const formId = 'new-group-form';
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={parent ? t('members.groupPanel.newSubgroupOf', { title: parent.title }) : t('members.groupPanel.newGroup')}
      closeLabel={t('members.groupPanel.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('members.groupPanel.cancel')}
          </Button>
          <Button type="submit" form={formId} isDisabled={title.trim() === ''} isPending={formState.isSubmitting}>
            {t('members.groupPanel.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        <FormTextField control={control} name="title" label={t('members.groupPanel.name')} isRequired />
      </form>
    </Modal>
  );
};
