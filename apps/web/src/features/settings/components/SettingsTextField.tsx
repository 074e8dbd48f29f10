import type { TextFieldProps } from '@klubhus/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { clubMessage } from '../../clubs/public';
import type { GeneralSettingsField } from '../generalSettingsForm';
import type { GeneralSettingsControl } from '../hooks/useGeneralSettingsForm';

/** How many of the form's six columns a field takes from the small breakpoint up (one column below). */
const spans = {
  full: 'sm:col-span-6',
  half: 'sm:col-span-3',
  third: 'sm:col-span-2',
  twoThirds: 'sm:col-span-4',
} as const;

export interface SettingsTextFieldProps extends Pick<TextFieldProps, 'isRequired' | 'autoComplete' | 'inputMode'> {
  control: GeneralSettingsControl;
  name: Exclude<GeneralSettingsField, 'description'>;
  span: keyof typeof spans;
  description?: ReactNode;
}

/** One single-line field of the general tab, labelled `settings.general.fields.<name>`, its error translated. */
export const SettingsTextField = ({ name, span, ...props }: SettingsTextFieldProps) => {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...props}
      name={name}
      label={t(`settings.general.fields.${name}`)}
      className={spans[span]}
      mapMessage={clubMessage}
    />
  );
};
