import { useRef, useState, type Ref } from 'react';
import {
  ColorField as RACColorField,
  ColorSwatch,
  Input,
  composeRenderProps,
  type Color,
  type ColorFieldProps as RACColorFieldProps,
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
import { normaliseHexInput } from './hexColour';

export interface ColourFieldProps
  extends
    Omit<
      RACColorFieldProps,
      | 'children'
      | 'className'
      | 'style'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'isInvalid'
      | 'validationBehavior'
      | 'channel'
      | 'colorSpace'
    >,
    FieldChromeProps,
    FieldStateProps {
  /** The colour as `#RRGGBB` (controlled). */
  value: string;
  /**
   * Called once per committed colour (on leaving the field or on Enter), as `#RRGGBB` upper case; never while typing,
   * and never for the colour the field already holds.
   */
  onChange?: (value: string) => void;
  /**
   * Shown when the text committed is not a colour (`#12`, empty); the field then goes back to its colour.
   * @default 'Skriv farven som #RRGGBB'
   */
  invalidMessage?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A colour typed as hex (`#RRGGBB`, or `#RGB`), with a swatch of the colour held beside it. Built on RAC's
 * `ColorField` (which refuses keys that are not hex digits, and steps the colour with the arrow keys) and
 * `ColorSwatch`. The colour is committed when the field is left or on Enter: `onChange` is called once per new
 * colour, so a caller may save each one as it comes. A text that is no colour shows `invalidMessage` as the field's
 * error and the field keeps the colour it had; a form's `errorMessage` wins.
 */
export function ColourField({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  onChange,
  invalidMessage = 'Skriv farven som #RRGGBB',
  validationBehavior = 'aria',
  className,
  onBlur,
  onKeyDown,
  ref,
  ...props
}: ColourFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState(false);
  const colour = normaliseHexInput(value) ?? null;

  /** Reads the text as it is committed (RAC resets a text that is no colour right after). */
  const check = () => setRefused(normaliseHexInput(inputRef.current?.value ?? '') === undefined);

  const change = (next: Color | null) => {
    // Null is an emptied field: RAC puts the colour back, and `check` has said why.
    if (!next) return;
    const hex = next.toString('hex');
    if (hex !== colour) onChange?.(hex);
  };

  const setRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const error = errorMessage || (refused ? invalidMessage : undefined);

  return (
    <RACColorField
      {...props}
      value={colour}
      onChange={change}
      onBlur={(event) => {
        check();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') check();
        onKeyDown?.(event);
      }}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage: error })}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="flex items-center gap-2">
        {/* Decorative: the text beside it says the colour. */}
        <span aria-hidden="true" className="flex">
          <ColorSwatch
            color={colour ?? undefined}
            className="size-9 shrink-0 rounded-control border border-border-strong"
          />
        </span>
        <Input
          ref={setRef}
          spellCheck={false}
          className={composeRenderProps('', (inputClassName, renderProps) =>
            fieldBox({
              ...renderProps,
              isFocusVisible: renderProps.isFocused,
              isReadOnly: props.isReadOnly,
              className: `h-9 px-3 font-mono uppercase ${inputClassName}`,
            }),
          )}
        />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{error}</FieldErrorText>
    </RACColorField>
  );
}
