import { SPONSOR_VIEW_PACKAGES, sponsorViewPackage, type Sponsor } from '@klubhus/domain';
import { Button, ConfirmDialog, formatMoney, Modal, Money, Radio, RadioGroup } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { sponsorsMutations } from '../mutations';
import { formatCount, sponsorsErrorText, sponsorsMessage } from '../sponsorText';

export interface BuyViewsModalProps {
  clubId: number;
  /** The sponsor the views are for; left out, they go to the club's pool shared by its sponsors. */
  sponsor?: Sponsor;
  onClose: () => void;
  /** After the purchase, with the views bought. */
  onBought: (views: number) => void;
}

/**
 * "Køb visninger" (spec document 2 §2.9, §3 "Sponsor view purchase", §9): one of the four packages, VAT included, and a
 * confirmation naming views and price before `order` records it — for the pool, or for one sponsor.
 */
export const BuyViewsModal = ({ clubId, sponsor, onClose, onBought }: BuyViewsModalProps) => {
  const { t, i18n } = useTranslation();
  const order = useMutation(sponsorsMutations.order(clubId));
  const [views, setViews] = useState<number | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = views === null ? undefined : sponsorViewPackage(views);
  const viewsText = (count: number) => formatCount(count, i18n.language);

  const buy = async () => {
    if (!chosen) return;
    try {
      await order.mutateAsync({ views: chosen.views, sponsorId: sponsor?.id });
      onBought(chosen.views);
    } catch (error) {
      // The confirmation closes; the modal says why (the error dialog shows a 5xx).
      setFailure(sponsorsErrorText(t, error) ?? null);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && !order.isPending && onClose()}
      title={sponsor ? t('sponsors.buy.sponsorTitle', { title: sponsor.title }) : t('sponsors.buy.poolTitle')}
      closeLabel={t('sponsors.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('sponsors.cancel')}
          </Button>
          <Button
            onPress={() => {
              setFailure(null);
              if (chosen) setIsConfirming(true);
              else setIsMissing(true);
            }}
          >
            {t('sponsors.buy.submit')}
          </Button>
        </>
      }
    >
      <div className="flex w-full flex-col gap-4 sm:w-md">
        <p className="text-fg-muted">
          {sponsor ? t('sponsors.buy.sponsorIntro', { title: sponsor.title }) : t('sponsors.buy.poolIntro')}
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <RadioGroup
          label={t('sponsors.buy.packages')}
          description={t('sponsors.buy.vat')}
          value={views === null ? null : String(views)}
          onChange={(value) => {
            setViews(Number(value));
            setIsMissing(false);
          }}
          isRequired
          errorMessage={isMissing ? sponsorsMessage(t, 'unknownPackage') : undefined}
        >
          {SPONSOR_VIEW_PACKAGES.map((pack) => (
            <Radio key={pack.views} value={String(pack.views)}>
              {/* A fixed width, so that the prices stand in one column, right-aligned. */}
              <span className="grid w-60 grid-cols-[1fr_auto] gap-4">
                <span>{t('sponsors.buy.package', { views: viewsText(pack.views) })}</span>
                <Money amount={pack.priceKr} className="text-right font-medium" />
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <ConfirmDialog
        isOpen={isConfirming && chosen !== undefined}
        title={t('sponsors.buy.confirmTitle', {
          views: viewsText(chosen?.views ?? 0),
          price: formatMoney(chosen?.priceKr ?? 0),
        })}
        confirmLabel={t('sponsors.buy.confirm')}
        cancelLabel={t('sponsors.cancel')}
        autoFocusButton="confirm"
        onConfirm={buy}
        onOpenChange={(isOpen) => !isOpen && setIsConfirming(false)}
      >
        {t('sponsors.buy.confirmBody')}
      </ConfirmDialog>
    </Modal>
  );
};
