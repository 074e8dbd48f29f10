import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { DateTimePicker, type DateTimePickerHandle, type DateTimePickerProps } from './DateTimePicker';
import { formatDateTime } from './dateTime';

/** A fixed "now" (Friday 14 March 2025, 10:20): the default value is 14-03-2025 11:00. */
const now = new CalendarDateTime(2025, 3, 14, 10, 20);
const yesterday = new CalendarDateTime(2025, 3, 13, 0, 0);

const meta = {
  title: 'UI/DateTimePicker',
  component: DateTimePicker,
  args: { now, onChange: fn() },
  // Danish as in the app; the EnglishLocale story shows the format does not depend on it.
  decorators: [
    withPopoverFrame,
    (Story) => (
      <I18nProvider locale="da-DK">
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: { frame: { width: 360, height: 440 } },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's text as the user sees it: the segments and our separators (RAC's literals dropped). */
function fieldText(canvasElement: HTMLElement, label = 'Dato og tid'): string {
  const [group] = within(canvasElement).getAllByRole('group', { name: label });
  if (!group) throw new Error(`no group named ${label}`);
  return Array.from(group.querySelectorAll('[role="spinbutton"], [aria-hidden="true"]'))
    .filter((element) => element.closest('button') === null)
    .map((element) => element.textContent ?? '')
    .join('');
}

function minuteSegment(canvasElement: HTMLElement) {
  const segments = within(canvasElement).getAllByRole('spinbutton');
  const minute = segments[4];
  if (!minute) throw new Error('no minute segment');
  return minute;
}

/** Rule: without a value the picker starts at the next full hour after `now` (10:20 → 11:00). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('14-03-2025 11:00');
  },
};

/** Rule: the next full hour crosses midnight and the year end (31-12-2025 23:40 → 01-01-2026 00:00). */
export const DefaultAcrossMidnight: Story = {
  args: { now: new CalendarDateTime(2025, 12, 31, 23, 40) },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('01-01-2026 00:00');
  },
};

/** Rule: the text is DD-MM-YYYY HH:mm — leading zeros, 24-hour clock, "-" between date parts. */
export const WithValue: Story = {
  args: { defaultValue: new CalendarDateTime(2025, 3, 4, 9, 5) },
  play: async ({ canvas, canvasElement }) => {
    const text = fieldText(canvasElement);
    await expect(text).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect(text).toBe('04-03-2025 09:05');
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.textContent);
    await expect(segments).toEqual(['04', '03', '2025', '09', '05']);
  },
};

/** An afternoon time shows the 24-hour clock. */
export const Afternoon: Story = {
  args: { defaultValue: new CalendarDateTime(2025, 12, 24, 18, 30) },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('24-12-2025 18:30');
  },
};

/** Rule: Arrow Up/Down on the minutes step by 5 (00 → 05 → 00 → 55), cycling within the hour. */
export const MinuteArrowSteps: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const minute = minuteSegment(canvasElement);
    await userEvent.click(minute);
    await expect(minute).toHaveTextContent('00');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(minute).toHaveTextContent('05'));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 3, 14, 11, 5));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(minute).toHaveTextContent('15'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(minute).toHaveTextContent('55'));
    await expect(fieldText(canvasElement)).toBe('14-03-2025 11:55');
    await expect(minute).toHaveAttribute('aria-valuenow', '55');
  },
};

/** Rule: a typed minute snaps to the nearest multiple of 5 (7 → 05, 13 → 15, 58 → 55). */
export const TypedMinuteSnaps: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const minute = minuteSegment(canvasElement);
    await userEvent.click(minute);
    await userEvent.keyboard('7');
    await waitFor(() => expect(minute).toHaveTextContent('05'));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 3, 14, 11, 5));
    // One Backspace clears "05" (a second would move to the hour).
    await userEvent.keyboard('{Backspace}13');
    await waitFor(() => expect(minute).toHaveTextContent('15'));
    await userEvent.keyboard('{Backspace}58');
    await waitFor(() => expect(minute).toHaveTextContent('55'));
    await expect(fieldText(canvasElement)).toBe('14-03-2025 11:55');
    for (const [value] of (args.onChange as ReturnType<typeof fn>).mock.calls) {
      await expect((value as CalendarDateTime).minute % 5).toBe(0);
    }
  },
};

/** Typing a whole date and time, segment by segment: the field moves on after each full segment. */
export const TypeWholeValue: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('24122025');
    await userEvent.keyboard('1830');
    await expect(fieldText(canvasElement)).toBe('24-12-2025 18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 12, 24, 18, 30));
  },
};

/**
 * Rule: "not before yesterday". Days before yesterday are disabled in the calendar (clicking one does
 * nothing), and typing one shows the error.
 */
export const MinYesterday: Story = {
  args: { minValue: yesterday },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Vælg dato/ }));
    const dialog = await canvas.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    const dayBefore = within(grid).getByText('12');
    await expect(dayBefore.closest('[role="gridcell"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('13').closest('[role="gridcell"]')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dayBefore);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(canvas.queryByText('Vælg et tidspunkt inden for det tilladte')).not.toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('12');
    await expect(fieldText(canvasElement)).toBe('12-03-2025 11:00');
    const error = await canvas.findByText('Vælg et tidspunkt inden for det tilladte');
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('spinbutton')[0]!.getAttribute('aria-describedby')).toContain(error.id);
  },
};

/** The calendar popover, open (the play function opens it): the chosen day and today (from `now`). */
export const CalendarOpen: Story = {
  args: { defaultValue: new CalendarDateTime(2025, 3, 18, 14, 30), minValue: yesterday },
  play: async ({ canvas }) => {
    await canvas.getByRole('button', { name: /^Vælg dato/ }).click();
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('grid')).toContainElement(document.activeElement as HTMLElement),
    );
  },
};

/**
 * Keyboard: the button (named "Vælg dato" plus the field's label, as RAC composes it) opens the
 * calendar, arrows move, Enter picks the day and keeps the time, and focus returns to the button.
 */
export const CalendarKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Vælg dato/ });
    await expect(button).toHaveAccessibleName('Vælg dato Dato og tid');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('grid')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(fieldText(canvasElement)).toBe('22-03-2025 11:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 3, 22, 11, 0));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Escape closes the calendar without a change; focus returns to the button. */
export const CalendarEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Vælg dato/ });
    await userEvent.click(button);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the parent keeps the value and shows it with `formatDateTime`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<CalendarDateTime | null>(new CalendarDateTime(2025, 6, 1, 9, 0));
    return (
      <div className="flex flex-col gap-2">
        <DateTimePicker {...args} value={value} onChange={setValue} />
        <output className="text-sm text-fg-muted">Valgt: {formatDateTime(value)}</output>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(minuteSegment(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Valgt: 01-06-2025 09:55')).toBeInTheDocument();
  },
};

/**
 * The minute's other keys go through RAC and are snapped when committed: Page Up adds 15, End gives 59
 * → 55, Home 00.
 */
export const MinuteOtherKeys: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const minute = minuteSegment(canvasElement);
    await userEvent.click(minute);
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(minute).toHaveTextContent('15'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(minute).toHaveTextContent('55'));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 3, 14, 11, 55));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(minute).toHaveTextContent('00'));
  },
};

/** `ref.focus()` (react-hook-form's focus on the first error) focuses the day. */
export const FocusByRef: Story = {
  render: function Render(args) {
    const picker = useRef<DateTimePickerHandle>(null);
    return (
      <div className="flex flex-col items-start gap-2">
        <DateTimePicker {...args} ref={picker} />
        <button type="button" className="text-sm text-brand-soft-fg underline" onClick={() => picker.current?.focus()}>
          Gå til feltet
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gå til feltet' }));
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
  },
};

/** Keyboard between segments: Tab moves from the day to the month, Arrow Up changes the focused one. */
export const KeyboardSegments: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const [day, month] = canvas.getAllByRole('spinbutton');
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(month).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(fieldText(canvasElement)).toBe('14-04-2025 11:00');
  },
};

/** In an English page the format stays DD-MM-YYYY HH:mm; the calendar speaks English. */
export const EnglishLocale: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <Story />
      </I18nProvider>
    ),
  ],
  args: { label: 'Date and time', calendarButtonLabel: 'Choose date' },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement, 'Date and time')).toBe('14-03-2025 11:00');
  },
};

const states: { name: string; props: Partial<DateTimePickerProps> }[] = [
  { name: 'standard', props: {} },
  { name: 'tom', props: { defaultValue: null } },
  { name: 'påkrævet', props: { isRequired: true, description: 'Hvornår starter aktiviteten?' } },
  { name: 'uden for', props: { minValue: yesterday, defaultValue: new CalendarDateTime(2025, 3, 1, 8, 0) } },
  { name: 'fejl', props: { errorMessage: 'Feltet skal udfyldes' } },
  { name: 'skrivebeskyttet', props: { isReadOnly: true } },
  { name: 'deaktiveret', props: { isDisabled: true } },
];

/** Every state (closed): the screenshot that guards the look. The open calendar is `CalendarOpen`. */
export const Catalog: Story = {
  parameters: { frame: { width: 640, height: 400 } },
  render: (args) => (
    <div className="grid w-[38rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <DateTimePicker key={state.name} {...args} label={`Dato og tid (${state.name})`} {...state.props} />
      ))}
    </div>
  ),
};
