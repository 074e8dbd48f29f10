import { zodResolver } from '@hookform/resolvers/zod';
import { importedChildRequest, type ImportedChildRequest } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, Notice } from '../../../shell/forms/FormAlert';
import { ChildFields } from '../../auth/public';
import type { InvitationStore } from '../flowState';
import { invitationMutations } from '../mutations';
import { showRefusal } from '../refusals';

const fields: readonly Path<ImportedChildRequest>[] = ['firstName', 'surname', 'birthdate'];
const empty: ImportedChildRequest = { firstName: '', surname: '', birthdate: '' };

export interface AddChildFormProps {
  store: InvitationStore;
  clubName: string;
  /** Takes the failures the whole step handles (the flow's session ended); answers whether it took it. */
  onFailure: (error: unknown) => boolean;
}

/**
 * "Tilføj et barn" of the users step (ADR 019): first name, surname and birthdate (spec §5: "a child needs first name,
 * surname and birthdate"); `registerchild` with the club makes the child a member related to the visitor, listed
 * above with its own groups. The form empties for the next child.
 */
export const AddChildForm = ({ store, clubName, onFailure }: AddChildFormProps) => {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ImportedChildRequest>({
    mode: 'onTouched',
    resolver: zodResolver(importedChildRequest),
    defaultValues: empty,
  });
  const addChild = useMutation(invitationMutations.addChild(store));

  const onSubmit = handleSubmit((child) => {
    setAdded(null);
    addChild.mutate(child, {
      onSuccess: (made) => {
        reset(empty);
        setAdded(t('invitation.users.childAdded', { name: `${made.firstName} ${made.surname}` }));
      },
      onError: (error) => {
        if (onFailure(error)) return;
        showRefusal(t, error, setError, fields);
      },
    });
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 px-4 pb-4">
      <p className="text-sm text-fg-muted">{t('invitation.users.childIntro', { club: clubName })}</p>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {added && <Notice>{added}</Notice>}
      <ChildFields control={control} columns="container" />
      <div>
        <Button type="submit" variant="secondary" isPending={addChild.isPending}>
          {t('invitation.users.childSubmit')}
        </Button>
      </div>
    </form>
  );
};
