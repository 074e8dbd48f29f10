import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MessagesRoute } from '../../routes/MessagesRoute';
import { messagesAnswers } from '../../testing/answers';
import { messagesDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Messages/Message wizard',
  component: MessagesRoute,
  decorators: [messagesDecorator],
  parameters: {
    layout: 'fullscreen',
    // Route state `showMessages` (the dashboard's shortcut) opens the wizard.
    state: { showMessages: true },
    msw: { handlers: mswHandlers(...messagesAnswers) },
  },
} satisfies Meta<typeof MessagesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const wizard = () => within(document.body).findByRole('dialog', { name: 'Opret besked' }, { timeout: 5000 });

/** Step 0: the template picker, title, message and 'Send til alle medlemmer' (on: one step). */
export const Content: Story = {
  play: async () => {
    const dialog = await wizard();
    await expect(within(dialog).getByRole('switch', { name: 'Send til alle medlemmer' })).toBeChecked();
  },
};

/** Step 1: the club's groups, one chosen. */
export const Groups: Story = {
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Ny træningstid');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Besked/ }), 'Vi træner tirsdag i stedet.');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Send til alle medlemmer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /U11 piger/ }));
  },
};

/** Nothing filled in: both fields say so. */
export const Required: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    await expect(await within(dialog).findAllByText('Skal udfyldes')).toHaveLength(2);
  },
};

/** A template chosen after typing: the wizard asks first. */
export const TemplateOverTypedText: Story = {
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Mit eget');
    await userEvent.click(within(dialog).getByRole('button', { name: /Skabelon/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Aflysning' }));
    await within(document.body).findByRole('alertdialog', { name: 'Brug skabelonen?' });
  },
};

/** A club without groups: no toggle, a note that the message goes to all members. */
export const NoGroups: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: mswHandlers(...messagesAnswers, answer(contract.groupOverview, [])) } },
  play: async () => {
    const dialog = await wizard();
    await within(dialog).findByText(/Foreningen har ingen grupper/);
  },
};
