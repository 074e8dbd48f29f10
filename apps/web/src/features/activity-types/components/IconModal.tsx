import type { ActivityType } from '@klubhus/domain';
import { IconPicker, ImageUpload, Modal, Spinner } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../shell/api';
import { failureText } from '../activityTypeErrors';
import type { ActivityTypeLook } from '../hooks/useActivityTypes';
import { activityTypesMutations } from '../mutations';
import { activityTypesQueries } from '../queries';
import { IconPlate } from './TypeRow';

/** The server stores an icon of at most 128 × 128 px (ADR 024): an upload is scaled to that before it is sent. */
const ICON_SIZE = 128;

/** An icon's file name as words: `party-popper.png` → "party popper" (the icon set's own names). */
const iconName = (fileName: string) => fileName.replace(/\.png$/, '').replaceAll('-', ' ');

export interface IconModalProps {
  clubId: number;
  type: ActivityType;
  look: ActivityTypeLook;
  onClose: () => void;
}

/**
 * "Ikon" (§2.11): the fetched icon list as a grid (arrow keys, Enter picks), drawn in the type's badge colours, or an
 * uploaded image (images only). Either is sent at once as `base64IconImage`; the server keeps its own PNG and shows it
 * recoloured to each pair's font colour.
 */
export const IconModal = ({ clubId, type, look, onClose }: IconModalProps) => {
  const { t } = useTranslation();
  const icons = useQuery(activityTypesQueries.icons());
  const edit = useMutation(activityTypesMutations.edit(clubId));
  const [picked, setPicked] = useState<string | null>(null);
  // A failed upload remounts the picker so that its preview goes back.
  const [attempt, setAttempt] = useState(0);

  const send = (base64IconImage: string) =>
    edit.mutate(
      { typeId: type.clubActivityTypeId, change: { base64IconImage } },
      { onError: () => setAttempt((count) => count + 1) },
    );

  const error = edit.error ? (failureText(t, edit.error) ?? t('activityTypes.icon.failed')) : undefined;
  const colours = look.colours;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activityTypes.icon.title', { title: look.title })}
      closeLabel={t('activityTypes.close')}
    >
      <div className="flex flex-col gap-5 sm:w-lg">
        <div className="flex items-center gap-3">
          <IconPlate look={look} size={48} />
          <p role="status" className="text-sm text-fg-muted">
            {edit.isPending && t('activityTypes.icon.saving')}
            {edit.isSuccess && t('activityTypes.icon.saved')}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        {icons.isPending ? (
          <Spinner aria-label={t('activityTypes.icon.loading')} />
        ) : icons.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('activityTypes.icon.loadFailed')}
          </p>
        ) : (
          <IconPicker
            label={t('activityTypes.icon.list')}
            options={icons.data.map((icon) => ({
              id: icon.fileName,
              label: iconName(icon.fileName),
              src: apiUrl('/v2/image/ChangeColor', {
                imageUrl: icon.url,
                color: colours.fontHexColorLightTheme.replace('#', ''),
              }),
            }))}
            tileColour={colours.backgroundHexColorLightTheme}
            value={picked}
            isDisabled={edit.isPending}
            onChange={(fileName) => {
              const icon = icons.data.find((each) => each.fileName === fileName);
              if (!icon) return;
              setPicked(fileName);
              send(icon.base64);
            }}
          />
        )}
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <h3 className="font-medium">{t('activityTypes.icon.upload')}</h3>
          <ImageUpload
            key={attempt}
            label={t('activityTypes.icon.uploadLabel')}
            buttonLabel={t('activityTypes.icon.choose')}
            previewAlt={t('activityTypes.icon.preview')}
            invalidTypeMessage={t('activityTypes.icon.invalidType')}
            unreadableMessage={t('activityTypes.icon.unreadable')}
            maxWidth={ICON_SIZE}
            isDisabled={edit.isPending}
            onChange={(image) => {
              setPicked(null);
              send(image.base64);
            }}
          />
        </div>
      </div>
    </Modal>
  );
};
