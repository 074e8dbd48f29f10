import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { InvitationRoute } from '../routes/InvitationRoute';
import { flowStateOf } from '../testing/answers';
import { invitationStories } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Invitation/Download',
  ...invitationStories({
    flow: flowStateOf({ step: 'download', groupsRequested: true }),
  }),
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Du er nu medlem af" on a phone: the app's store buttons first, the browser second. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Hent appen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fortsæt i browseren' })).toBeVisible();
    await expect(canvas.getByText(/Dine anmodninger om grupper er sendt/)).toBeVisible();
  },
};

/** On a desktop: the browser first, the app for the phone as links. */
export const Desktop: Story = {
  parameters: { phone: false, layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Du kan bruge Klubhus her i browseren/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Hent appen' })).toBeVisible();
  },
};

/** With `department_requests`: the request was sent, no membership yet. */
export const RequestSent: Story = {
  tags: ['!snapshot'],
  parameters: { flow: flowStateOf({ step: 'download', membership: 'request' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Din anmodning er sendt til Aarhus Roklub' }),
    ).toBeVisible();
    await expect(canvas.getByText('Foreningen godkender din anmodning, og så bliver du medlem.')).toBeVisible();
  },
};
