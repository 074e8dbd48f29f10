import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OverlayStoryFrame } from '../../internal/overlayStoryFrame';
import { ErrorDialog, ErrorDialogLayout } from './ErrorDialog';

const noop = () => {};

const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDialog,
  args: {
    status: 500,
    message: 'Der opstod en uventet fejl på serveren.',
    defaultOpen: true,
    onReload: fn(),
    onBack: fn(),
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
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 5xx error: "Error 500" with Back. */
export const Default: Story = {};

/** Back (any status outside 4xx) calls `onBack` and closes the dialog. */
export const BackCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('alertdialog', { name: 'Error 500' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong...')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Back' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A 4xx error offers Reload, which calls `onReload` (the app reloads the page). */
export const ClientErrorReloads: Story = {
  args: { status: 409, message: 'Medlemmet er ændret af en anden. Hent siden igen.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('alertdialog', { name: 'Error 409' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** Translated texts come in through props. */
export const Translated: Story = {
  args: {
    status: 502,
    title: 'Fejl 502',
    heading: 'Noget gik galt...',
    backLabel: 'Tilbage',
    message: 'Serveren svarer ikke lige nu.',
  },
};

const cases = [
  { status: 400, message: 'Ugyldig forespørgsel.' },
  { status: 404, message: 'Siden findes ikke.' },
  { status: 500, message: 'Der opstod en uventet fejl på serveren.' },
  { status: 503, message: 'Tjenesten er midlertidigt utilgængelig.' },
];

/** 4xx (Reload) and 5xx (Back) side by side. */
export const Catalog: Story = {
  parameters: { overlayFrame: false },
  render: () => (
    <div className="grid grid-cols-[repeat(2,400px)] gap-6">
      {cases.map((item) => (
        <section
          key={item.status}
          aria-label={`Error ${item.status}`}
          className="rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
        >
          <ErrorDialogLayout
            status={item.status}
            heading="Something went wrong..."
            message={item.message}
            reloadLabel="Reload"
            backLabel="Back"
            autoFocus={false}
            onReload={noop}
            onBack={noop}
          />
        </section>
      ))}
    </div>
  ),
};
