import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Foldable, type FoldableProps } from './Foldable';

const body = (
  <p className="text-fg-muted">Vis kun medlemmer, der er aktive i mindst én gruppe, og skjul dem, der er meldt ud.</p>
);

/** The storage keys these stories use; each story that uses one starts from a clean slate. */
const KEY = 'klubhus.storybook.foldable.filters';

const clearKey = (key: string) => () => {
  localStorage.removeItem(key);
  return () => localStorage.removeItem(key);
};

const meta = {
  title: 'UI/Foldable',
  component: Foldable,
  args: { title: 'Filtre', children: body, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Foldable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the heading is the button (Enter or Space opens it). */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filtre' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Filtre' })).toContainElement(trigger);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/^Vis kun medlemmer/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** `defaultExpanded`: open when nothing is remembered. */
export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtre' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/^Vis kun medlemmer/)).toBeVisible();
  },
};

/** Mounts its `Foldable` anew when "Indlæs igen" is pressed, like a new visit to the page. */
function Remount(props: FoldableProps) {
  const [visit, setVisit] = useState(1);
  return (
    <div className="flex flex-col items-start gap-3">
      <Foldable key={visit} {...props} />
      <Button variant="secondary" size="sm" onPress={() => setVisit((count) => count + 1)}>
        Indlæs igen
      </Button>
    </div>
  );
}

/**
 * With `storageKey` the state is written to local storage on every change and read when the section
 * mounts: opened, then mounted anew, it is still open; closed, then mounted anew, it is closed.
 */
export const RememberedState: Story = {
  args: { storageKey: KEY },
  beforeEach: clearKey(KEY),
  render: (args) => <Remount {...args} />,
  play: async ({ canvas, userEvent }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Filtre' });
    const remount = canvas.getByRole('button', { name: 'Indlæs igen' });
    await expect(localStorage.getItem(KEY)).toBeNull();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger());
    await expect(localStorage.getItem(KEY)).toBe('open');
    await userEvent.click(remount);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));

    await userEvent.click(trigger());
    await expect(localStorage.getItem(KEY)).toBe('closed');
    await userEvent.click(remount);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));

    // Remembered "closed" wins over defaultExpanded; an unreadable value falls back to it.
    localStorage.setItem(KEY, 'open');
    await userEvent.click(remount);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    localStorage.setItem(KEY, '{garbage');
    await userEvent.click(remount);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A stored "closed" beats `defaultExpanded`. */
export const RememberedClosed: Story = {
  args: { storageKey: KEY, defaultExpanded: true },
  beforeEach: () => {
    localStorage.setItem(KEY, 'closed');
    return () => localStorage.removeItem(KEY);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtre' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Disabled: the heading shows, the section neither opens nor closes. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtre' })).toBeDisabled();
  },
};

/** Closed, open, disabled, and a long title, stacked. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Foldable {...args} />
      <Foldable {...args} title="Grupper" defaultExpanded />
      <Foldable {...args} title="Roller" isDisabled />
      <Foldable
        {...args}
        title="Medlemmer uden gruppe, som ikke har logget ind i de seneste tolv måneder"
        defaultExpanded
      />
    </div>
  ),
};
