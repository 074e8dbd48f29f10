import { zodResolver } from '@hookform/resolvers/zod';
import { importedMemberUpdate, type MemberDetails } from '@klubhus/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { withMemberText } from '../../memberFormat';
import { memberMutations } from '../../mutations';
import { EDIT_MEMBER_FORM } from './editMemberFormId';
import { personFields, PersonFields, type PersonField } from './PersonFields';

/** The form's values as typed (the schema's input): `raw` keeps them so, and the submit parses them into the body. */
type Values = (typeof importedMemberUpdate)['_zod']['input'];

export interface InactiveMemberFormProps {
  clubId: number;
  member: MemberDetails;
  onSaved: () => void;
}

/**
 * "Edit inactive member" (spec §2, §5): mobile 8 digits, zip 4 digits, e-mail valid when given (imported people
 * often have none); an inactive child's e-mail is a parent's and is shown disabled, never sent. Saved through the
 * imported-user call (`PATCH /v2/user/imported/i4`).
 */
export const InactiveMemberForm = ({ clubId, member, onSaved }: InactiveMemberFormProps) => {
  const { t } = useTranslation();
  const update = useMutation(memberMutations.updateImported(clubId, member.id));
  const fields: readonly PersonField[] = member.isChild
    ? personFields.filter((name) => name !== 'email')
    : personFields;
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(importedMemberUpdate, undefined, { raw: true }),
    defaultValues: Object.fromEntries(fields.map((name) => [name, member[name] ?? ''])),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(importedMemberUpdate.parse(values));
      onSaved();
    } catch (failure) {
      // A child's e-mail refused by the server (it was not sent, so this is another client's doing) shows atop.
      showFormError(t, withMemberText(t, failure), setError, fields);
    }
  });

  return (
    <form id={EDIT_MEMBER_FORM} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <PersonFields control={control} childEmail={member.isChild ? member.email : undefined} />
    </form>
  );
};
