import { activityTypeColours, builtInActivityTypes } from '@klubhus/domain';
import { Radio, RadioGroup } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { typeTitle } from './wizardText';

/** A type's colour (its preset, §2.11): data of the domain, so an inline style rather than a class. */
export const TypeSwatch = ({ typeId }: { typeId: number }) => {
  const type = builtInActivityTypes.find((candidate) => candidate.id === typeId);
  const colours = activityTypeColours[type?.preset ?? 'grey'];
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-full border"
      style={{ backgroundColor: colours.background, borderColor: colours.dark }}
    />
  );
};

export interface TypeStepProps {
  value: number | null;
  onChange: (typeId: number) => void;
}

/**
 * 'Vælg type' (spec §2.5, §3): the built-in types, each with its preset colour; the generic type 0 is never
 * offered. A radio group, so the arrow keys move and choose, and Tab leaves for 'Næste'.
 */
export const TypeStep = ({ value, onChange }: TypeStepProps) => {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('activities.wizard.type.label')}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      isRequired
      className="py-2"
    >
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {builtInActivityTypes.map((type) => (
          <Radio key={type.id} value={String(type.id)}>
            <span className="flex items-center gap-2">
              <TypeSwatch typeId={type.id} />
              {typeTitle(t, type.id)}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
};
