import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  createMemberRow,
  memberRefusals,
  textLimits,
  type GroupOverviewItem,
  type MemberOverviewRow,
} from '@klubhus/domain';
import { TextArea } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { FormTextField } from '../../../../shell/forms/FormTextField';
import { withMemberText } from '../../memberFormat';
import { invitationMutations } from '../../mutations';

export const CREATE_MEMBER_FORM = 'create-member';

/** The form's values as typed (the schema's input, without the groups, which the screen decides). */
type Values = Omit<(typeof createMemberRow)['_zod']['input'], 'groupIds'>;

const fields = ['firstName', 'surname', 'email', 'mobile', 'address', 'zip', 'city', 'birthdate', 'note'] as const;
type Field = (typeof fields)[number];

const messageParams = { zip: { minCiphers: { count: 4 } }, mobile: { minCiphers: { count: 8 } } } as const;

/**
 * A refusal of the row as the form's own: the server names the field of its `members` list (`members.0.email`), the
 * form knows it as `email`; `emailInUse` without a field still belongs under the e-mail (spec §8: "create member
 * error: on the email field").
 */
const asFormError = (error: unknown): unknown => {
  if (!(error instanceof ApiError)) return error;
  const field = /^members\.\d+\.(.+)$/.exec(error.field ?? '')?.[1] ?? error.field;
  const onEmail = error.code === memberRefusals.emailInUse.code && field === undefined;
  return new ApiError(error.status, error.message, error.code, onEmail ? 'email' : field);
};

export interface CreateMemberFormProps {
  clubId: number;
  /** The group the screen lists: the new member goes into it. */
  group: GroupOverviewItem | undefined;
  onCreated: (member: MemberOverviewRow) => void;
}

/**
 * Step 1 of create member (spec §5 "Create member"): first name, surname, a valid e-mail and a 4-digit zip required;
 * mobile exactly 8 digits; birthdate, address and city optional; the administrator's note. The domain's
 * `createMemberRow` checks them as the server does.
 */
export const CreateMemberForm = ({ clubId, group, onCreated }: CreateMemberFormProps) => {
  const { t } = useTranslation();
  const create = useMutation(invitationMutations.create(clubId));
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(createMemberRow.omit({ groupIds: true }), undefined, { raw: true }),
    defaultValues: Object.fromEntries(fields.map((name) => [name, ''])),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const row = createMemberRow.parse({ ...values, groupIds: group ? [group.userGroupId] : [] });
      onCreated(await create.mutateAsync(row));
    } catch (failure) {
      showFormError(t, withMemberText(t, asFormError(failure)), setError, fields);
    }
  });
  const field = (name: Exclude<Field, 'note'>) => ({
    control,
    name,
    label: t(`members.member.fields.${name}`),
    autoComplete: 'off',
    messageParams: name === 'zip' || name === 'mobile' ? messageParams[name] : undefined,
  });

  return (
    <form id={CREATE_MEMBER_FORM} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <p className="text-sm text-fg-muted">
        {group ? t('members.create.intoGroup', { group: group.title }) : t('members.create.help')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField {...field('firstName')} isRequired />
        <FormTextField {...field('surname')} isRequired />
        <FormTextField {...field('email')} type="email" isRequired />
        <FormTextField {...field('mobile')} inputMode="numeric" isOptional />
        <FormTextField {...field('address')} isOptional />
        <div className="grid grid-cols-[7rem_1fr] gap-4">
          <FormTextField {...field('zip')} inputMode="numeric" isRequired />
          <FormTextField {...field('city')} isOptional />
        </div>
        <FormTextField {...field('birthdate')} placeholder={t('members.member.edit.birthdatePlaceholder')} isOptional />
      </div>
      <Controller
        control={control}
        name="note"
        render={({ field: note, fieldState }) => (
          <TextArea
            label={
              <>
                {t('members.member.fields.note')}{' '}
                <span className="font-normal text-fg-muted">{t('validation.optional')}</span>
              </>
            }
            maxLength={textLimits.freeText}
            value={note.value ?? ''}
            onChange={note.onChange}
            onBlur={note.onBlur}
            name={note.name}
            ref={note.ref}
            errorMessage={messageText(t, fieldState.error?.message)}
          />
        )}
      />
    </form>
  );
};
