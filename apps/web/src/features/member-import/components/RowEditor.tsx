import { zodResolver } from '@hookform/resolvers/zod';
import { importedRowPatch, type ImportMemberRow } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { memberImportMutations } from '../mutations';

/** The row's fields the administrator may correct (`importedRowPatch`). */
const fields = ['firstName', 'surname', 'email', 'mobile', 'address', 'zip', 'city', 'birthdate'] as const;
type Field = (typeof fields)[number];

/** The form's values as typed (the schema's input); the submit parses them into the body. */
type Values = (typeof importedRowPatch)['_zod']['input'];

const messageParams = { zip: { minCiphers: { count: 4 } }, mobile: { minCiphers: { count: 8 } } } as const;

export interface RowEditorProps {
  clubId: number;
  row: ImportMemberRow;
  /** Saved, left out, taken back or cancelled: back to the table. */
  onDone: () => void;
}

/**
 * One staged row corrected before confirm, or left out (`PATCH importusers/{club}/imported/{id}`): names required,
 * email valid, mobile 8 digits, zip 4 digits, birthdate a date (the domain's `importedRowPatch`); the row's problems
 * named at the top.
 */
export const RowEditor = ({ clubId, row, onDone }: RowEditorProps) => {
  const { t } = useTranslation();
  const patch = useMutation(memberImportMutations.patchRow(clubId, row.id));
  const { control, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    resolver: zodResolver(importedRowPatch, undefined, { raw: true }),
    defaultValues: Object.fromEntries(fields.map((name) => [name, row[name] ?? ''])),
  });
  // The form replaces the table the row was chosen in: the focus goes with it, to the first field.
  useEffect(() => setFocus('firstName'), [setFocus]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await patch.mutateAsync(importedRowPatch.parse(values));
      onDone();
    } catch (failure) {
      showFormError(t, failure, setError, fields);
    }
  });
  const toggleRemoved = async () => {
    try {
      await patch.mutateAsync({ removed: !row.removed });
      onDone();
    } catch (failure) {
      showFormError(t, failure, setError, fields);
    }
  };
  const field = (name: Field) => ({
    control,
    name,
    label: t(`memberImport.row.fields.${name}`),
    messageParams: name === 'zip' || name === 'mobile' ? messageParams[name] : undefined,
    autoComplete: 'off',
  });

  return (
    <form
      noValidate
      aria-labelledby="import-row-title"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 rounded-surface border border-border p-4"
    >
      <h3 id="import-row-title" className="text-lg font-semibold">
        {t('memberImport.row.title', { line: row.line })}
      </h3>
      {row.removed && <p className="text-fg-muted">{t('memberImport.row.removedNote')}</p>}
      {row.problems.length > 0 && (
        <ul className="list-inside list-disc text-sm text-danger">
          {row.problems.map((problem) => (
            <li key={problem}>{t(`memberImport.problems.${problem}`)}</li>
          ))}
        </ul>
      )}
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField {...field('firstName')} isRequired />
        <FormTextField {...field('surname')} isRequired />
        <FormTextField {...field('email')} type="email" isOptional />
        <FormTextField {...field('mobile')} inputMode="numeric" isOptional />
        <FormTextField {...field('address')} isOptional />
        <div className="grid grid-cols-[7rem_1fr] gap-4">
          <FormTextField {...field('zip')} inputMode="numeric" isOptional />
          <FormTextField {...field('city')} isOptional />
        </div>
        <FormTextField {...field('birthdate')} placeholder={t('memberImport.row.birthdatePlaceholder')} isOptional />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" isDisabled={patch.isPending} onPress={() => void toggleRemoved()}>
          {t(row.removed ? 'memberImport.row.restore' : 'memberImport.row.remove')}
        </Button>
        <Button variant="secondary" className="ml-auto" isDisabled={patch.isPending} onPress={onDone}>
          {t('memberImport.row.cancel')}
        </Button>
        <Button type="submit" isPending={patch.isPending}>
          {t('memberImport.row.save')}
        </Button>
      </div>
    </form>
  );
};
