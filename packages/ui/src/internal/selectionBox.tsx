import { tv } from 'tailwind-variants/lite';
import { focusRing } from './focusRing';
import { CheckMarkIcon } from './icons';

/** The box of a checkbox: Checkbox draws it, and so does the light SelectionBox of table rows. */
export const checkboxBox = tv({
  extend: focusRing,
  base: 'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-[0.25rem] border transition-colors',
  variants: {
    isOn: {
      false: 'group-pressed:bg-surface-sunken',
      true: 'group-hovered:bg-brand-hover',
    },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-border bg-surface-sunken text-fg-disabled' },
  },
  // One border, background and mark colour per state (classes are joined, not merged): disabled wins,
  // then invalid.
  compoundVariants: [
    { isDisabled: false, isOn: false, className: 'bg-surface' },
    { isDisabled: false, isOn: true, className: 'bg-brand text-brand-fg' },
    { isDisabled: false, isInvalid: true, className: 'border-danger' },
    { isDisabled: false, isInvalid: false, isOn: false, className: 'border-border-strong' },
    { isDisabled: false, isInvalid: false, isOn: true, className: 'border-transparent' },
  ],
});

export interface SelectionBoxProps {
  /** The accessible name, e.g. "Vælg Anna Holm". */
  'aria-label': string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange: () => void;
}

/**
 * A row's selection checkbox in a long list: a native checkbox, out of the tab order (the row has the
 * focus and Space toggles it), drawn as Checkbox's box. It has none of Checkbox's hooks, so mounting
 * the rows that scroll into view stays cheap (with Checkbox, scrolling 10,000 rows met 80–140 ms tasks).
 */
export function SelectionBox({ 'aria-label': label, isSelected, isDisabled = false, onChange }: SelectionBoxProps) {
  return (
    <label className="relative flex w-fit items-start">
      <input
        type="checkbox"
        tabIndex={-1}
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <span aria-hidden="true" className={checkboxBox({ isOn: isSelected, isDisabled, isFocusVisible: false })}>
        {isSelected && <CheckMarkIcon className="size-3" strokeWidth={3} />}
      </span>
    </label>
  );
}
