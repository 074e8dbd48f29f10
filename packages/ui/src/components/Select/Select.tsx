import type { ReactNode, Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { CheckMarkIcon, ChevronDownIcon } from '../../internal/icons';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldBox,
  fieldStack,
  resolveInvalid,
  type FieldChromeProps,
} from '../../internal/field';
import { usePortalContainer } from '../../internal/portalContainer';

export interface SelectProps<T extends object>
  extends
    Omit<RACSelectProps<T>, 'children' | 'className' | 'isInvalid' | 'placeholder' | 'selectionMode'>,
    FieldChromeProps {
  /** The options: `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** The options as data, for a `children` function (each needs an `id`). */
  items?: Iterable<T>;
  /**
   * The text shown while nothing is chosen.
   * @default 'Vælg ...'
   */
  placeholder?: string;
  /**
   * Whether a choice is required: marks the label with an asterisk.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the select is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `aria` shows validation as it happens and never blocks a form's submit; `native` also uses the
   * browser's constraint validation.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
  /** The button that opens the list, e.g. react-hook-form's `field.ref` (focus on error). */
  ref?: Ref<HTMLButtonElement>;
}

const item = tv({
  base: 'flex cursor-default items-center gap-2 rounded-control px-2 py-1.5 text-base outline-0',
  variants: {
    isFocused: { true: 'bg-brand-soft' },
    isDisabled: { true: 'text-fg-disabled' },
  },
  // A disabled item has only the disabled text colour (classes are joined, not merged).
  compoundVariants: [
    { isDisabled: false, isFocused: true, className: 'text-brand-soft-fg' },
    { isDisabled: false, isFocused: false, className: 'text-fg' },
  ],
});

/**
 * Chooses one option from a list that opens in a popover below the button. Keyboard: Enter, Space or
 * the arrow keys open it; arrows move, Enter chooses, Escape closes and returns focus to the button;
 * typing a letter jumps to an option. Works as a react-hook-form `Controller` child with `value` (the
 * chosen key or null), `onChange(key)`, `onBlur`, `name` and `ref`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder = 'Vælg ...',
  validationBehavior = 'aria',
  children,
  items,
  className,
  ref,
  ...props
}: SelectProps<T>) {
  const portalContainer = usePortalContainer();
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button
        ref={ref}
        className={composeRenderProps('', (buttonClassName, renderProps) =>
          fieldBox({
            ...renderProps,
            isInvalid: resolveInvalid({ isInvalid, errorMessage }),
            isTrigger: true,
            className: `flex h-9 items-center gap-2 px-3 text-left ${buttonClassName}`,
          }),
        )}
      >
        <SelectValue className="flex-1 truncate data-placeholder:text-fg-muted" />
        <ChevronDownIcon className="size-4 shrink-0 text-fg-muted" />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover
        UNSTABLE_portalContainer={portalContainer}
        offset={4}
        className="max-h-72 min-w-(--trigger-width) overflow-auto rounded-surface border border-border bg-surface-raised p-1 shadow-overlay"
      >
        <ListBox items={items} className="outline-0">
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export type SelectItemProps = Omit<ListBoxItemProps, 'className'>;

/** One option of a `Select`; the chosen one shows a check mark. Give it an `id` (the value). */
export function SelectItem(props: SelectItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps('', (c, renderProps) => item({ ...renderProps, className: c }))}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          {isSelected && <CheckMarkIcon className="size-4 shrink-0" />}
        </>
      ))}
    </ListBoxItem>
  );
}
