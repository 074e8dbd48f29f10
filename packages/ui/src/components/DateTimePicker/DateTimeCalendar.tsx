import { isSameDay, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from '../../internal/focusRing';
import { ChevronIcon } from '../../internal/icons';

const navButton = tv({
  extend: focusRing,
  base: 'flex size-8 cursor-default items-center justify-center rounded-control text-fg',
  variants: {
    isHovered: { true: 'bg-surface-sunken' },
    isPressed: { true: 'bg-neutral-soft' },
    isDisabled: { true: 'text-fg-disabled' },
  },
});

const cell = tv({
  extend: focusRing,
  base: 'flex size-9 cursor-default items-center justify-center rounded-control text-sm text-fg tabular-nums',
  variants: {
    isToday: { true: 'font-semibold text-brand-soft-fg ring-1 ring-border-strong ring-inset' },
    isHovered: { true: 'bg-surface-sunken' },
    isSelected: { true: 'bg-brand text-brand-fg' },
    isDisabled: { true: 'text-fg-disabled line-through' },
    isOutsideMonth: { true: 'invisible' },
  },
  compoundVariants: [{ isSelected: true, isToday: true, class: 'text-brand-fg' }],
});

export interface DateTimeCalendarProps {
  /** The day marked as today: taken from the picker's `now`, so that stories stay deterministic. */
  today: CalendarDate;
  previousMonthLabel: string;
  nextMonthLabel: string;
}

/**
 * The month grid in the picker's popover. Value, min and max come from the surrounding RAC DatePicker;
 * days outside min..max are disabled (`aria-disabled`, struck through; a click or Enter on one does
 * nothing). Keyboard: arrows move by day/week, Page Up/Down by month, Enter picks, Escape closes.
 */
export function DateTimeCalendar({ today, previousMonthLabel, nextMonthLabel }: DateTimeCalendarProps) {
  return (
    <Calendar className="flex flex-col gap-2">
      <header className="flex items-center justify-between gap-2">
        <Button
          slot="previous"
          aria-label={previousMonthLabel}
          className={composeRenderProps('', (c, rp) => navButton({ ...rp, className: c }))}
        >
          <ChevronIcon direction="left" />
        </Button>
        <Heading className="text-base font-semibold text-fg first-letter:uppercase" />
        <Button
          slot="next"
          aria-label={nextMonthLabel}
          className={composeRenderProps('', (c, rp) => navButton({ ...rp, className: c }))}
        >
          <ChevronIcon direction="right" />
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5" weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="pb-1 text-xs font-medium text-fg-muted">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={composeRenderProps('', (c, renderProps) =>
                cell({ ...renderProps, isToday: isSameDay(date, today), className: c }),
              )}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
