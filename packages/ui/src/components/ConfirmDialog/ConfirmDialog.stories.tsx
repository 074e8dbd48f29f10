import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { OverlayStoryFrame } from '../../internal/overlayStoryFrame';
import { Button } from '../Button';
import { ConfirmDialog, ConfirmDialogLayout } from './ConfirmDialog';

const noop = () => {};
const after = (ms: number, outcome: 'resolve' | 'reject' = 'resolve') =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (outcome === 'resolve' ? resolve() : reject(new Error('Serverfejl'))), ms),
  );

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { defaultOpen: true, onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
  argTypes: { autoFocusButton: { control: 'inline-radio', options: ['cancel', 'confirm'] } },
  decorators: [
    (Story, { parameters }) =>
      parameters.overlayFrame === false ? (
        <Story />
      ) : (
        <OverlayStoryFrame>
          <Story />
        </OverlayStoryFrame>
      ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Er du sikker?" with Nej focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('alertdialog', { name: 'Er du sikker?' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nej' })).toHaveFocus());
  },
};

/** A line under the title says what will happen. */
export const WithMessage: Story = {
  args: { children: 'Anna Jensen fjernes fra gruppen U12 piger.' },
};

/** For deleting: the accept button is red. */
export const Destructive: Story = {
  args: {
    title: 'Slet gruppen?',
    children: 'Gruppen og dens undergrupper slettes. Det kan ikke fortrydes.',
    isDestructive: true,
  },
};

/** Escape is the same as Nej: `onCancel`, never `onConfirm`. */
export const EscapeCancels: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Tab from Nej to Ja, then Enter accepts: `onConfirm` once, the dialog closes, no `onCancel`. */
export const EnterOnJaConfirms: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nej' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** `autoFocusButton="confirm"` focuses Ja instead, for harmless confirmations. */
export const FocusOnConfirm: Story = {
  args: { autoFocusButton: 'confirm' },
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ja' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A slow action: the dialog stays open and the spinner appears on Ja after 300 ms (kept running here). */
export const SlowActionShowsSpinner: Story = {
  args: { onConfirm: fn(() => new Promise<void>(noop)) },
  play: async ({ args, canvas, userEvent }) => {
    const ja = canvas.getByRole('button', { name: 'Ja' });
    await userEvent.click(ja);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(ja).not.toHaveAttribute('data-pending');
    await waitFor(() => expect(ja).toHaveAttribute('data-pending', 'true'), { timeout: 2000 });
    // Escape and Nej do nothing while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The dialog closes when the action's promise resolves. */
export const ClosesWhenDone: Story = {
  args: { onConfirm: fn(() => after(500)) },
  play: async ({ args, canvas, userEvent }) => {
    const ja = canvas.getByRole('button', { name: 'Ja' });
    await userEvent.click(ja);
    await waitFor(() => expect(ja).toHaveAttribute('data-pending', 'true'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A fast action (50 ms) closes the dialog without the spinner ever appearing. */
export const FastActionNoFlicker: Story = {
  args: { onConfirm: fn(() => after(50)) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    let spinnerSeen = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[data-pending]')) spinnerSeen = true;
    });
    observer.observe(canvasElement, { subtree: true, attributes: true, childList: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    await expect(spinnerSeen).toBe(false);
  },
};

/** A failing action leaves the dialog open and usable; the caller shows the error. */
export const StaysOpenOnFailure: Story = {
  args: { onConfirm: fn(() => after(400, 'reject')) },
  play: async ({ args, canvas, userEvent }) => {
    const ja = canvas.getByRole('button', { name: 'Ja' });
    await userEvent.click(ja);
    await waitFor(() => expect(ja).toHaveAttribute('data-pending', 'true'));
    await waitFor(() => expect(ja).not.toHaveAttribute('data-pending'), { timeout: 3000 });
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Nej' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** From a trigger with the keyboard: focus on Nej, Escape cancels, and the focus returns to the trigger. */
export const FocusReturnsToTrigger: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Fjern fra gruppe</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fjern fra gruppe' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('alertdialog');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nej' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nej' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const panels = [
  { name: 'Standard', props: {} },
  { name: 'Med tekst', props: { children: 'Anna Jensen fjernes fra gruppen U12 piger.' } },
  { name: 'Sletning', props: { title: 'Slet gruppen?', children: 'Det kan ikke fortrydes.', isDestructive: true } },
  { name: 'Venter (efter 300 ms)', props: { isPending: true } },
];

/** The dialog's inside in its states, side by side. */
export const Catalog: Story = {
  parameters: { overlayFrame: false },
  render: () => (
    <div className="grid grid-cols-[repeat(2,400px)] gap-6">
      {panels.map((panel) => (
        <section
          key={panel.name}
          aria-label={panel.name}
          className="rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
        >
          <ConfirmDialogLayout
            title="Er du sikker?"
            confirmLabel="Ja"
            cancelLabel="Nej"
            isDestructive={false}
            isPending={false}
            onConfirm={noop}
            onCancel={noop}
            {...panel.props}
          />
        </section>
      ))}
    </div>
  ),
};
