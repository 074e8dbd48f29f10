import type { ReactNode } from 'react';
import { Focusable, Link, composeRenderProps, type LinkProps, type PressEvent } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { Badge, type BadgeTone } from '../Badge';
import { Tooltip, TooltipTrigger } from '../Tooltip';

/** One count badge of a navigation entry. */
export interface NavItemBadge {
  count: number;
  /** What the count means, read instead of the bare number (e.g. "2 inaktive medlemmer"). */
  label?: string;
  /** @default 'danger' */
  tone?: BadgeTone;
}

export interface NavItemProps {
  /**
   * Where the entry leads. Navigation goes through react-aria-components: the app wraps itself once in
   * RAC's `<RouterProvider navigate={router.navigate} useHref={...}>`, and a press then navigates with
   * the app's router (client-side) instead of reloading; without it the browser follows the link.
   */
  href: string;
  /** Passed to the app router's `navigate` with the href (RAC `RouterOptions`). */
  routerOptions?: LinkProps['routerOptions'];
  /** The label. */
  children: ReactNode;
  /** A decorative icon before the label (an aria-hidden SVG, 16 px). */
  icon?: ReactNode;
  /**
   * Whether this is the page being shown: `aria-current="page"` and the brand-soft background.
   * @default false
   */
  isCurrent?: boolean;
  /** A count badge after the label (pending requests, payments); 0 shows nothing. */
  count?: number;
  /** What the count means, read instead of the bare number (e.g. "3 ventende anmodninger"). */
  countLabel?: string;
  /**
   * The count badge's colour.
   * @default 'danger'
   */
  countTone?: BadgeTone;
  /**
   * More count badges after `count`, each with its own meaning and colour (the members entry shows
   * pending requests, inactive members and club requests). A badge with 0 shows nothing.
   * @default []
   */
  badges?: readonly NavItemBadge[];
  /**
   * Whether to show the "Beta" tag after the label.
   * @default false
   */
  isBeta?: boolean;
  /**
   * The text of the beta tag.
   * @default 'Beta'
   */
  betaLabel?: string;
  /**
   * Whether the entry is disabled: it stays visible and (with a `disabledReason`) focusable, marked
   * `aria-disabled`, and pressing it does nothing.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Why the entry is disabled, shown in a tooltip on hover and keyboard focus (e.g. "Gruppeledere har
   * ikke adgang"). Without it a disabled entry is skipped by Tab.
   */
  disabledReason?: string;
  /** Called when the entry is pressed (before the router navigates); never for a disabled entry. */
  onPress?: (event: PressEvent) => void;
}

const navItem = tv({
  extend: focusRing,
  base: 'flex h-9 w-full cursor-default items-center gap-2.5 rounded-control px-2.5 text-base no-underline transition-colors',
  variants: {
    isCurrent: {
      true: 'bg-brand-soft font-medium',
      false: 'hovered:bg-surface-sunken pressed:bg-surface-sunken',
    },
    isDisabled: { true: 'text-fg-disabled' },
  },
  // The text colour comes from the compound variants, so that a disabled entry has only the disabled one.
  compoundVariants: [
    { isCurrent: true, isDisabled: false, className: 'text-brand-soft-fg' },
    { isCurrent: false, isDisabled: false, className: 'text-fg' },
  ],
  // The entries are stacked in the sidebar's column: the ring lies on an entry's own edge, not 2 px outside it
  // over its neighbours.
  defaultVariants: { ringOffset: 'flush' },
});

function Content({
  icon,
  children,
  count,
  countLabel,
  countTone = 'danger',
  badges = [],
  isBeta,
  betaLabel = 'Beta',
}: NavItemProps) {
  return (
    <>
      {icon && (
        <span aria-hidden="true" className="flex size-4 shrink-0 items-center justify-center">
          {icon}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {isBeta && <Badge variant="beta">{betaLabel}</Badge>}
      <Badge count={count} aria-label={countLabel} tone={countTone} />
      {badges.map((badge, index) => (
        <Badge key={index} count={badge.count} aria-label={badge.label} tone={badge.tone ?? 'danger'} />
      ))}
    </>
  );
}

/**
 * One entry of the sidebar navigation: an icon, the label, an optional count badge and "Beta" tag, the
 * current-page state, and a disabled state that explains itself in a tooltip. Place it in a `<li>` of a
 * list inside `<nav>`.
 */
export function NavItem(props: NavItemProps) {
  const { href, routerOptions, isCurrent = false, isDisabled = false, disabledReason, onPress } = props;

  if (isDisabled) {
    // RAC's disabled Link is not focusable, but the reason must be reachable by keyboard: a focusable,
    // aria-disabled link without href or press handling, described by the tooltip.
    const entry = (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={disabledReason ? 0 : undefined}
        className={navItem({
          isCurrent: false,
          isDisabled: true,
          className: 'focus-visible:outline-2 focus-visible:outline-solid',
        })}
      >
        <Content {...props} />
      </span>
    );
    if (!disabledReason) return entry;
    return (
      <TooltipTrigger>
        <Focusable>{entry}</Focusable>
        <Tooltip placement="end">{disabledReason}</Tooltip>
      </TooltipTrigger>
    );
  }

  return (
    <Link
      href={href}
      routerOptions={routerOptions}
      onPress={onPress}
      aria-current={isCurrent ? 'page' : undefined}
      className={composeRenderProps('', (className, renderProps) =>
        navItem({ ...renderProps, isCurrent, isDisabled: false, className }),
      )}
    >
      <Content {...props} />
    </Link>
  );
}
