import { useState, type Ref } from 'react';
import {
  Group,
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldBox,
  fieldStack,
  resolveInvalid,
  type FieldChromeProps,
  type FieldStateProps,
} from '../../internal/field';
import { isDecimalCharacters, normaliseDecimalInput, parseDecimal } from './decimal';

export interface NumberFieldProps
  extends
    Omit<
      RACTextFieldProps,
      'children' | 'className' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'inputMode'
    >,
    FieldChromeProps,
    FieldStateProps {
  /**
   * The value in dot form (`"1234.50"`), controlled. The text the user typed ("1.234,50") is kept while
   * it stands for this value; a different value replaces it.
   */
  value?: string;
  /** The initial value in dot form, uncontrolled. */
  defaultValue?: string;
  /**
   * Called on every change with the DOT FORM of the text: "1.234,50" gives `"1234.50"`, empty gives
   * `""`. A string (not a number) keeps the decimals exactly as typed and lets a form schema coerce it.
   * Text that is not a number yet ("1,2,3") is passed on as typed, so the schema can reject it
   * (mustBeANumber). Characters other than digits, `,`, `.`, `-` and spaces are refused as typed.
   */
  onChange?: (value: string) => void;
  /** The smallest allowed number; a smaller one shows `rangeErrorMessage` after the field is left. */
  minValue?: number;
  /** The largest allowed number; a larger one shows `rangeErrorMessage` after the field is left. */
  maxValue?: number;
  /**
   * The error text for a number outside `minValue`..`maxValue` (the spec has no wording for it).
   * @default 'Skal være mellem {min} og {max}' (or 'mindst {min}' / 'højst {max}')
   */
  rangeErrorMessage?: string;
  /**
   * The error text for text that is not a number, shown after the field is left.
   * @default 'Skal være et tal'
   */
  notANumberMessage?: string;
  /**
   * Text before the value inside the box, e.g. `"kr."`; not part of the value nor of the accessible
   * name, so a label like "Beløb (kr.)" should name the unit where it matters.
   */
  prefix?: string;
  /** A hint shown while the field is empty. */
  placeholder?: string;
  /** The `<input>` element, e.g. react-hook-form's `field.ref`. */
  ref?: Ref<HTMLInputElement>;
}

function rangeText(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) return `Skal være mellem ${min} og ${max}`;
  return min !== undefined ? `Skal være mindst ${min}` : `Må højst være ${max}`;
}

/** The built-in check: not a number, or outside the range; null when fine or empty. */
function builtInError(text: string, props: NumberFieldProps): string | null {
  if (normaliseDecimalInput(text) === '') return null;
  const value = parseDecimal(text);
  if (value === null) return props.notANumberMessage ?? 'Skal være et tal';
  const { minValue: min, maxValue: max } = props;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return props.rangeErrorMessage ?? rangeText(min, max);
  }
  return null;
}

/**
 * A decimal input that accepts a comma: Danish users type "1.234,50", the form gets `"1234.50"` (spec
 * §9, "Amounts with a comma are converted to a dot"). A text input with `inputMode="decimal"` rather
 * than RAC's NumberField, which would reformat the text while typing and has no thousands-dot input.
 * An `errorMessage` from the form wins over the built-in number and range checks.
 */
export function NumberField(props: NumberFieldProps) {
  const {
    label,
    description,
    errorMessage,
    isInvalid,
    value,
    defaultValue,
    onChange,
    onBlur,
    minValue: _min,
    maxValue: _max,
    rangeErrorMessage: _range,
    notANumberMessage: _nan,
    prefix,
    placeholder,
    className,
    ref,
    ...rest
  } = props;
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [isLeft, setIsLeft] = useState(false);
  // A controlled value that no longer matches the typed text (a form reset) replaces the text; the
  // typed text is kept while it stands for the value ("1.234,50" for "1234.50").
  const isStale = value !== undefined && text !== value && (normaliseDecimalInput(text) ?? text) !== value;
  if (isStale) setText(value);
  const shownText = isStale ? value : text;
  const ownError = isLeft ? builtInError(shownText, props) : null;
  const formError = resolveInvalid({ isInvalid, errorMessage });

  return (
    <RACTextField
      {...rest}
      value={shownText}
      onChange={(next) => {
        if (!isDecimalCharacters(next)) return;
        setText(next);
        onChange?.(normaliseDecimalInput(next) ?? next);
      }}
      onBlur={(event) => {
        setIsLeft(true);
        onBlur?.(event);
      }}
      inputMode="decimal"
      validationBehavior={props.validationBehavior ?? 'aria'}
      isInvalid={formError ?? (ownError !== null || undefined)}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group
        isDisabled={props.isDisabled}
        isInvalid={formError ?? ownError !== null}
        className={composeRenderProps('', (_, renderProps) =>
          fieldBox({
            ...renderProps,
            isFocusVisible: renderProps.isFocusWithin,
            isReadOnly: props.isReadOnly,
            className: 'flex h-9 items-center gap-1.5 px-3',
          }),
        )}
      >
        {prefix && <span className="shrink-0 text-fg-muted">{prefix}</span>}
        <Input
          ref={ref}
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent text-right outline-0"
        />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage ?? ownError ?? undefined}</FieldErrorText>
    </RACTextField>
  );
}
