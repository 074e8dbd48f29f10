import { zodResolver } from '@hookform/resolvers/zod';
import { activityTypesContract } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { refusalText } from '../activityTypeErrors';
import { activityTypesMutations } from '../mutations';

/** The create call's own rule for the title (required, at most 60 characters, the characters of a name). */
const addSchema = activityTypesContract.createActivityType.body.pick({ activityTypeTitle: true });

export interface AddTypeFormProps {
  clubId: number;
  /** After the server added the type (its title as sent). */
  onAdded: (title: string) => void;
}

/**
 * "Tilføj" a type (§2.11): a title; the button is disabled while the title is empty, and Enter submits. A refusal
 * (409 activityTypesFull, a title the server refuses) shows under the field.
 */
export const AddTypeForm = ({ clubId, onAdded }: AddTypeFormProps) => {
  const { t } = useTranslation();
  const create = useMutation(activityTypesMutations.create(clubId));
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(addSchema),
    defaultValues: { activityTypeTitle: '' },
  });
  const title = useWatch({ control, name: 'activityTypeTitle' });

  const onSubmit = handleSubmit(({ activityTypeTitle }) =>
    create.mutateAsync(activityTypeTitle).then(
      (type) => {
        reset();
        onAdded(type.title);
      },
      (error: unknown) => {
        const refusal = refusalText(t, error);
        if (refusal) setError('activityTypeTitle', { type: 'server', message: refusal }, { shouldFocus: true });
        else showFormError(t, error, setError, ['activityTypeTitle']);
      },
    ),
  );

  const serverError = formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      aria-label={t('activityTypes.add.label')}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2"
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <div className="flex flex-wrap items-start gap-2">
        <FormTextField
          control={control}
          name="activityTypeTitle"
          label={t('activityTypes.add.label')}
          className="min-w-48 flex-1"
        />
        <Button type="submit" className="mt-6" isDisabled={!title?.trim()} isPending={create.isPending}>
          {t('activityTypes.add.submit')}
        </Button>
      </div>
    </form>
  );
};
