import {
  activityImageTypes,
  ACTIVITY_IMAGES_MAX,
  ACTIVITY_IMAGES_PER_UPLOAD,
  type ActivityDetail,
} from '@klubhus/domain';
import { Button, ConfirmDialog, FileDrop, Lightbox } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityErrorText } from '../activityFormat';
import { activitiesMutations } from '../mutations';

export interface ActivityImagesProps {
  clubId: number;
  activity: ActivityDetail;
}

/**
 * An activity's images (§2.5): thumbnails that open in the lightbox and, for who may edit it, 'Slet' under each
 * (confirmed first) and a picker that adds up to 10 images at once. The picker's filter offers images only and the
 * check behind it refuses any other file; the server holds the limit of 20 an activity and says so in its own words
 * (`tooManyImages`), shown here. Adding is offered on past and cancelled activities too: photos come after the event.
 */
export const ActivityImages = ({ clubId, activity }: ActivityImagesProps) => {
  const { t } = useTranslation();
  const add = useMutation(activitiesMutations.addImages(clubId));
  const remove = useMutation(activitiesMutations.deleteImage(clubId));
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const { images, canEdit } = activity;
  const headingId = useId();

  const upload = (files: File[]) => {
    setAnnouncement('');
    if (files.length > ACTIVITY_IMAGES_PER_UPLOAD) {
      setError(t('activities.detail.tooManyAtOnce', { count: ACTIVITY_IMAGES_PER_UPLOAD }));
      return;
    }
    setError(undefined);
    add.mutate(
      { activityId: activity.id, images: files },
      {
        onSuccess: () => setAnnouncement(t('activities.detail.imagesAdded')),
        onError: (failure) => setError(activityErrorText(t, failure) ?? t('activities.detail.imageFailed')),
      },
    );
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    setAnnouncement('');
    try {
      await remove.mutateAsync({ activityId: activity.id, url: deleting });
      setAnnouncement(t('activities.detail.imageDeleted'));
    } catch (failure) {
      setError(activityErrorText(t, failure) ?? t('activities.detail.imageFailed'));
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('activities.detail.images')}
      </h3>
      {images.length === 0 ? (
        <p className="text-fg-muted">{t('activities.detail.noImages')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {images.map((url, index) => (
            <li key={url} className="flex flex-col items-start gap-1.5">
              <Lightbox
                src={url}
                alt={t('activities.detail.imageAlt', { number: index + 1, title: activity.title })}
                closeLabel={t('activities.detail.close')}
              />
              {canEdit && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('activities.detail.deleteImage', { number: index + 1 })}
                  onPress={() => setDeleting(url)}
                >
                  {t('activities.detail.deleteConfirm')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && images.length < ACTIVITY_IMAGES_MAX && (
        <FileDrop
          acceptedFileTypes={activityImageTypes}
          allowsMultiple
          onSelectFiles={upload}
          label={t('activities.detail.addImages')}
          dropHint={t('activities.detail.dropHint', { count: ACTIVITY_IMAGES_PER_UPLOAD })}
          dropZoneLabel={t('activities.detail.dropZone')}
          rejectedMessage={t('activities.detail.imagesOnly')}
          errorMessage={error}
          isDisabled={add.isPending}
        />
      )}
      {canEdit && images.length >= ACTIVITY_IMAGES_MAX && (
        <p className="text-sm text-fg-muted">{t('activities.refusals.tooManyImages')}</p>
      )}
      <p role="status" className="text-sm text-success empty:hidden">
        {add.isPending ? t('activities.detail.uploading') : announcement}
      </p>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('activities.detail.deleteTitle')}
        confirmLabel={t('activities.detail.deleteConfirm')}
        cancelLabel={t('activities.detail.deleteCancel')}
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('activities.detail.deleteText')}
      </ConfirmDialog>
    </section>
  );
};
