import { ColorSwatch, Text } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { ChoiceGrid } from '../../internal/ChoiceGrid';
import { CheckMarkIcon } from '../../internal/icons';

/** One choice of a swatch picker: a named colour, or a named set of colours shown by one pair. */
export interface SwatchOption {
  /** The choice's key, handed to `onChange`. */
  id: string;
  /** Its name, written under the swatch and read by screen readers ("Blå"). */
  label: string;
  /** The swatch's colour (`#RRGGBB`). */
  colour: string;
  /** A second colour shown as a dot on the swatch, for a choice that is a background and a font. */
  textColour?: string;
}

export interface SwatchPickerProps {
  /** The visible label of the choices ("Farveforslag"). */
  label: string;
  options: SwatchOption[];
  /** The chosen option's id; `null` when the current colours are none of them. */
  value?: string | null;
  /** Called with the id of the option picked (by click, Enter or Space). */
  onChange?: (id: string) => void;
  /**
   * Whether nothing can be picked (while a choice is being applied).
   * @default false
   */
  isDisabled?: boolean;
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
}

const item = tv({
  extend: focusRing,
  base: 'flex w-16 cursor-default flex-col items-center gap-1 rounded-control p-1 text-sm',
  variants: {
    isSelected: { true: 'bg-brand-soft', false: 'hover:bg-surface-sunken' },
    isDisabled: { true: 'text-fg-disabled', false: '' },
  },
  // One text colour per state (classes are joined, not merged): disabled wins.
  compoundVariants: [
    { isDisabled: false, isSelected: true, className: 'text-brand-soft-fg' },
    { isDisabled: false, isSelected: false, className: 'text-fg' },
  ],
});

/**
 * A row of named swatches to pick one from (colour presets): a RAC `ListBox` in grid layout, so the arrow keys move
 * between the swatches and Enter or Space picks one; each swatch is a RAC `ColorSwatch` with its name written under
 * it, the chosen one ticked. Nothing is ticked when the value is none of the options.
 */
export function SwatchPicker({
  label,
  options,
  value = null,
  onChange,
  isDisabled = false,
  className,
}: SwatchPickerProps) {
  return (
    <ChoiceGrid
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      className={className}
      orientation="horizontal"
      listClassName="flex flex-wrap gap-2"
      optionStyles={item}
    >
      {(option, isSelected) => (
        <>
          <span aria-hidden="true" className="relative flex">
            <ColorSwatch
              color={option.colour}
              colorName={option.label}
              className="flex size-10 items-center justify-center rounded-full border border-border-strong"
            />
            {option.textColour ? (
              <span
                className="absolute inset-0 m-auto size-3.5 rounded-full"
                style={{ backgroundColor: option.textColour }}
              />
            ) : null}
            {isSelected ? (
              <span className="absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full bg-brand text-brand-fg">
                <CheckMarkIcon />
              </span>
            ) : null}
          </span>
          <Text slot="label">{option.label}</Text>
        </>
      )}
    </ChoiceGrid>
  );
}
