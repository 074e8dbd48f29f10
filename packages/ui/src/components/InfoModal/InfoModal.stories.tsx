import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { OverlayStoryFrame } from '../../internal/overlayStoryFrame';
import { Button } from '../Button';
import { InfoModal, InfoModalLayout } from './InfoModal';

const noop = () => {};

const meta = {
  title: 'UI/InfoModal',
  component: InfoModal,
  args: {
    title: 'Invitationen er sendt',
    children: 'Vi har sendt en mail til de 12 nye medlemmer med et link til foreningen.',
    defaultOpen: true,
    onClose: fn(),
    onOpenChange: fn(),
  },
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
} satisfies Meta<typeof InfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a title the message names the dialog. */
export const MessageOnly: Story = {
  args: { title: undefined, children: 'Gruppen er fuld. Der kan højst være 30 medlemmer.' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('dialog', { name: 'Gruppen er fuld. Der kan højst være 30 medlemmer.' }),
    ).toBeVisible();
  },
};

/** Ok has the focus; pressing it closes the modal and calls `onClose`. */
export const OkCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const ok = canvas.getByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes it too, and the focus goes back to what opened it. */
export const EscapeReturnsFocus: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Send invitationer</Button>
      <InfoModal {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Send invitationer' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With and without a title, side by side. */
export const Catalog: Story = {
  parameters: { overlayFrame: false },
  render: () => (
    <div className="grid grid-cols-[repeat(2,400px)] gap-6">
      <section
        aria-label="Med titel"
        className="rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
      >
        <InfoModalLayout title="Invitationen er sendt" okLabel="Ok" autoFocus={false} onOk={noop}>
          Vi har sendt en mail til de 12 nye medlemmer.
        </InfoModalLayout>
      </section>
      <section
        aria-label="Kun besked"
        className="rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
      >
        <InfoModalLayout okLabel="Ok" autoFocus={false} onOk={noop}>
          Gruppen er fuld. Der kan højst være 30 medlemmer.
        </InfoModalLayout>
      </section>
    </div>
  ),
};
