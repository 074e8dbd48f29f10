import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, newClubForm, type NewClubForm, type NewClubFormInput } from '@klubhus/domain';
import { Button, ImageUpload, Link, TextArea, type ImageUploadValue } from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, showFormError } from '../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { clubMessage } from '../clubMessage';
import { LogoUploadError, useCreateClub } from '../hooks/useCreateClub';

// What the form holds: text, blank where nothing is typed (the schema turns blank optional fields into null).
type ClubFormInput = NewClubFormInput;
type TextFieldName = Exclude<FieldPath<ClubFormInput>, 'description'>;

const fields = ['title', 'zip', 'city', 'address', 'phoneNumber', 'homePage', 'description'] as const;
const emptyForm: ClubFormInput = {
  title: '',
  zip: '',
  city: '',
  address: '',
  phoneNumber: '',
  homePage: '',
  description: '',
};

/** Under the logo: an image the server refuses says so; any other failure says the club exists anyway. */
const logoErrorText = (t: TFunction, cause: unknown): string =>
  cause instanceof ApiError && cause.code === 'imagesOnly'
    ? (messageText(t, 'imagesOnly') ?? '')
    : t('clubs.createClub.logoFailed');

export interface CreateClubFormProps {
  /** Where "Annuller" leads: /overview for a user with clubs, /onboarding without. */
  cancelHref: string;
}

/**
 * The create-club form (spec document 1 §5): name and zip required, the rest optional, and a logo that is
 * uploaded once the club exists. A club that was created but whose logo failed is not created again:
 * the fields turn read-only and the button only retries the logo.
 */
export const CreateClubForm = ({ cancelHref }: CreateClubFormProps) => {
  const { t } = useTranslation();
  const { create, finish, createdClubId } = useCreateClub();
  const [image, setImage] = useState<ImageUploadValue>();
  const [logoError, setLogoError] = useState<string>();
  const [isFinishing, setIsFinishing] = useState(false);
  const busy = useRef(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newClubForm), defaultValues: emptyForm });
  const isCreated = createdClubId !== null;
  const isPending = isSubmitting || isFinishing;

  const send = async (values: NewClubForm) => {
    setLogoError(undefined);
    try {
      await create({ values, image });
    } catch (error) {
      if (error instanceof LogoUploadError) setLogoError(logoErrorText(t, error.cause));
      else showFormError(t, error, setError, fields);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The pending button ignores presses, but Enter in a field would still submit a second time.
    if (busy.current) return;
    busy.current = true;
    void handleSubmit(send)(event).finally(() => {
      busy.current = false;
    });
  };

  const continueWithoutLogo = async () => {
    if (createdClubId === null || busy.current) return;
    busy.current = true;
    setIsFinishing(true);
    await finish(createdClubId);
  };

  const textField = (name: TextFieldName, label: string, isRequired = false) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      isRequired={isRequired}
      isReadOnly={isCreated}
      mapMessage={clubMessage}
    />
  );

  const formLevelError = messageText(t, errors.root?.server?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formLevelError && <FormAlert>{formLevelError}</FormAlert>}
      {textField('title', t('clubs.createClub.name'), true)}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[9rem_1fr]">
        {textField('zip', t('clubs.createClub.zip'), true)}
        {textField('city', t('clubs.createClub.city'))}
      </div>
      {textField('address', t('clubs.createClub.address'))}
      {textField('phoneNumber', t('clubs.createClub.phoneNumber'))}
      {textField('homePage', t('clubs.createClub.homePage'))}
      <Controller
        control={control}
        name="description"
        render={({ field: { value, ...field }, fieldState }) => (
          <TextArea
            {...field}
            value={value ?? ''}
            label={t('clubs.createClub.description')}
            isReadOnly={isCreated}
            errorMessage={messageText(t, fieldState.error?.message)}
          />
        )}
      />
      <ImageUpload
        label={t('clubs.createClub.logo')}
        buttonLabel={t('clubs.createClub.chooseLogo')}
        previewAlt={t('clubs.createClub.logoPreview')}
        invalidTypeMessage={t('clubs.createClub.logoNotAnImage')}
        unreadableMessage={t('clubs.createClub.logoUnreadable')}
        errorMessage={logoError}
        isDisabled={isPending}
        onChange={(chosen) => {
          setImage(chosen);
          setLogoError(undefined);
        }}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="submit" isPending={isSubmitting} isDisabled={isFinishing}>
          {isCreated ? t('clubs.createClub.retryLogo') : t('clubs.createClub.submit')}
        </Button>
        {isCreated && logoError ? (
          <Button variant="secondary" isPending={isFinishing} onPress={() => void continueWithoutLogo()}>
            {t('clubs.createClub.continueWithoutLogo')}
          </Button>
        ) : (
          <Link variant="standalone" href={cancelHref} className="px-2">
            {t('clubs.createClub.cancel')}
          </Link>
        )}
      </div>
    </form>
  );
};
