import { zodResolver } from '@hookform/resolvers/zod';
import { importedAssignment, type ImportedUser } from '@klubhus/domain';
import { Button, Checkbox, Radio, RadioGroup } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { messageText } from '../../../shell/forms/fieldErrors';
import { ChildFields } from '../../auth/public';
import { useSignupFlow } from '../flowContext';
import { afterCreated, parentCandidates } from '../flowRules';
import { registerMutations } from '../mutations';
import { showRefusal } from '../refusals';

interface ChildValues {
  firstName: string;
  surname: string;
  birthdate: string;
  parents: string[];
  /** The radio's value: `yes`, `no`, or `''` while not chosen. */
  ownLogin: '' | 'yes' | 'no';
}

const fields: readonly Path<ChildValues>[] = ['firstName', 'surname', 'birthdate', 'parents', 'ownLogin'];

/**
 * The form's values as the assignment (`importedAssignment`, spec §5 "Pre-imported user configuration"), whose
 * rules say what a child needs: at least one parent (`parentRequired`) and the own sign-in choice
 * (`ownLoginRequired`). A child also needs its birthdate (spec §5 "a child needs first name, surname and birthdate";
 * the parent's registration of the child sends it).
 */
const assignmentOf = (values: ChildValues) => ({
  userStatus: 2 as const,
  parents: values.parents,
  ownLogin: values.ownLogin === '' ? null : values.ownLogin === 'yes',
  firstName: values.firstName,
  surname: values.surname,
  birthdate: values.birthdate,
});

const childSchema = importedAssignment.superRefine((value, ctx) => {
  if (!value.birthdate) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: 'required' });
});

/** The assignment's rules on the form's values, its issues under the form's fields (they share their names). */
const childResolver = zodResolver(childSchema);
const resolver: Resolver<ChildValues> = async (values, context, options) => {
  const result = await childResolver(assignmentOf(values), context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
};

const toggle = (ids: string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((item) => item !== id));

/**
 * `/register/{id}/new?type=child` (spec §5 "Pre-imported user configuration"): the child's names and birthdate, its
 * parents among the adults of the flow (at least one) and whether it signs in on its own (a required choice), saved
 * with `updateImportedUser`. A child who signs in on its own goes on to its own account; one who does not is
 * registered by a parent as soon as a parent is a user (spec §4).
 */
export const ChildForm = ({ person }: { person: ImportedUser }) => {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const navigate = useNavigate();
  const errorId = useId();
  const candidates = parentCandidates(flow.state.users, person.id);
  const { control, handleSubmit, setError, formState } = useForm<ChildValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      firstName: person.firstName,
      surname: person.surname,
      birthdate: person.birthdate ?? '',
      parents: person.parents.filter((id) => candidates.some((adult) => adult.id === id)),
      ownLogin: person.ownLogin === null ? '' : person.ownLogin ? 'yes' : 'no',
    },
  });
  const assign = useMutation(registerMutations.assign(flow));
  const groupText = (message: string | undefined) =>
    message === 'parentRequired' || message === 'ownLoginRequired'
      ? t(`register.errors.${message}`)
      : messageText(t, message);

  const onSubmit = handleSubmit((values) => {
    const body = assignmentOf(values);
    assign.mutate(
      { id: person.id, body },
      {
        onSuccess: () => {
          if (body.ownLogin) void navigate(`/register/${person.id}`);
          else void navigate(afterCreated(flow.store.get()?.users ?? []));
        },
        onError: (error) => {
          if (flow.onFailure(error)) return;
          showRefusal(t, error, setError, fields);
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <ChildFields control={control} columns="viewport" />
      <Controller
        control={control}
        name="parents"
        render={({ field, fieldState }) => {
          const text = groupText(fieldState.error?.message);
          return (
            <fieldset className="flex flex-col gap-2" aria-describedby={text ? errorId : undefined}>
              <legend className="mb-2 font-semibold">
                {t('register.child.parents')} <span aria-hidden="true">*</span>
              </legend>
              {candidates.length === 0 && <p className="text-sm text-fg-muted">{t('register.child.noAdults')}</p>}
              {candidates.map((adult, index) => (
                <Checkbox
                  key={adult.id}
                  ref={index === 0 ? field.ref : undefined}
                  isSelected={field.value.includes(adult.id)}
                  onChange={(on) => field.onChange(toggle(field.value, adult.id, on))}
                >
                  {`${adult.firstName} ${adult.surname}`}
                </Checkbox>
              ))}
              {text && (
                <p id={errorId} role="alert" className="text-sm text-danger">
                  {text}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <Controller
        control={control}
        name="ownLogin"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('register.child.ownLogin')}
            isRequired
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
            errorMessage={groupText(fieldState.error?.message)}
          >
            <Radio value="yes">{t('register.child.ownLoginYes')}</Radio>
            <Radio value="no">{t('register.child.ownLoginNo')}</Radio>
          </RadioGroup>
        )}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={assign.isPending}
        isDisabled={formState.isSubmitted && !formState.isValid}
      >
        {t('register.child.save')}
      </Button>
    </form>
  );
};
