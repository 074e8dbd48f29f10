import { textLimits, type ClubGeneralSettings } from '@klubhus/domain';
import { Button, TextArea } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { clubMessage } from '../../clubs/public';
import { changedFields, generalSettingsFields, toFormValues } from '../generalSettingsForm';
import { useGeneralSettingsForm } from '../hooks/useGeneralSettingsForm';
import { settingsMutations } from '../mutations';
import { SettingsTextField } from './SettingsTextField';

export interface GeneralSettingsFormProps {
  /** The saved settings: the form starts from them and sends only what differs. */
  settings: ClubGeneralSettings;
}

/**
 * The general tab's fields (spec document 2 §2.9, issue 4). "Gem" sends only the changed fields; the
 * server's answer becomes the new saved state. Field errors (the form's own and a 400/409 naming a field)
 * show under their field; any other failure shows above the buttons.
 */
export const GeneralSettingsForm = ({ settings }: GeneralSettingsFormProps) => {
  const { t } = useTranslation();
  const save = useMutation(settingsMutations.saveGeneral(settings.clubId));
  const [showSaved, setShowSaved] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useGeneralSettingsForm(settings);

  // Leaving the page (reload, closing the tab) with unsaved changes asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const fieldError = (message: string | undefined) => {
    const { key, params } = clubMessage(message);
    return messageText(t, key, params);
  };

  const onSubmit = handleSubmit(async (values) => {
    setShowSaved(false);
    const body = changedFields(settings, values);
    // Only spaces were added or removed: nothing to send.
    if (Object.keys(body).length === 0) return reset(toFormValues(settings));
    try {
      const answer = await save.mutateAsync(body);
      reset(toFormValues(answer));
      setShowSaved(true);
    } catch (error) {
      showFormError(t, error, setError, generalSettingsFields);
    }
  });

  const formError = errors.root?.server;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-6">
        <SettingsTextField control={control} name="title" span="full" isRequired autoComplete="organization" />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextArea
              {...field}
              value={field.value ?? ''}
              className="sm:col-span-6"
              label={t('settings.general.fields.description')}
              maxLength={textLimits.freeText}
              errorMessage={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <SettingsTextField control={control} name="address" span="full" autoComplete="street-address" />
        <SettingsTextField control={control} name="zip" span="third" isRequired autoComplete="postal-code" />
        <SettingsTextField control={control} name="city" span="twoThirds" autoComplete="address-level2" />
        <SettingsTextField control={control} name="phoneNumber" span="half" autoComplete="tel" inputMode="tel" />
        <SettingsTextField control={control} name="vatId" span="half" />
        <SettingsTextField control={control} name="homePage" span="full" autoComplete="url" inputMode="url" />
        <SettingsTextField
          control={control}
          name="dataPolicyLink"
          span="full"
          inputMode="url"
          description={t('settings.general.dataPolicyHelp')}
        />
      </div>
      {formError && (
        <FormAlert>
          {t('settings.general.saveFailed')}
          {formError.message ? ` ${messageText(t, formError.message)}` : ''}
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto">
          {showSaved && !isDirty && (
            <span className="rounded-control bg-success-soft px-3 py-1.5 font-medium text-success-soft-fg">
              {t('settings.general.saved')}
            </span>
          )}
        </p>
        <Button variant="secondary" isDisabled={!isDirty || isSubmitting} onPress={() => reset()}>
          {t('settings.general.reset')}
        </Button>
        <Button type="submit" isDisabled={!isDirty} isPending={isSubmitting}>
          {t('settings.general.save')}
        </Button>
      </div>
    </form>
  );
};
