import { zodResolver } from '@hookform/resolvers/zod';
import { activityTypesContract, type ActivityType } from '@klubhus/domain';
import { Button, Modal } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { refusalText } from '../activityTypeErrors';
import { activityTypesMutations } from '../mutations';

/** A title by the create call's rule (required, at most 60 characters): `Default/edit` takes the same. */
const renameSchema = activityTypesContract.createActivityType.body.pick({ activityTypeTitle: true });

const RENAME_FORM = 'rename-activity-type';

export interface RenameModalProps {
  clubId: number;
  type: ActivityType;
  /** The title as the reader sees it. */
  shownTitle: string;
  onClose: () => void;
  onSaved: () => void;
}

/** "Omdøb" (§2.11): the club's title of the type, one `Default/edit` with `activityTypeTitle`. */
export const RenameModal = ({ clubId, type, shownTitle, onClose, onSaved }: RenameModalProps) => {
  const { t } = useTranslation();
  const edit = useMutation(activityTypesMutations.edit(clubId));
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(renameSchema),
    defaultValues: { activityTypeTitle: type.title },
  });

  const onSubmit = handleSubmit(({ activityTypeTitle }) =>
    edit
      .mutateAsync({ typeId: type.clubActivityTypeId, change: { activityTypeTitle } })
      .then(onSaved, (error: unknown) => {
        const refusal = refusalText(t, error);
        if (refusal) setError('root.server', { type: 'server', message: refusal });
        else showFormError(t, error, setError, ['activityTypeTitle']);
      }),
  );

  const serverError = formState.errors.root?.server?.message;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activityTypes.rename.title', { title: shownTitle })}
      closeLabel={t('activityTypes.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('activityTypes.cancel')}
          </Button>
          <Button type="submit" form={RENAME_FORM} isPending={edit.isPending}>
            {t('activityTypes.save')}
          </Button>
        </>
      }
    >
      <form
        id={RENAME_FORM}
        noValidate
        aria-label={t('activityTypes.rename.title', { title: shownTitle })}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 sm:w-md"
      >
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <FormTextField control={control} name="activityTypeTitle" label={t('activityTypes.rename.field')} isRequired />
      </form>
    </Modal>
  );
};
