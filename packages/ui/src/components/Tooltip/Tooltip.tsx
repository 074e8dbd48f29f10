import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { usePortalContainer } from '../../internal/portalContainer';

export type TooltipPlacement = NonNullable<RACTooltipProps['placement']>;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hovering before the tooltip opens; keyboard focus opens it at once.
   * @default 1500
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip closes after the pointer leaves.
   * @default 500
   */
  closeDelay?: number;
  /**
   * `focus` opens the tooltip only on keyboard focus, not on hover.
   * @default 'hover'
   */
  trigger?: 'hover' | 'focus';
  /**
   * Whether the tooltip is disabled: it never opens, the trigger keeps working.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * Pairs one focusable trigger (a RAC Button, Link, or any element wrapped in RAC's `Focusable`) with a
 * `Tooltip`. Opens on hover (after `delay`) and on keyboard focus; closes on Escape, blur and pointer
 * leave. The trigger is described by the tooltip (`aria-describedby`).
 */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'UNSTABLE_portalContainer'> {
  /**
   * The side of the trigger the tooltip appears on; it flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Distance in pixels between the trigger and the tooltip (the arrow sits in this gap).
   * @default 8
   */
  offset?: number;
  /**
   * Whether the small arrow pointing at the trigger is drawn.
   * @default true
   */
  showArrow?: boolean;
}

const tooltip = tv({
  base: 'max-w-64 rounded-control border border-border bg-surface-raised px-2.5 py-1.5 text-sm text-fg shadow-overlay',
});

// The arrow overlaps the bubble by 1 px so that its fill hides the bubble's border under its base.
const arrow = tv({
  base: [
    'block fill-surface-raised stroke-border',
    'group-data-[placement=top]:-translate-y-px',
    'group-data-[placement=bottom]:translate-y-px group-data-[placement=bottom]:rotate-180',
    'group-data-[placement=left]:-translate-x-px group-data-[placement=left]:-rotate-90',
    'group-data-[placement=right]:translate-x-px group-data-[placement=right]:rotate-90',
  ],
});

/** A short description of its trigger, shown in a small raised bubble with an arrow. Text only. */
export function Tooltip({ offset = 8, showArrow = true, children, ...props }: TooltipProps) {
  const portalContainer = usePortalContainer();
  return (
    <RACTooltip
      {...props}
      offset={offset}
      UNSTABLE_portalContainer={portalContainer}
      className={composeRenderProps(props.className, (className) => tooltip({ className }))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow className="group">
              <svg aria-hidden="true" width={12} height={6} viewBox="0 0 12 6" className={arrow()}>
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </RACTooltip>
  );
}
