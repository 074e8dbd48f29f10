import { ApiError } from '@klubhus/domain';
import { ImageUpload } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shell/forms/fieldErrors';
import { clubMutations } from '../../clubs/public';

export interface ClubLogoUploadProps {
  clubId: number;
  /** The stored image's address (a same-origin path such as `/files/clubs/12/x.png`), or null. */
  imageUrl: string | null;
}

/** The club's header image ("Logo"): a chosen image is uploaded at once, apart from the form's "Gem". */
export const ClubLogoUpload = ({ clubId, imageUrl }: ClubLogoUploadProps) => {
  const { t } = useTranslation();
  const upload = useMutation(clubMutations.uploadLogo());
  // A failed upload remounts the picker so that its preview falls back to the stored image.
  const [attempt, setAttempt] = useState(0);

  const failure = (error: Error): string =>
    error instanceof ApiError && error.code === 'imagesOnly'
      ? (messageText(t, 'imagesOnly') ?? '')
      : t('settings.general.logoFailed');

  return (
    <div className="flex flex-col gap-2">
      <ImageUpload
        key={attempt}
        label={t('settings.general.logo')}
        buttonLabel={t('settings.general.chooseLogo')}
        previewAlt={t('settings.general.logoAlt')}
        invalidTypeMessage={t('settings.general.imageInvalidType')}
        unreadableMessage={t('settings.general.imageUnreadable')}
        src={imageUrl ?? undefined}
        isDisabled={upload.isPending}
        errorMessage={upload.error ? failure(upload.error) : undefined}
        onChange={(image) => upload.mutate({ clubId, image }, { onError: () => setAttempt((count) => count + 1) })}
      />
      <p role="status" className="text-sm text-fg-muted">
        {upload.isPending && t('settings.general.logoUploading')}
        {upload.isSuccess && t('settings.general.logoSaved')}
      </p>
    </div>
  );
};
