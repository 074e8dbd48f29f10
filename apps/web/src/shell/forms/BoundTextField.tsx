import { TextField, type TextFieldProps, type TextFieldType } from '@klubhus/ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, type MessageParams } from './fieldErrors';

/** Maps a field's message key to the key and numbers of the text to show (a club zip's `minCiphers` → `minCharacters` 4). */
export type MessageMapping = (message: string | undefined) => { key: string | undefined; params?: MessageParams };

/** What a form's text field shows, whichever form holds its value (FormTextField, LightTextField). */
export interface TextFieldDisplayProps extends Pick<TextFieldProps, 'className' | 'isReadOnly' | 'inputMode'> {
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

/** The binding a form hands its text field: the value and where changes go, and the field's message key. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The `<input>`, so that the form can focus the field that holds an error. */
  ref?: Ref<HTMLInputElement>;
  /** The field's error as the schema or the server gave it: a message key, or a server's own sentence. */
  message: string | undefined;
}

/**
 * A TextField whose label and error text are a form's: "(valgfri)" after an optional field's label, the error's
 * message key translated by `messageText`. Both kinds of form render their fields through this one component,
 * so that a field looks and reads the same whether react-hook-form or the light form holds its value.
 */
export const BoundTextField = ({
  label,
  isOptional = false,
  messageParams,
  mapMessage = (message) => ({ key: message, params: messageParams }),
  message,
  ...props
}: TextFieldDisplayProps & TextFieldBinding) => {
  const { t } = useTranslation();
  const { key, params } = mapMessage(message);
  return (
    <TextField
      {...props}
      label={
        isOptional ? (
          <>
            {label} <span className="font-normal text-fg-muted">{t('validation.optional')}</span>
          </>
        ) : (
          label
        )
      }
      errorMessage={messageText(t, key, params)}
    />
  );
};
