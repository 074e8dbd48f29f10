import { zodResolver } from '@hookform/resolvers/zod';
import { memberUpdate, textLimits, type MemberDetails } from '@klubhus/domain';
import { TextArea, TextField } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { FormTextField } from '../../../../shell/forms/FormTextField';
import { withMemberText } from '../../memberFormat';
import { memberMutations } from '../../mutations';
import { EDIT_MEMBER_FORM } from './editMemberFormId';
import { InactiveMemberForm } from './InactiveMemberForm';
import { personFields, PersonFields } from './PersonFields';

export { EDIT_MEMBER_FORM } from './editMemberFormId';

export interface EditMemberFormProps {
  clubId: number;
  member: MemberDetails;
  onSaved: () => void;
}

const clubFields = ['note', 'clubInternalMemberId'] as const;

/** The form's values as typed (the schema's input): `raw` keeps them so, and the submit parses them into the body. */
type Values = (typeof memberUpdate)['_zod']['input'];

/**
 * An active member's edit (ADR 017): the person's details only when the server says they may be changed
 * (`canEditDetails`: a plain member of a club that allows it, spec §5), else the notice and the details read-only;
 * the club's note and member number always. The body holds the form's fields and nothing else, so the fields the
 * update drops (spec §5) are never sent.
 */
const ActiveMemberForm = ({ clubId, member, onSaved }: EditMemberFormProps) => {
  const { t } = useTranslation();
  const update = useMutation(memberMutations.update(clubId, member.id));
  const club: Values = { note: member.note ?? '', clubInternalMemberId: member.clubInternalMemberId ?? '' };
  const person: Values = Object.fromEntries(personFields.map((name) => [name, member[name] ?? '']));
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(memberUpdate, undefined, { raw: true }),
    defaultValues: member.canEditDetails ? { ...person, ...club } : club,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      // Validated by the resolver; parsed for the body: trimmed, blank optional fields as null.
      await update.mutateAsync(memberUpdate.parse(values));
      onSaved();
    } catch (failure) {
      showFormError(t, withMemberText(t, failure), setError, [...personFields, ...clubFields]);
    }
  });

  return (
    <form id={EDIT_MEMBER_FORM} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('members.member.edit.person')}</legend>
        {member.canEditDetails ? (
          <PersonFields control={control} />
        ) : (
          <>
            <p className="rounded-surface bg-info-soft p-3 text-info-soft-fg">
              {t('members.refusals.cannotEditMember')}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {personFields.map((name) => (
                <TextField
                  key={name}
                  label={t(`members.member.fields.${name}`)}
                  value={member[name] ?? ''}
                  isReadOnly
                />
              ))}
            </div>
          </>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">{t('members.member.edit.club')}</legend>
        <FormTextField
          control={control}
          name="clubInternalMemberId"
          label={t('members.member.fields.memberNumber')}
          description={t('members.member.edit.memberNumberHelp', { id: member.id })}
          isOptional
        />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <TextArea
              label={t('members.member.fields.note')}
              maxLength={textLimits.freeText}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              errorMessage={messageText(t, fieldState.error?.message)}
            />
          )}
        />
      </fieldset>
    </form>
  );
};

/** "Rediger": an active member's edit, or an inactive member's (spec §2 "edit inactive member"). */
export const EditMemberForm = (props: EditMemberFormProps) =>
  props.member.status === 'active' ? <ActiveMemberForm {...props} /> : <InactiveMemberForm {...props} />;
