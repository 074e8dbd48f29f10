import { useId, type CSSProperties, type ReactNode } from 'react';
import { ListBox, ListBoxItem, composeRenderProps, type ListBoxItemRenderProps } from 'react-aria-components';

/** A choice of a grid: its key (handed to `onChange`) and its name (read by screen readers). */
interface Choice {
  id: string;
  label: string;
}

interface ChoiceGridProps<T extends Choice> {
  label: string;
  options: T[];
  /** The chosen option's id; `null` for none of them. */
  value: string | null;
  onChange?: ((id: string) => void) | undefined;
  isDisabled: boolean;
  className?: string | undefined;
  /** `horizontal` for a row that wraps (swatches). */
  orientation?: 'horizontal';
  /** The grid's own layout. */
  listClassName: string;
  /** An option's classes in its state; `extra` is `optionClassName`. */
  optionStyles: (state: ListBoxItemRenderProps & { className: string }) => string;
  optionClassName?: string;
  optionStyle?: CSSProperties | undefined;
  /** An option's content (its name must be a `Text slot="label"` of RAC). */
  children: (option: T, isSelected: boolean) => ReactNode;
}

/**
 * The single choice both pickers are (`IconPicker`, `SwatchPicker`): a visible label naming a RAC `ListBox` in grid
 * layout, so the arrow keys move between the options and Enter or Space picks one; `onChange` only for a new choice.
 */
export function ChoiceGrid<T extends Choice>({
  label,
  options,
  value,
  onChange,
  isDisabled,
  className,
  orientation,
  listClassName,
  optionStyles,
  optionClassName = '',
  optionStyle,
  children,
}: ChoiceGridProps<T>) {
  const labelId = useId();
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <span id={labelId} className="w-fit text-base font-medium text-fg">
        {label}
      </span>
      <ListBox
        aria-labelledby={labelId}
        layout="grid"
        {...(orientation ? { orientation } : {})}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={value === null ? [] : [value]}
        disabledKeys={isDisabled ? options.map((option) => option.id) : []}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [picked] = [...keys];
          if (picked !== undefined && picked !== value) onChange?.(String(picked));
        }}
        className={listClassName}
      >
        {options.map((option) => (
          <ListBoxItem
            key={option.id}
            id={option.id}
            textValue={option.label}
            className={composeRenderProps(optionClassName, (extra, state) =>
              optionStyles({ ...state, className: extra }),
            )}
            {...(optionStyle ? { style: optionStyle } : {})}
          >
            {({ isSelected }) => children(option, isSelected)}
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  );
}
