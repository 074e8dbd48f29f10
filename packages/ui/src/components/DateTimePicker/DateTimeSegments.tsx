import { useContext, useRef, type KeyboardEvent } from 'react';
import {
  DateFieldStateContext,
  DateSegment,
  composeRenderProps,
  type DateFieldState,
  type DateInputProps,
  type DateSegmentRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { minuteEntry, separatorAfter, snapMinutes, stepMinutes } from './dateTime';

type Segment = Parameters<DateInputProps['children']>[0];

const segmentStyle = tv({
  base: 'rounded-sm px-px tabular-nums outline-0 caret-transparent',
  variants: {
    isPlaceholder: { true: '' },
    isFocused: { true: 'bg-brand' },
    isDisabled: { true: 'text-fg-disabled' },
  },
  // One text colour per state (classes are joined, not merged): disabled, else focused, else placeholder.
  compoundVariants: [
    { isDisabled: false, isFocused: true, className: 'text-brand-fg' },
    { isDisabled: false, isFocused: false, isPlaceholder: true, className: 'text-fg-muted' },
    { isDisabled: false, isFocused: false, isPlaceholder: false, className: 'text-fg' },
  ],
});

/** A segment's look (the date picker's segments share it). */
export function segmentClass(c: string, renderProps: DateSegmentRenderProps) {
  return segmentStyle({
    isPlaceholder: renderProps.isPlaceholder,
    isFocused: renderProps.isFocused,
    isDisabled: renderProps.isDisabled,
    className: c,
  });
}

/**
 * One segment of the field, followed by the spec's separator ("DD-MM-YYYY HH:mm"). RAC's own literal
 * segments (the locale's "." or "/", "," and bidi marks) are dropped and our separators drawn instead,
 * hidden from screen readers as RAC's are: each segment is a spinbutton with its own name.
 */
function DateTimeSegment({ segment }: { segment: Segment }) {
  const state = useContext(DateFieldStateContext);
  const minuteKeys = useMinuteKeys(segment, state);
  if (segment.type === 'literal') return <></>;

  const separator = separatorAfter(segment.type);
  return (
    <>
      {segment.type === 'minute' ? (
        // Capture handlers on a wrapper run before RAC's own key handling on the segment.
        <span className="contents" onKeyDownCapture={minuteKeys.onKeyDown} onFocusCapture={minuteKeys.onFocus}>
          <DateSegment segment={segment} className={composeRenderProps('', segmentClass)} />
        </span>
      ) : (
        <DateSegment segment={segment} className={composeRenderProps('', segmentClass)} />
      )}
      {separator !== '' && (
        <span aria-hidden="true" className="whitespace-pre text-fg-muted">
          {separator}
        </span>
      )}
    </>
  );
}

/**
 * The minute segment's keys, taken before RAC sees them. RAC steps by 1 (and snapping 01 back to 00
 * would freeze the arrows), and RAC's buffer of typed digits would go on from a digit the snapped
 * display no longer shows. So: Arrow Up/Down step by 5 (cycling in the hour); each typed digit sets the
 * minute typed so far, snapped ("3" shows 05, then "2" makes 32 → 30; "7" → 05; "58" → 55); Backspace
 * and Delete clear the minute. Anything else (Page Up/Down, Home/End, paste, a phone's keyboard) goes
 * through RAC, and the picker snaps the value it commits.
 */
function useMinuteKeys(segment: Segment, state: DateFieldState | null) {
  const typed = useRef('');
  const onFocus = () => {
    typed.current = '';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const isArrow = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    const isDigit = /^[0-9]$/.test(event.key);
    const isErase = event.key === 'Backspace' || event.key === 'Delete';
    if (!isArrow && !isDigit && !isErase) return;
    event.preventDefault();
    event.stopPropagation();
    if (!state || state.isDisabled || state.isReadOnly) return;
    if (isErase) {
      typed.current = '';
      state.clearSegment('minute');
    } else if (isArrow) {
      typed.current = '';
      const direction = event.key === 'ArrowUp' ? 1 : -1;
      const from = segment.isPlaceholder || segment.value == null ? (direction === 1 ? -1 : 0) : segment.value;
      state.setSegment('minute', stepMinutes(from, direction));
    } else {
      const entry = minuteEntry(typed.current, event.key);
      typed.current = entry.rest;
      state.setSegment('minute', snapMinutes(entry.minute));
    }
  };
  return { onKeyDown, onFocus };
}

/** The segments as DateInput children. */
export function renderSegment(segment: Segment) {
  return <DateTimeSegment segment={segment} />;
}
