import { Text } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { ChoiceGrid } from '../../internal/ChoiceGrid';
import { CheckMarkIcon } from '../../internal/icons';

/** One icon to pick: an image and its name. */
export interface IconOption {
  /** The option's key, handed to `onChange`. */
  id: string;
  /** Its name, read by screen readers (and shown as a tooltip by the browser). */
  label: string;
  /** The image's address. */
  src: string;
}

export interface IconPickerProps {
  /** The visible label of the grid ("Ikoner"). */
  label: string;
  options: IconOption[];
  /** The chosen option's id; `null` for none of them. */
  value?: string | null;
  /** Called with the id of the icon picked (by click, Enter or Space). */
  onChange?: (id: string) => void;
  /**
   * The tiles' background, when the icons are drawn for one (a colour of data, e.g. an activity type's): `#RRGGBB`.
   * @default the surface's sunken tone
   */
  tileColour?: string;
  /**
   * Whether nothing can be picked (while a choice is being saved).
   * @default false
   */
  isDisabled?: boolean;
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
}

const tile = tv({
  extend: focusRing,
  base: 'relative flex size-12 cursor-default items-center justify-center rounded-control border-2',
  variants: {
    isSelected: { true: 'border-brand', false: 'border-transparent hover:border-border-strong' },
    isDisabled: { true: 'opacity-60' },
  },
});

/**
 * A grid of icons to pick one from: a RAC `ListBox` in grid layout, so the arrow keys move in both directions and
 * Enter or Space picks; each icon is named by its label, the chosen one ticked. The images are decorative inside
 * their named option.
 */
export function IconPicker({
  label,
  options,
  value = null,
  onChange,
  tileColour,
  isDisabled = false,
  className,
}: IconPickerProps) {
  return (
    <ChoiceGrid
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      className={className}
      listClassName="grid grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] justify-items-center gap-2"
      optionStyles={tile}
      optionClassName={tileColour ? '' : 'bg-surface-sunken'}
      optionStyle={tileColour ? { backgroundColor: tileColour } : undefined}
    >
      {(option, isSelected) => (
        <>
          <img src={option.src} alt="" width={28} height={28} className="size-7" />
          <Text slot="label" className="sr-only">
            {option.label}
          </Text>
          {isSelected ? (
            <span
              aria-hidden="true"
              className="absolute -right-1.5 -bottom-1.5 flex size-5 items-center justify-center rounded-full bg-brand text-brand-fg"
            >
              <CheckMarkIcon />
            </span>
          ) : null}
        </>
      )}
    </ChoiceGrid>
  );
}
