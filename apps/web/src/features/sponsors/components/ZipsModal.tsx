import { ApiError, type Sponsor } from '@klubhus/domain';
import { Button, Modal } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { sponsorsMutations } from '../mutations';
import { sponsorsErrorText, sponsorsMessage } from '../sponsorText';
import { ZipPicker } from './ZipPicker';

export interface ZipsModalProps {
  clubId: number;
  /** An external sponsor: only those target zips (§5). */
  sponsor: Sponsor;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Postnumre" (spec document 2 §2.9 "edit zip codes", §5): the zips an external sponsor's banner is shown in, none for
 * every zip. Saved with `update`, the sponsor's title, url and logo sent as they are.
 */
export const ZipsModal = ({ clubId, sponsor, onClose, onSaved }: ZipsModalProps) => {
  const { t } = useTranslation();
  const update = useMutation(sponsorsMutations.update(clubId));
  const [zipCodes, setZipCodes] = useState<string[]>(sponsor.zipCodes);
  const [failure, setFailure] = useState<{ onZips: boolean; text: string } | null>(null);

  const save = () => {
    setFailure(null);
    update
      .mutateAsync({
        sponsorId: sponsor.id,
        change: { title: sponsor.title, url: sponsor.url, logo: sponsor.logo, zipCodes },
      })
      .then(onSaved, (error: unknown) => {
        const onZips = error instanceof ApiError && error.field === 'zipCodes';
        const text = onZips ? sponsorsMessage(t, error.code ?? error.message) : sponsorsErrorText(t, error);
        if (text) setFailure({ onZips, text });
      });
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && !update.isPending && onClose()}
      title={t('sponsors.zips.title', { title: sponsor.title })}
      closeLabel={t('sponsors.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={update.isPending}>
            {t('sponsors.cancel')}
          </Button>
          <Button onPress={save} isPending={update.isPending}>
            {t('sponsors.save')}
          </Button>
        </>
      }
    >
      <div className="flex w-full flex-col gap-4 sm:w-xl">
        {failure && !failure.onZips && <FormAlert>{failure.text}</FormAlert>}
        <ZipPicker
          clubId={clubId}
          selected={zipCodes}
          onChange={setZipCodes}
          errorMessage={failure?.onZips ? failure.text : undefined}
        />
      </div>
    </Modal>
  );
};
