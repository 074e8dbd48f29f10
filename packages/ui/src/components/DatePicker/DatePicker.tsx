import { getLocalTimeZone, parseDate, today as zonedToday, type CalendarDate } from '@internationalized/date';
import { useMemo, useState } from 'react';
import {
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  I18nProvider,
  composeRenderProps,
  useLocale,
  type DateInputProps,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStack,
  resolveInvalid,
  type FieldChromeProps,
  type FieldStateProps,
} from '../../internal/field';
import { segmentClass } from '../DateTimePicker/DateTimeSegments';
import { segmentLocale } from '../DateTimePicker/dateTime';
import { CalendarPopover, PickerBox, pickerErrorText } from '../DateTimePicker/pickerParts';

export interface DatePickerProps
  extends
    Omit<
      RACDatePickerProps<CalendarDate>,
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
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
    >,
    Omit<FieldChromeProps, 'label'>,
    FieldStateProps {
  /**
   * The visible label.
   * @default 'Dato'
   */
  label?: string;
  /** The day, controlled, as `YYYY-MM-DD` (the API's days); `null`: empty. */
  value?: string | null;
  /**
   * The first day, uncontrolled (`YYYY-MM-DD`).
   * @default null (empty)
   */
  defaultValue?: string | null;
  /** Called with every new day as `YYYY-MM-DD` (and `null` when cleared); never for a day the user has not changed. */
  onChange?: (value: string | null) => void;
  /**
   * Today (`YYYY-MM-DD`, e.g. in the club's zone): the calendar marks it.
   * @default today in the user's zone
   */
  today?: string;
  /** The earliest allowed day (`YYYY-MM-DD`); earlier days are disabled in the calendar. */
  minValue?: string;
  /** The latest allowed day (`YYYY-MM-DD`); later days are disabled in the calendar. */
  maxValue?: string;
  /**
   * The error text for a day outside `minValue`..`maxValue`.
   * @default 'Vælg en dato inden for det tilladte'
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
}

/** A `YYYY-MM-DD` text as RAC's day; null for none or a text that is no day. */
const dayOf = (text: string | null | undefined): CalendarDate | null => {
  if (!text) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
};

type Segment = Parameters<DateInputProps['children']>[0];

/** A segment of "DD-MM-YYYY", RAC's own literals dropped for the spec's "-" (hidden from screen readers as RAC's are). */
function renderDateSegment(segment: Segment) {
  if (segment.type === 'literal') return <></>;
  return (
    <>
      <DateSegment segment={segment} className={composeRenderProps('', segmentClass)} />
      {segment.type !== 'year' && (
        <span aria-hidden="true" className="text-fg-muted">
          -
        </span>
      )}
    </>
  );
}

/**
 * A day in the spec's form, `DD-MM-YYYY` (a statistics range's ends, a birth date), held as the API writes days,
 * `YYYY-MM-DD`. Built on RAC's DatePicker like
 * `DateTimePicker`: each part a spinbutton typed into or stepped with the arrow keys, and the button beside it opens a
 * month calendar. A day outside `minValue`..`maxValue` is invalid and shows `rangeErrorMessage`; a form's
 * `errorMessage` wins.
 */
export function DatePicker({
  label = 'Dato',
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue = null,
  onChange,
  today,
  minValue,
  maxValue,
  rangeErrorMessage = 'Vælg en dato inden for det tilladte',
  calendarButtonLabel = 'Vælg dato',
  previousMonthLabel = 'Forrige måned',
  nextMonthLabel = 'Næste måned',
  validationBehavior = 'aria',
  className,
  ...props
}: DatePickerProps) {
  const [fallbackToday] = useState(() => zonedToday(getLocalTimeZone()));
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
  const current = value !== undefined ? value : ownValue;
  const { locale } = useLocale();
  // One object per day: RAC resets the segments being typed when its value changes identity.
  const picked = useMemo(() => dayOf(current), [current]);
  const bounds = useMemo(() => ({ min: dayOf(minValue), max: dayOf(maxValue) }), [minValue, maxValue]);

  const change = (picked: CalendarDate | null) => {
    const next = picked === null ? null : picked.toString();
    if (value === undefined) setOwnValue(next);
    if (next !== current) onChange?.(next);
  };

  const errorText = pickerErrorText(errorMessage, rangeErrorMessage);

  return (
    // The segments' order follows the locale; the spec's order needs one that puts the day first.
    <I18nProvider locale={segmentLocale(locale)}>
      <RACDatePicker<CalendarDate>
        {...props}
        value={picked}
        onChange={change}
        minValue={bounds.min}
        maxValue={bounds.max}
        granularity="day"
        shouldForceLeadingZeros
        validationBehavior={validationBehavior}
        isInvalid={resolveInvalid({ isInvalid, errorMessage })}
        className={[fieldStack, className].filter(Boolean).join(' ')}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <PickerBox isReadOnly={props.isReadOnly} calendarButtonLabel={calendarButtonLabel}>
          <DateInput className="flex items-center whitespace-nowrap">{renderDateSegment}</DateInput>
        </PickerBox>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorText}</FieldErrorText>
        <CalendarPopover
          locale={locale}
          today={dayOf(today) ?? fallbackToday}
          previousMonthLabel={previousMonthLabel}
          nextMonthLabel={nextMonthLabel}
        />
      </RACDatePicker>
    </I18nProvider>
  );
}
