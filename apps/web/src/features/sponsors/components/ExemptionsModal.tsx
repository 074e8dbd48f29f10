import { Button, Modal, Spinner, Toggle } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { ListFailed } from '../../../shell/lists/ListFailed';
import { sponsorsMutations } from '../mutations';
import { sponsorsQueries } from '../queries';
import { formatCount, sponsorsErrorText } from '../sponsorText';

export interface ExemptionsModalProps {
  clubId: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Undtagelser" (spec document 2 §3 "No-sponsor exemption per member type", §6): a switch per member type — members,
 * group leaders, administrators — whose members then see no banners. The rows are made on first opening
 * (`sponsorsQueries.exemptions`); "Gem" sends the types whose switch changed.
 */
export const ExemptionsModal = ({ clubId, onClose, onSaved }: ExemptionsModalProps) => {
  const { t, i18n } = useTranslation();
  const rows = useQuery(sponsorsQueries.exemptions(clubId));
  const save = useMutation(sponsorsMutations.exemptions(clubId));
  // The switches moved, by member type; the others show the row as the server has it.
  const [moved, setMoved] = useState<Partial<Record<number, boolean>>>({});
  const isOn = (memberType: number, saved: boolean) => moved[memberType] ?? saved;

  const submit = () => {
    const changes = (rows.data ?? [])
      .filter((row) => isOn(row.memberType, row.enabled) !== row.enabled)
      .map((row) => ({ memberType: row.memberType, enabled: !row.enabled }));
    if (changes.length === 0) return onSaved();
    save.mutate(changes, { onSuccess: onSaved });
  };

  let content;
  if (rows.isPending) content = <Spinner aria-label={t('sponsors.exemptions.loading')} />;
  else if (rows.isError) {
    content = (
      <ListFailed
        message={t('sponsors.exemptions.loadFailed')}
        retryLabel={t('sponsors.retry')}
        onRetry={() => void rows.refetch()}
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4">
        {rows.data.map((row) => (
          <li key={row.memberType}>
            <Toggle
              isSelected={isOn(row.memberType, row.enabled)}
              onChange={(on) => setMoved((current) => ({ ...current, [row.memberType]: on }))}
              isDisabled={save.isPending}
              description={t('sponsors.exemptions.shown', { shown: formatCount(row.shownCount, i18n.language) })}
            >
              {t(`sponsors.exemptions.roles.${row.memberTypeString}`)}
            </Toggle>
          </li>
        ))}
      </ul>
    );
  }

  const failure = save.isError ? sponsorsErrorText(t, save.error) : undefined;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && !save.isPending && onClose()}
      title={t('sponsors.exemptions.title')}
      closeLabel={t('sponsors.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
            {t('sponsors.cancel')}
          </Button>
          <Button onPress={submit} isPending={save.isPending} isDisabled={!rows.isSuccess}>
            {t('sponsors.save')}
          </Button>
        </>
      }
    >
      <div className="flex w-full flex-col gap-4 sm:w-md">
        <p className="text-fg-muted">{t('sponsors.exemptions.intro')}</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        {content}
      </div>
    </Modal>
  );
};
