import { toCalendarDate, type CalendarDateTime } from '@internationalized/date';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { DateInput, DatePicker, I18nProvider, useLocale, type DatePickerProps } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStack,
  resolveInvalid,
  type FieldChromeProps,
  type FieldStateProps,
} from '../../internal/field';
import { CalendarPopover, PickerBox, pickerErrorText } from './pickerParts';
import { renderSegment } from './DateTimeSegments';
import { currentDateTime, nextFullHour, segmentLocale, snapDateTime } from './dateTime';

export interface DateTimePickerProps
  extends
    Omit<
      DatePickerProps<CalendarDateTime>,
      | 'children'
      | 'className'
      | 'style'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'granularity'
      | 'hourCycle'
      | 'hideTimeZone'
      | 'shouldForceLeadingZeros'
      | 'isInvalid'
      | 'validationBehavior'
      | 'placeholderValue'
    >,
    Omit<FieldChromeProps, 'label'>,
    FieldStateProps {
  /**
   * The visible label.
   * @default 'Dato og tid'
   */
  label?: string;
  /** The value, controlled (`null`: empty). A wall-clock time in the user's zone. */
  value?: CalendarDateTime | null;
  /**
   * The initial value, uncontrolled.
   * @default nextFullHour(now)
   */
  defaultValue?: CalendarDateTime | null;
  /**
   * Called with every new value, its minute already snapped to 5 (and `null` when cleared). Never
   * called for a value the user has not changed.
   */
  onChange?: (value: CalendarDateTime | null) => void;
  /**
   * "Now": the default value is the next full hour after it, and the calendar marks its day as today.
   * @default the current time in the user's zone
   */
  now?: CalendarDateTime;
  /** The earliest allowed value (e.g. yesterday 00:00); earlier days are disabled in the calendar. */
  minValue?: CalendarDateTime;
  /** The latest allowed value. */
  maxValue?: CalendarDateTime;
  /**
   * The error text for a value outside `minValue`..`maxValue`.
   * @default 'Vælg et tidspunkt inden for det tilladte'
   */
  rangeErrorMessage?: string;
  /**
   * The accessible name of the button that opens the calendar.
   * @default 'Vælg dato'
   */
  calendarButtonLabel?: string;
  /**
   * The accessible name of the calendar's previous-month button.
   * @default 'Forrige måned'
   */
  previousMonthLabel?: string;
  /**
   * The accessible name of the calendar's next-month button.
   * @default 'Næste måned'
   */
  nextMonthLabel?: string;
  /**
   * A handle whose `focus()` focuses the first segment, e.g. react-hook-form's `field.ref`, so that
   * focus moves to the picker when it holds the first error.
   */
  ref?: Ref<DateTimePickerHandle>;
}

/** What `ref` gives: focus for a form library. */
export interface DateTimePickerHandle {
  focus(): void;
}

/**
 * A date and time in the spec's form, `DD-MM-YYYY HH:mm` (24-hour clock), with the minutes in steps of
 * 5 (spec §2). Built on RAC's DatePicker: every part is a spinbutton the user types into or steps with
 * the arrow keys (Arrow Up/Down, Page Up/Down, Home/End; Tab or typing moves on), and the button beside
 * it opens a month calendar in a popover. Minutes step by 5 with the arrows, and any other minute
 * (typed, pasted, Page Up/Down, End) is snapped to the nearest multiple of 5 within the hour before it
 * reaches `onChange`. Without a value the picker starts at the next full hour after `now`. A value
 * outside `minValue`..`maxValue` is invalid and shows `rangeErrorMessage`; a form's `errorMessage` wins.
 */
export function DateTimePicker({
  label = 'Dato og tid',
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue,
  onChange,
  now,
  rangeErrorMessage = 'Vælg et tidspunkt inden for det tilladte',
  calendarButtonLabel = 'Vælg dato',
  previousMonthLabel = 'Forrige måned',
  nextMonthLabel = 'Næste måned',
  validationBehavior = 'aria',
  className,
  ref,
  ...props
}: DateTimePickerProps) {
  const [fallbackNow] = useState(currentDateTime);
  const effectiveNow = now ?? fallbackNow;
  const [ownValue, setOwnValue] = useState<CalendarDateTime | null>(() =>
    defaultValue !== undefined ? defaultValue : nextFullHour(effectiveNow),
  );
  const current = value !== undefined ? value : ownValue;
  const { locale } = useLocale();
  const formInvalid = resolveInvalid({ isInvalid, errorMessage });
  const segmentsRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => segmentsRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));

  const change = (next: CalendarDateTime | null) => {
    const snapped = next && snapDateTime(next);
    if (value === undefined) setOwnValue(snapped);
    if (snapped === current || (snapped && current && snapped.compare(current) === 0)) return;
    onChange?.(snapped);
  };

  const errorText = pickerErrorText(errorMessage, rangeErrorMessage);

  return (
    // The segments' order follows the locale; the spec's order needs one that puts the day first.
    <I18nProvider locale={segmentLocale(locale)}>
      <DatePicker<CalendarDateTime>
        {...props}
        value={current}
        onChange={change}
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        shouldForceLeadingZeros
        validationBehavior={validationBehavior}
        isInvalid={formInvalid}
        className={[fieldStack, className].filter(Boolean).join(' ')}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <PickerBox isReadOnly={props.isReadOnly} calendarButtonLabel={calendarButtonLabel}>
          <DateInput ref={segmentsRef} className="flex items-center whitespace-nowrap">
            {renderSegment}
          </DateInput>
        </PickerBox>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorText}</FieldErrorText>
        <CalendarPopover
          locale={locale}
          today={toCalendarDate(effectiveNow)}
          previousMonthLabel={previousMonthLabel}
          nextMonthLabel={nextMonthLabel}
        />
      </DatePicker>
    </I18nProvider>
  );
}
