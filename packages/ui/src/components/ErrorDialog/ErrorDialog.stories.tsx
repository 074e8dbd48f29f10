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

/** A 5xx error with the Danish defaults: "Fejl 500" with Tilbage (Back). */
export const Default: Story = {};

/** Tilbage (Back; any status outside 4xx) calls `onBack` and closes the dialog. */
export const BackCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('alertdialog', { name: 'Fejl 500' })).toBeVisible();
    await expect(canvas.getByText('Noget gik galt...')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Tilbage' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A 4xx error offers Genindlæs (Reload), which calls `onReload` (the app reloads the page). */
export const ClientErrorReloads: Story = {
  args: { status: 409, message: 'Medlemmet er ændret af en anden. Hent siden igen.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('alertdialog', { name: 'Fejl 409' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tilbage' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Genindlæs' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** Translated texts come in through props: here the spec's English ones. */
export const Translated: Story = {
  args: {
    status: 502,
    title: 'Error 502',
    heading: 'Something went wrong...',
    backLabel: 'Back',
    message: 'The server is not answering right now.',
  },
};

const cases = [
  { status: 400, message: 'Ugyldig forespørgsel.' },
  { status: 404, message: 'Siden findes ikke.' },
  { status: 500, message: 'Der opstod en uventet fejl på serveren.' },
  { status: 503, message: 'Tjenesten er midlertidigt utilgængelig.' },
];

/** 4xx (Genindlæs) and 5xx (Tilbage) side by side, with the Danish defaults. */
export const Catalog: Story = {
  parameters: { overlayFrame: false },
  render: () => (
    <div className="grid grid-cols-[repeat(2,400px)] gap-6">
      {cases.map((item) => (
        <section
          key={item.status}
          aria-label={`Fejl ${item.status}`}
          className="rounded-surface border border-border bg-surface-raised text-fg shadow-overlay"
        >
          <ErrorDialogLayout
            status={item.status}
            heading="Noget gik galt..."
            message={item.message}
            reloadLabel="Genindlæs"
            backLabel="Tilbage"
            autoFocus={false}
            onReload={noop}
            onBack={noop}
          />
        </section>
      ))}
    </div>
  ),
};
