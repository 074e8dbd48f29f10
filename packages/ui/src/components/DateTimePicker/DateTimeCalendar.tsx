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
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { ChevronIcon } from '../../internal/icons';

const navButton = tv({
  extend: focusRing,
  base: 'flex size-8 cursor-default items-center justify-center rounded-control',
  variants: {
    isHovered: { true: '' },
    isPressed: { true: 'bg-neutral-soft' },
    isDisabled: { true: 'text-fg-disabled', false: 'text-fg' },
  },
  // Pressed wins over hovered (classes are joined, not merged).
  compoundVariants: [{ isHovered: true, isPressed: false, className: 'bg-surface-sunken' }],
});

const cell = tv({
  extend: focusRing,
  base: 'flex size-9 cursor-default items-center justify-center rounded-control text-sm tabular-nums',
  variants: {
    isToday: { true: 'font-semibold ring-1 ring-border-strong ring-inset' },
    isHovered: { true: '' },
    isSelected: { true: 'bg-brand' },
    isDisabled: { true: 'line-through' },
    isOutsideMonth: { true: 'invisible' },
  },
  // One background and one text colour per day (classes are joined, not merged). The text: a selected day
  // is on the brand (a selected today too, even disabled), else a disabled day is grey, else today is in
  // the brand's colour.
  compoundVariants: [
    { isSelected: false, isHovered: true, class: 'bg-surface-sunken' },
    { isSelected: true, isToday: true, class: 'text-brand-fg' },
    { isSelected: true, isToday: false, isDisabled: false, class: 'text-brand-fg' },
    { isSelected: true, isToday: false, isDisabled: true, class: 'text-fg-disabled' },
    { isSelected: false, isDisabled: true, class: 'text-fg-disabled' },
    { isSelected: false, isDisabled: false, isToday: true, class: 'text-brand-soft-fg' },
    { isSelected: false, isDisabled: false, isToday: false, class: 'text-fg' },
  ],
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
