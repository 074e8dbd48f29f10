import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { CheckMarkIcon } from '../../internal/icons';
import { usePortalContainer } from '../../internal/portalContainer';

export type MenuPlacement = NonNullable<PopoverProps['placement']>;
export type MenuItemVariant = 'default' | 'danger';

export type MenuTriggerProps = RACMenuTriggerProps;

/**
 * Pairs a trigger (a RAC Button, e.g. our `Button`) with a `Menu`. Enter, Space or ArrowDown on the
 * trigger opens the menu with focus on the first item (ArrowUp: the last); Escape closes it and focus
 * returns to the trigger. The menu is labelled by its trigger.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T> extends RACMenuProps<T> {
  /**
   * Where the menu's popover opens relative to the trigger; it flips when there is no room.
   * @default 'bottom start'
   */
  placement?: MenuPlacement;
}

/**
 * A menu of actions in a popover. Arrow keys move between items, typing jumps to an item, Enter or
 * Space runs it (`onAction` on the menu receives the item's id, or use `onAction` on an item) and
 * closes the menu. With `selectionMode` it becomes a list of radio or checkbox items with checkmarks.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  const portalContainer = usePortalContainer();
  return (
    <Popover
      placement={placement}
      offset={4}
      UNSTABLE_portalContainer={portalContainer}
      className="min-w-48 overflow-auto rounded-surface border border-border bg-surface-raised shadow-overlay outline-none"
    >
      <RACMenu
        {...props}
        className={composeRenderProps(props.className, (className) =>
          ['max-h-[inherit] p-1 outline-none', className].filter(Boolean).join(' '),
        )}
      />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** A decorative icon before the label (an aria-hidden SVG). */
  icon?: ReactNode;
  /**
   * `danger` for an item that deletes or cannot be undone.
   * @default 'default'
   */
  variant?: MenuItemVariant;
  /**
   * Whether the item is disabled: it is skipped by the arrow keys and cannot run.
   * @default false
   */
  isDisabled?: boolean;
}

const menuItem = tv({
  base: 'flex cursor-default items-center gap-2 rounded-control px-2.5 py-1.5 text-base outline-none select-none',
  variants: {
    variant: { default: '', danger: '' },
    isFocused: { true: '' },
    isDisabled: { true: 'text-fg-disabled' },
  },
  // One background and one text colour per state (classes are joined, not merged); a disabled item has
  // only the disabled text colour.
  compoundVariants: [
    { variant: 'default', isFocused: true, className: 'bg-surface-sunken' },
    { variant: 'danger', isFocused: true, className: 'bg-danger-soft' },
    { variant: 'default', isDisabled: false, className: 'text-fg' },
    { variant: 'danger', isFocused: false, isDisabled: false, className: 'text-danger' },
    { variant: 'danger', isFocused: true, isDisabled: false, className: 'text-danger-soft-fg' },
  ],
  defaultVariants: { variant: 'default' },
});

/** One entry of a `Menu`: an optional icon, the label, and a checkmark when its section selects. */
export function MenuItem<T extends object>({ icon, variant, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, renderProps) =>
        menuItem({ ...renderProps, variant, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className="flex size-4 shrink-0 items-center justify-center">{isSelected && <CheckMarkIcon />}</span>
          )}
          {icon && <span className="flex shrink-0 items-center opacity-80">{icon}</span>}
          <span className="flex min-w-0 flex-1 items-center gap-2">{children}</span>
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** A visible heading that also labels the section's group. */
  title?: string;
}

/** A group of items with an optional heading; it can have its own `selectionMode` and `selectedKeys`. */
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className="not-first:mt-1 not-first:border-t not-first:border-border not-first:pt-1">
      {title && <Header className="px-2.5 pt-1 pb-1 text-xs font-semibold text-fg-muted">{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A line between items or groups of items. */
export function MenuSeparator() {
  return <Separator className="mx-1 my-1 border-t border-border" />;
}
