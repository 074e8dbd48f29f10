import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, sponsorFields, type Sponsor } from '@klubhus/domain';
import { Button, Modal, Toggle } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { sponsorsMutations } from '../mutations';
import { showSponsorError, sponsorsMessage } from '../sponsorText';
import { LogoField, type LogoChoice } from './LogoField';
import { ZipPicker } from './ZipPicker';

/** §5: title and url required, and a logo — a new one or an existing one, one of the two. */
const schema = sponsorFields.superRefine((fields, context) => {
  if (!fields.logoBase64 && !fields.logo) {
    context.addIssue({ code: 'custom', path: ['logoBase64'], message: 'logoRequired' });
  }
});
const resolver = zodResolver(schema);

const FORM_ID = 'sponsor-form';
const fields = ['title', 'url', 'logoBase64', 'logo', 'isExternal'] as const;

type SponsorFormMode = { kind: 'create' } | { kind: 'edit'; sponsor: Sponsor };

export interface SponsorFormModalProps {
  clubId: number;
  mode: SponsorFormMode;
  /** The club's sponsors, whose logos can be used again. */
  sponsors: readonly Sponsor[];
  onClose: () => void;
  /** After a save, with the sponsor as the server answered it. */
  onSaved: (sponsor: Sponsor) => void;
}

/**
 * "Opret sponsor" and "Rediger" (spec document 2 §2.9, §5): title, url and logo; a new sponsor can be external, and
 * then targets zips at once. Editing keeps the logo (sent as `logo`) until another is chosen; whether a sponsor is
 * external is set when it is created, and an external sponsor's zips are edited on their own ("Postnumre").
 */
export const SponsorFormModal = ({ clubId, mode, sponsors, onClose, onSaved }: SponsorFormModalProps) => {
  const { t } = useTranslation();
  const editing = mode.kind === 'edit' ? mode.sponsor : undefined;
  const create = useMutation(sponsorsMutations.create(clubId));
  const update = useMutation(sponsorsMutations.update(clubId));
  const isSaving = create.isPending || update.isPending;
  const [zipCodes, setZipCodes] = useState<string[]>([]);
  const [zipError, setZipError] = useState<string | undefined>();
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: editing?.title ?? '',
      url: editing?.url ?? '',
      logo: editing?.logo,
      logoBase64: undefined,
      isExternal: false,
    },
  });
  const [logo, logoBase64, isExternal] = useWatch({ control, name: ['logo', 'logoBase64', 'isExternal'] });

  const chooseLogo = (choice: LogoChoice) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('logoBase64', choice.logoBase64, options);
    setValue('logo', choice.logo, options);
  };

  const placeError = (error: unknown) => {
    if (error instanceof ApiError && error.field === 'zipCodes') {
      setZipError(sponsorsMessage(t, error.code ?? error.message));
    } else showSponsorError(t, error, setError, fields);
  };

  const onSubmit = handleSubmit(async (values) => {
    setZipError(undefined);
    const logoChoice = values.logoBase64 ? { logoBase64: values.logoBase64 } : { logo: values.logo };
    try {
      const saved = editing
        ? await update.mutateAsync({
            sponsorId: editing.id,
            change: { title: values.title, url: values.url, ...logoChoice },
          })
        : await create.mutateAsync({
            title: values.title,
            url: values.url,
            ...logoChoice,
            isExternal: values.isExternal,
            zipCodes: values.isExternal ? zipCodes : [],
          });
      onSaved(saved);
    } catch (error) {
      placeError(error);
    }
  });

  const title = editing ? t('sponsors.form.editTitle', { title: editing.title }) : t('sponsors.form.createTitle');
  const logoError = formState.errors.logoBase64?.message ?? formState.errors.logo?.message;
  const formError = formState.errors.root?.server?.message;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && !isSaving && onClose()}
      title={title}
      closeLabel={t('sponsors.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {t('sponsors.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isSaving}>
            {editing ? t('sponsors.save') : t('sponsors.form.create')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        aria-label={title}
        onSubmit={(event) => void onSubmit(event)}
        className="flex w-full flex-col gap-4 sm:w-xl"
      >
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormTextField control={control} name="title" label={t('sponsors.form.title')} isRequired />
        <FormTextField
          control={control}
          name="url"
          inputMode="url"
          label={t('sponsors.form.url')}
          description={t('sponsors.form.urlHelp')}
          autoComplete="url"
          isRequired
        />
        <LogoField
          value={{ logo, logoBase64 }}
          onChange={chooseLogo}
          sponsors={sponsors}
          sponsorId={editing?.id}
          errorMessage={sponsorsMessage(t, logoError)}
          isDisabled={isSaving}
        />
        {editing ? (
          editing.isExternal && <p className="text-sm text-fg-muted">{t('sponsors.form.externalFixed')}</p>
        ) : (
          <>
            <Controller
              control={control}
              name="isExternal"
              render={({ field }) => (
                <Toggle
                  isSelected={field.value ?? false}
                  onChange={field.onChange}
                  description={t('sponsors.form.externalHint')}
                >
                  {t('sponsors.form.external')}
                </Toggle>
              )}
            />
            {isExternal && (
              <ZipPicker clubId={clubId} selected={zipCodes} onChange={setZipCodes} errorMessage={zipError} />
            )}
          </>
        )}
      </form>
    </Modal>
  );
};
