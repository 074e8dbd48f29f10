import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { OverlayStoryFrame } from '../../internal/overlayStoryFrame';
import { Button } from '../Button';
import { Modal, ModalLayout } from './Modal';

const noop = () => {};

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Rediger gruppe',
    children: <p>Gruppen har 24 medlemmer og 2 ledere. Ændringer gælder fra i dag.</p>,
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['default', 'small', 'xsmall'] } },
  decorators: [
    (Story, { parameters }) =>
      parameters.overlayFrame === false ? (
        <Story />
      ) : (
        <OverlayStoryFrame {...(parameters.overlayFrame as object | undefined)}>
          <Story />
        </OverlayStoryFrame>
      ),
  ],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <Button variant="secondary">Annuller</Button>
    <Button>Gem</Button>
  </>
);

export const Default: Story = {};

/** With `onBack` the header gets a back button (named "Tilbage"), for modals with steps. */
export const WithBack: Story = {
  args: { onBack: fn(), title: 'Trin 2 af 3: Grupper' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tilbage' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Actions in a footer under the body. */
export const WithFooter: Story = { args: { footer } };

/** The 400 px modal. */
export const Small: Story = { args: { size: 'small', title: 'Flyt medlem', footer } };

/** The 350 px modal. */
export const XSmall: Story = { args: { size: 'xsmall', title: 'Ny undergruppe', footer } };

/** Long content scrolls inside the body while the header and footer stay; the scrolling body is a tab stop. */
export const LongContent: Story = {
  args: {
    title: 'Databehandlingspolitik',
    footer,
    children: (
      <div className="space-y-3">
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            Afsnit {index + 1}. Foreningen behandler medlemmernes oplysninger for at kunne administrere medlemskab,
            kontingent og kommunikation.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Databehandlingspolitik' });
    const body = canvas.getByText(/^Afsnit 1\./).parentElement?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(heading).toBeVisible();
  },
};

/** The close icon button ("Luk") closes the modal. */
export const CloseButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Luk' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Keyboard only: open from the trigger, Tab cycles inside the modal (never reaching the page behind),
 * Escape closes it and the focus is back on the trigger.
 */
export const KeyboardFocusTrap: Story = {
  args: { defaultOpen: undefined, onBack: fn(), footer },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Rediger gruppe</Button>
      <Button variant="secondary">Anden knap på siden</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rediger gruppe' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Rediger gruppe' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const stops = ['Tilbage', 'Luk', 'Annuller', 'Gem', 'Tilbage', 'Luk'];
    for (const name of stops) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Tilbage' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Gem' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with `isOpen`: Escape asks to close through `onOpenChange(false)`. */
export const EscapeCloses: Story = {
  args: { defaultOpen: undefined, isOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The modal's inside at the three widths, with and without back button and footer, side by side. */
export const Catalog: Story = {
  parameters: { overlayFrame: false },
  render: () => (
    <div className="flex flex-col items-start gap-6">
      <div className="w-[500px]">
        <Panel title="Standard (500–1400 px)" hasFooter />
      </div>
      <div className="flex items-start gap-6">
        <div className="w-[400px]">
          <Panel title="Lille (400 px)" hasBack hasFooter />
        </div>
        <div className="w-[350px]">
          <Panel title="Mindste (350 px)" hasBack />
        </div>
      </div>
    </div>
  ),
};

function Panel({
  title,
  hasBack = false,
  hasFooter = false,
}: {
  title: string;
  hasBack?: boolean;
  hasFooter?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
    >
      <ModalLayout
        title={title}
        onBack={hasBack ? noop : undefined}
        backLabel="Tilbage"
        closeLabel="Luk"
        onClose={noop}
        footer={hasFooter ? footer : undefined}
      >
        <p>Gruppen har 24 medlemmer og 2 ledere.</p>
      </ModalLayout>
    </section>
  );
}
