import { TextField, type TextFieldProps, type TextFieldType } from '@klubhus/ui';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, type MessageParams } from './fieldErrors';

/** Maps a field's message key to the key and numbers of the text to show (a club zip's `minCiphers` → `minCharacters` 4). */
export type MessageMapping = (message: string | undefined) => { key: string | undefined; params?: MessageParams };

export interface FormTextFieldProps<F extends FieldValues> extends Pick<
  TextFieldProps,
  'className' | 'isReadOnly' | 'inputMode'
> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  type?: TextFieldType;
  autoComplete?: string;
  placeholder?: string;
  description?: ReactNode;
  /** Marks the label with the required asterisk. */
  isRequired?: boolean;
  /** Adds "(valgfri)" to the label: a field that may stay empty. */
  isOptional?: boolean;
  /** Numbers the field's messages need (`minCiphers` with 4 ...). */
  messageParams?: MessageParams;
  /** Another text for a message than `validation.<key>`. */
  mapMessage?: MessageMapping;
}

/** A TextField bound to react-hook-form, its error (a message key) translated. */
export const FormTextField = <F extends FieldValues>({
  control,
  name,
  label,
  isOptional = false,
  messageParams,
  mapMessage = (message) => ({ key: message, params: messageParams }),
  ...props
}: FormTextFieldProps<F>) => {
  const { t } = useTranslation();
  const errorText = (message: string | undefined) => {
    const { key, params } = mapMessage(message);
    return messageText(t, key, params);
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, disabled: _disabled, ...field }, fieldState }) => (
        <TextField
          {...field}
          {...props}
          value={typeof value === 'string' ? value : ''}
          label={
            isOptional ? (
              <>
                {label} <span className="font-normal text-fg-muted">{t('validation.optional')}</span>
              </>
            ) : (
              label
            )
          }
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
};
