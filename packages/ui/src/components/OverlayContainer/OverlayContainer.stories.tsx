import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { InfoModal } from '../InfoModal';
import { OverlayContainer } from './OverlayContainer';

const meta = {
  title: 'UI/OverlayContainer',
  component: OverlayContainer,
  args: {
    className: 'relative overflow-hidden rounded-surface border border-border bg-surface p-4',
    style: { width: 560, height: 360 },
    children: (
      <DialogTrigger>
        <Button>Vis besked</Button>
        <InfoModal title="Invitationen er sendt">Vi har sendt en mail til de 12 nye medlemmer.</InfoModal>
      </DialogTrigger>
    ),
  },
} satisfies Meta<typeof OverlayContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen with a button that opens a dialog. */
export const Default: Story = {};

/** The dialog opens inside the box (backdrop and all), and Escape returns focus to the button. */
export const DialogInside: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Vis besked' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Invitationen er sendt' });
    await expect(canvasElement.contains(dialog)).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};

/** Escape closes it and gives focus back. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Vis besked' });
    await userEvent.click(trigger);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // The dialog closes, then focus goes back once it has left the page.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
