import { Button, Radio, RadioGroup, Spinner } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { ActivityTypeMark, useActivityTypes } from '../../../activity-types/public';

export interface TypeStepProps {
  clubId: number;
  value: number | null;
  onChange: (typeId: number) => void;
}

/**
 * 'Vælg type' (spec §2.5, §2.11): the club's visible types in its order, each with its icon and colours; removed ones
 * and the generic type 0 are never offered (ADR 024). A radio group, so the arrow keys move and choose, and Tab leaves
 * for 'Næste'. The types are usually in already (the page read them for its rows); else a spinner, or a retry.
 */
export const TypeStep = ({ clubId, value, onChange }: TypeStepProps) => {
  const { t } = useTranslation();
  const { offered, query } = useActivityTypes(clubId);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner aria-label={t('activities.wizard.type.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
      >
        <p>{t('activities.wizard.type.error')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('activities.page.retry')}
        </Button>
      </div>
    );
  }
  return (
    <RadioGroup
      label={t('activities.wizard.type.label')}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      isRequired
      className="py-2"
    >
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {offered.map((look) => (
          <Radio key={look.id} value={String(look.id)}>
            <span className="flex min-w-0 items-center gap-2">
              <ActivityTypeMark look={look} />
              <span className="break-words">{look.title}</span>
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
};
