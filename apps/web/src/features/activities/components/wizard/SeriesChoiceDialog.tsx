import { Button, Modal, Radio, RadioGroup } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SeriesChoiceDialogProps {
  /** Called with the choice: `true` for every coming activity of the series (`updateAll`). */
  onChoose: (updateAll: boolean) => void;
  onCancel: () => void;
}

/**
 * §4 "Recurring activity: editing asks 'this one or all'": 'Kun denne aktivitet' (chosen at first, the change that
 * touches least) or 'Alle aktiviteter i serien' — this one and the coming ones (ADR 022). Escape and 'Fortryd' go
 * back to the form with nothing saved. A radio group rather than two look-alike buttons, so the choice is read
 * before it is made; a generic choice dialog would belong in ui (the cancel modal asks the same).
 */
export const SeriesChoiceDialog = ({ onChoose, onCancel }: SeriesChoiceDialogProps) => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<'one' | 'all'>('one');
  return (
    <Modal
      isOpen
      size="small"
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title={t('activities.wizard.series.title')}
      closeLabel={t('activities.wizard.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('activities.wizard.series.cancel')}
          </Button>
          <Button onPress={() => onChoose(choice === 'all')}>{t('activities.wizard.series.save')}</Button>
        </>
      }
    >
      <RadioGroup
        label={t('activities.wizard.series.question')}
        value={choice}
        onChange={(value) => setChoice(value === 'all' ? 'all' : 'one')}
      >
        <Radio value="one" autoFocus>
          {t('activities.wizard.series.thisOne')}
        </Radio>
        <Radio value="all">
          <span className="flex flex-col">
            {t('activities.wizard.series.all')}
            <span className="text-sm text-fg-muted">{t('activities.wizard.series.allHelp')}</span>
          </span>
        </Radio>
      </RadioGroup>
    </Modal>
  );
};
