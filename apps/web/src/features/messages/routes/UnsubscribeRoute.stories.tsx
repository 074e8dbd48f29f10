import { contract, messageRefusals } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { messagesAnswers, sampleToken } from '../testing/answers';
import { UnsubscribeRoute } from './UnsubscribeRoute';

const meta = {
  title: 'Web/Messages/Unsubscribe',
  component: UnsubscribeRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path={`/unsubscribe?token=${sampleToken}`}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...messagesAnswers) } },
} satisfies Meta<typeof UnsubscribeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the club, and the one button that unsubscribes (nothing changes on load). */
export const Ask: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Afmeld beskeder fra Aarhus Roklub på mail' });
  },
};

/** Unsubscribed: the confirmation, and 'Tilmeld igen'. */
export const Unsubscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Afmeld/ }));
    await canvas.findByText('Du får ikke længere beskeder fra Aarhus Roklub på mail.');
    await expect(canvas.getByRole('button', { name: 'Tilmeld igen' })).toBeVisible();
  },
};

/** A link that is not valid. */
export const InvalidLink: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...messagesAnswers,
        failure(contract.messageMailChoice, 404, messageRefusals.unsubscribeLinkInvalid),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Linket er ikke gyldigt');
  },
};

/** Already unsubscribed when the link is opened again. */
export const AlreadyOff: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...messagesAnswers,
        answer(contract.messageMailChoice, { club: 'Aarhus Roklub', subscribed: false }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Tilmeld igen' });
  },
};
