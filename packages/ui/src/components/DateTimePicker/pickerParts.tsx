import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  composeRenderProps,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { fieldBox, type FieldChromeProps } from '../../internal/field';
import { focusRing } from '../../internal/focusRing';
import { CalendarIcon } from '../../internal/icons';
import { usePortalContainer } from '../../internal/portalContainer';
import { DateTimeCalendar } from './DateTimeCalendar';

/** The button beside the segments that opens the calendar. */
const calendarButton = tv({
  extend: focusRing,
  base: 'flex size-7 shrink-0 cursor-default items-center justify-center rounded-control',
  variants: {
    isHovered: { true: '' },
    isPressed: { true: 'bg-neutral-soft' },
    isDisabled: { true: 'text-fg-disabled' },
  },
  // One background and one text colour per state (classes are joined, not merged): pressed wins over
  // hovered, disabled over both.
  compoundVariants: [
    { isHovered: true, isPressed: false, className: 'bg-surface-sunken' },
    { isDisabled: false, isHovered: true, className: 'text-fg' },
    { isDisabled: false, isHovered: false, isPressed: true, className: 'text-fg' },
    { isDisabled: false, isHovered: false, isPressed: false, className: 'text-fg-muted' },
  ],
});

export interface CalendarPopoverProps {
  /** The language around the picker (its segments may be built in another, for their order). */
  locale: string;
  today: CalendarDate;
  previousMonthLabel: string;
  nextMonthLabel: string;
}

/** The month calendar a picker's button opens, in a popover under the field. */
export function CalendarPopover({ locale, today, previousMonthLabel, nextMonthLabel }: CalendarPopoverProps) {
  const portalContainer = usePortalContainer();
  return (
    <Popover
      UNSTABLE_portalContainer={portalContainer}
      placement="bottom start"
      offset={4}
      className="rounded-surface border border-border bg-surface-raised p-3 shadow-overlay"
    >
      <Dialog className="outline-0">
        {/* The calendar speaks the surrounding language (month names, first day of the week). */}
        <I18nProvider locale={locale}>
          <DateTimeCalendar today={today} previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
        </I18nProvider>
      </Dialog>
    </Popover>
  );
}

export interface PickerBoxProps {
  /** The segments (RAC's DateInput). */
  children: ReactNode;
  isReadOnly?: boolean;
  calendarButtonLabel: string;
}

/** The field's box: the segments and the button that opens the calendar (the date-time and the date picker's). */
export function PickerBox({ children, isReadOnly, calendarButtonLabel }: PickerBoxProps) {
  return (
    <Group
      className={composeRenderProps('', (c, renderProps) =>
        fieldBox({
          ...renderProps,
          isFocusVisible: renderProps.isFocusWithin,
          isReadOnly,
          width: 'fit',
          className: `flex h-9 items-center gap-2 pr-1 pl-3 ${c}`,
        }),
      )}
    >
      {children}
      <Button
        aria-label={calendarButtonLabel}
        className={composeRenderProps('', (c, renderProps) => calendarButton({ ...renderProps, className: c }))}
      >
        <CalendarIcon />
      </Button>
    </Group>
  );
}

/** The message under a picker: the form's when it gives one, else `rangeErrorMessage` for a value outside the bounds. */
export const pickerErrorText = (
  errorMessage: FieldChromeProps['errorMessage'],
  rangeErrorMessage: string,
): NonNullable<FieldChromeProps['errorMessage']> =>
  errorMessage ??
  ((validation: ValidationResult) =>
    validation.validationDetails.rangeUnderflow || validation.validationDetails.rangeOverflow
      ? rangeErrorMessage
      : validation.validationErrors.join(' '));
