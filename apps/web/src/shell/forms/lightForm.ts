import { useState } from 'react';
import type { SetFieldError } from './fieldErrors';

/** A light form's values: one text per field (what a TextField edits). */
export type TextValues = Record<string, string>;

/** One problem a schema found: where (the field's key first), and its message key. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What the light form needs of a schema: zod/mini's `safeParse` (every zod schema of the domain has it), and the
 * input type every zod schema declares under Standard Schema's `~standard.types`. Structural, so that the web
 * app names no zod type of its own and any zod (mini or full) fits.
 */
export interface LightFormSchema<Input extends TextValues, Output> {
  readonly '~standard': { readonly types?: { readonly input: Input; readonly output: Output } | undefined };
  safeParse(
    data: unknown,
  ): { success: true; data: Output } | { success: false; error: { readonly issues: readonly SchemaIssue[] } };
}

/** The field names of a form's values. */
export type FieldName<Input extends TextValues> = keyof Input & string;

/** Each field's error: a message key of the schema, or the server's code or own sentence. */
type FieldMessages<Input extends TextValues> = Partial<Record<FieldName<Input>, string>>;

export interface LightForm<Input extends TextValues, Output> {
  /** The fields' current texts. */
  values: Input;
  /** The fields' errors, as message keys; a field without one is valid. */
  errors: FieldMessages<Input>;
  /** The form's own error (`root.server`): a failure that belongs to no field, for a FormAlert. */
  formError: string | undefined;
  /** A field's new text; once the form was submitted, the field's error follows the text (re-validated). */
  setValue: (name: FieldName<Input>, value: string) => void;
  /** Puts an error on a field (optionally focusing it) or on the form: react-hook-form's `setError` shape. */
  setError: SetFieldError<FieldName<Input>>;
  /**
   * The form's submit handler: validates all values; when valid, calls `onValid` with the schema's output
   * (trimmed, converted), else shows every field's first error and focuses the first invalid field.
   */
  handleSubmit: (onValid: (values: Output) => void) => (event?: { preventDefault(): void }) => void;
  /** A callback ref for a field's `<input>`, so that the form can focus the field (LightTextField hands it). */
  registerInput: (name: FieldName<Input>) => (element: HTMLInputElement | null) => void;
}

interface FormState<Input extends TextValues> {
  values: Input;
  errors: FieldMessages<Input>;
  formError: string | undefined;
  isSubmitted: boolean;
}

/** The first message per field, as react-hook-form's zod resolver keeps them (one error per field). */
const firstMessages = <Input extends TextValues>(issues: readonly SchemaIssue[]): FieldMessages<Input> => {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) messages[issue.path.map(String).join('.')] ??= issue.message;
  return messages as FieldMessages<Input>;
};

/** `errors` with `name`'s error set to `message`, or removed when there is none. */
const withMessage = <Input extends TextValues>(
  errors: FieldMessages<Input>,
  name: FieldName<Input>,
  message: string | undefined,
): FieldMessages<Input> => {
  const { [name]: _previous, ...others } = errors;
  return (message === undefined ? others : { ...others, [name]: message }) as FieldMessages<Input>;
};

/**
 * A form of a few text fields validated by a domain schema, without react-hook-form: what a screen may use
 * when it must load fast (/login, ADR 015), where react-hook-form and its resolver would be most of the
 * screen's own JavaScript. It behaves as react-hook-form does with `zodResolver` and its defaults: it validates
 * on submit (mode onSubmit), after the first submit it re-validates a field as it changes (reValidateMode
 * onChange), an invalid submit focuses the first invalid field in the page's order (shouldFocusError) and sends
 * nothing, a submit clears the form's own error, and `setError` has react-hook-form's shape, so that the
 * shared `showFormError` places a failed call's error in both kinds of form.
 */
export const useLightForm = <Input extends TextValues, Output>(
  schema: LightFormSchema<Input, Output>,
  defaultValues: Input,
): LightForm<Input, Output> => {
  const [state, setState] = useState<FormState<Input>>(() => ({
    values: defaultValues,
    errors: {},
    formError: undefined,
    isSubmitted: false,
  }));
  // The fields' inputs, by name, for focusing: a memo of the form's own that only the inputs' ref callbacks
  // write and only event handlers read (a ref would have to be handed on during render).
  const [inputs] = useState(() => new Map<string, HTMLInputElement>());

  const focus = (name: string) => inputs.get(name)?.focus();

  const setValue = (name: FieldName<Input>, value: string) =>
    setState((previous) => {
      const values = { ...previous.values, [name]: value };
      if (!previous.isSubmitted) return { ...previous, values };
      const result = schema.safeParse(values);
      const message = result.success ? undefined : firstMessages<Input>(result.error.issues)[name];
      return { ...previous, values, errors: withMessage(previous.errors, name, message) };
    });

  const setError: SetFieldError<FieldName<Input>> = (name, { message }, options) => {
    setState((previous) =>
      name === 'root.server'
        ? { ...previous, formError: message }
        : { ...previous, errors: withMessage(previous.errors, name, message) },
    );
    if (options?.shouldFocus && name !== 'root.server') focus(name);
  };

  const handleSubmit =
    (onValid: (values: Output) => void) =>
    (event?: { preventDefault(): void }): void => {
      event?.preventDefault();
      // The values of this render: a submit is a discrete event, so React has rendered every change before it.
      const result = schema.safeParse(state.values);
      const errors: FieldMessages<Input> = result.success ? {} : firstMessages<Input>(result.error.issues);
      setState((previous) => ({ ...previous, errors, formError: undefined, isSubmitted: true }));
      if (result.success) {
        onValid(result.data);
        return;
      }
      // The first invalid field in the page's order, as react-hook-form focuses it.
      const invalid = [...inputs]
        .filter(([name]) => errors[name as FieldName<Input>] !== undefined)
        .map(([, input]) => input)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      invalid[0]?.focus();
    };

  // A new callback each render is fine: React detaches the old one (null) before it attaches the new one.
  const registerInput = (name: FieldName<Input>) => (element: HTMLInputElement | null) => {
    if (element) inputs.set(name, element);
    else inputs.delete(name);
  };

  return {
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    setValue,
    setError,
    handleSubmit,
    registerInput,
  };
};
