import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'UI/ErrorScreen',
  component: ErrorScreen,
  args: { message: 'Kunne ikke hente foreningens data.', isFullPage: false },
  // A page-like box for the screen (which fills its container with isFullPage false); the Catalog sets its own.
  decorators: [
    (Story, { parameters }) =>
      parameters.pageFrame === false ? (
        <Story />
      ) : (
        <div className="h-[420px] w-[640px] overflow-hidden rounded-surface border border-border">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A support contact as a mailto link, with a label of its own. */
export const WithSupport: Story = {
  args: { supportEmail: 'support@klubhus.dk', supportLabel: 'Skriv til support' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skriv til support' })).toHaveAttribute(
      'href',
      'mailto:support@klubhus.dk',
    );
  },
};

/** With `onReload` the link calls the app (keyboard: Tab, Enter); the Danish defaults. */
export const ReloadCallback: Story = {
  args: { onReload: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vi beklager, der gik noget galt' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Genindlæs siden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Without `onReload` the link is a plain link (`reloadHref`, default the same page). */
export const ReloadLink: Story = {
  args: { reloadHref: '/members' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Genindlæs siden' })).toHaveAttribute('href', '/members');
  },
};

/** Translated texts come in through props: here the spec's English ones. */
export const Translated: Story = {
  args: {
    title: 'We are sorry, something went wrong',
    message: 'Could not load the club data.',
    reloadLabel: 'Reload the page',
    supportIntro: 'If the problem continues, contact support:',
    supportEmail: 'support@klubhus.dk',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'We are sorry, something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toBeVisible();
    await expect(canvas.getByText('If the problem continues, contact support:', { exact: false })).toBeVisible();
  },
};

/** Without a message, and with everything, in the Danish defaults. */
export const Catalog: Story = {
  parameters: { pageFrame: false },
  render: () => (
    <div className="grid w-[800px] grid-cols-2 gap-4">
      <div className="h-[300px] overflow-hidden rounded-surface border border-border">
        <ErrorScreen isFullPage={false} />
      </div>
      <div className="h-[300px] overflow-hidden rounded-surface border border-border">
        <ErrorScreen
          isFullPage={false}
          message="Kunne ikke hente foreningens data."
          supportEmail="support@klubhus.dk"
        />
      </div>
    </div>
  ),
};
