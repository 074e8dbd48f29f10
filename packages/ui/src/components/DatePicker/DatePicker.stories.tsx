import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** A fixed today (Friday 14 March 2025), so that the calendar's marked day does not move. */
const today = '2025-03-14';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { today, label: 'Fra', onChange: fn() },
  decorators: [
    withPopoverFrame,
    (Story) => (
      <I18nProvider locale="da-DK">
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: { frame: { width: 360, height: 420 } },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's text as the user sees it: the segments and the separators. */
const fieldText = (canvasElement: HTMLElement, label = 'Fra') => {
  const [group] = within(canvasElement).getAllByRole('group', { name: label });
  if (!group) throw new Error(`no group named ${label}`);
  return Array.from(group.querySelectorAll('[role="spinbutton"], [aria-hidden="true"]'))
    .filter((element) => element.closest('button') === null)
    .map((element) => element.textContent ?? '')
    .join('');
};

/** Rule: the text is DD-MM-YYYY, leading zeros and "-" between the parts, whatever the language orders. */
export const WithValue: Story = {
  args: { defaultValue: '2025-03-04' },
  play: async ({ canvas, canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('04-03-2025');
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.textContent);
    await expect(segments).toEqual(['04', '03', '2025']);
  },
};

/** Empty: the parts' placeholders. */
export const Empty: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(3);
  },
};

/** Typing a whole day: the field moves on after each full part. */
export const TypeDay: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('24122025');
    await expect(fieldText(canvasElement)).toBe('24-12-2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-24');
  },
};

/** The calendar, open: the chosen day and today marked; days after `maxValue` disabled. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2025-03-10', maxValue: today },
  play: async ({ canvas }) => {
    await canvas.getByRole('button', { name: /^Vælg dato/ }).click();
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('grid')).toContainElement(document.activeElement as HTMLElement),
    );
  },
};

/** Keyboard: the button opens the calendar, arrows move, Enter picks the day, and focus returns to the button. */
export const CalendarKeyboard: Story = {
  tags: ['!snapshot'],
  args: { defaultValue: '2025-03-10' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Vælg dato/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('grid')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(fieldText(canvasElement)).toBe('18-03-2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-18');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Rule: a day after `maxValue` is invalid and says so. */
export const OutOfRange: Story = {
  args: { defaultValue: '2025-03-20', maxValue: today, rangeErrorMessage: 'Vælg en dag til og med i dag' },
  play: async ({ canvas }) => {
    await canvas.findByText('Vælg en dag til og med i dag');
  },
};

/** Two controlled fields, as a range's two ends. */
function RangeFields(props: DatePickerProps) {
  const [start, setStart] = useState<string | null>('2025-02-12');
  return (
    <div className="flex gap-3">
      <DatePicker {...props} value={start} onChange={setStart} />
      <DatePicker {...props} label="Til" value={today} />
    </div>
  );
}

/** Controlled, as a range's two ends: each field shows the value it is given. */
export const Controlled: Story = {
  tags: ['!snapshot'],
  render: (args) => <RangeFields {...args} />,
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement, 'Fra')).toBe('12-02-2025');
    await expect(fieldText(canvasElement, 'Til')).toBe('14-03-2025');
  },
};
