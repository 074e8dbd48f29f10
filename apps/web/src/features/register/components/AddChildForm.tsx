import { zodResolver } from '@hookform/resolvers/zod';
import { importedChildRequest, type ImportedChildRequest, type ImportedUser } from '@klubhus/domain';
import { Button, Select, SelectItem } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { ChildFields } from '../../auth/public';
import { useSignupFlow } from '../flowContext';
import { registerMutations } from '../mutations';
import { showRefusal } from '../refusals';

const fields: readonly Path<ImportedChildRequest>[] = ['firstName', 'surname', 'birthdate'];
const empty: ImportedChildRequest = { firstName: '', surname: '', birthdate: '' };

/**
 * "Tilføj et barn" on the start list (spec §5: "a child needs first name, surname and birthdate before being
 * added"): `addImportedChild` with an adult of the flow as its parent (asked for when there are several).
 */
export const AddChildForm = ({ adults }: { adults: readonly ImportedUser[] }) => {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const [parentId, setParentId] = useState(adults[0]?.id ?? '');
  const { control, handleSubmit, setError, reset, formState } = useForm<ImportedChildRequest>({
    mode: 'onTouched',
    resolver: zodResolver(importedChildRequest),
    defaultValues: empty,
  });
  const addChild = useMutation(registerMutations.addChild(flow));
  const parent = adults.find((adult) => adult.id === parentId) ?? adults[0];

  const onSubmit = handleSubmit((body) => {
    if (!parent) return;
    addChild.mutate(
      { parentId: parent.id, body },
      {
        onSuccess: () => reset(empty),
        onError: (error) => {
          if (flow.onFailure(error)) return;
          showRefusal(t, error, setError, fields);
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 px-4 pb-4">
      <p className="text-sm text-fg-muted">{t('register.addChild.intro')}</p>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <ChildFields control={control} columns="viewport" />
      {adults.length > 1 && (
        <Select
          label={t('register.addChild.parent')}
          isRequired
          items={adults.map((adult) => ({ id: adult.id, name: `${adult.firstName} ${adult.surname}` }))}
          value={parent?.id ?? null}
          onChange={(key) => setParentId(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
      <div>
        <Button type="submit" variant="secondary" isPending={addChild.isPending}>
          {t('register.addChild.submit')}
        </Button>
      </div>
    </form>
  );
};
