import { bcp47, localeCodes, titleTranslationField, type ActivityType, type LocaleCode } from '@klubhus/domain';
import { Button, Modal } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { failureText } from '../activityTypeErrors';
import { activityTypesMutations } from '../mutations';

type Translations = Record<LocaleCode, string>;

/** Each language's title by the call's own rule (`activityTypeTitleTranslation.title`: optional, at most 60). */
const translationsResolver: Resolver<Translations> = (values) => {
  const errors: Partial<Record<LocaleCode, { type: string; message: string }>> = {};
  for (const code of localeCodes) {
    const result = titleTranslationField.shape.title.safeParse(values[code]);
    if (!result.success) errors[code] = { type: 'validation', message: result.error.issues[0]?.message ?? 'invalid' };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const TRANSLATIONS_FORM = 'activity-type-translations';

export interface TranslationsModalProps {
  clubId: number;
  type: ActivityType;
  shownTitle: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Oversættelser" (§2.11; ADR 024): the title in each of the 8 languages, each named in the reader's language. "Gem"
 * sends one `Default/edit` per changed language (`activityTypeTitleTranslation`), one after the other; an emptied
 * field removes that translation. A failure stops the rest and shows under its language.
 */
export const TranslationsModal = ({ clubId, type, shownTitle, onClose, onSaved }: TranslationsModalProps) => {
  const { t, i18n } = useTranslation();
  const edit = useMutation(activityTypesMutations.edit(clubId));
  const saved = Object.fromEntries(localeCodes.map((code) => [code, type.translations[code] ?? ''])) as Translations;
  const { control, handleSubmit, setError, formState } = useForm<Translations>({
    resolver: translationsResolver,
    defaultValues: saved,
  });
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languageName = (code: LocaleCode) => {
    const name = names.of(bcp47(code)) ?? code;
    return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
  };

  const onSubmit = handleSubmit(async (values) => {
    for (const code of localeCodes) {
      const title = values[code].trim();
      if (title === saved[code].trim()) continue;
      try {
        await edit.mutateAsync({
          typeId: type.clubActivityTypeId,
          change: { activityTypeTitleTranslation: { language: code, title } },
        });
      } catch (error) {
        const text = failureText(t, error);
        if (text) setError(code, { type: 'server', message: text }, { shouldFocus: true });
        setError('root.server', {
          type: 'server',
          message: t('activityTypes.translations.failed', { language: languageName(code) }),
        });
        return;
      }
    }
    onSaved();
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activityTypes.translations.title', { title: shownTitle })}
      closeLabel={t('activityTypes.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('activityTypes.cancel')}
          </Button>
          <Button type="submit" form={TRANSLATIONS_FORM} isPending={formState.isSubmitting}>
            {t('activityTypes.save')}
          </Button>
        </>
      }
    >
      <form
        id={TRANSLATIONS_FORM}
        noValidate
        aria-label={t('activityTypes.translations.title', { title: shownTitle })}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 sm:w-lg"
      >
        <p className="text-fg-muted">{t('activityTypes.translations.intro')}</p>
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <div className="grid gap-3 sm:grid-cols-2">
          {localeCodes.map((code) => (
            <FormTextField key={code} control={control} name={code} label={languageName(code)} />
          ))}
        </div>
      </form>
    </Modal>
  );
};
