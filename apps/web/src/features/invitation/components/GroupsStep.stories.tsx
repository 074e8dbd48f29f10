import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mswHandlers } from '../../../testing/mswHandlers';
import type { InvitationRoute } from '../routes/InvitationRoute';
import { clubWithManyGroups, flowStateOf, invitationServer } from '../testing/answers';
import { invitationStories } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Invitation/Groups',
  ...invitationStories({
    flow: flowStateOf({ method: 1, step: 'groups' }),
    msw: { handlers: mswHandlers(...invitationServer()) },
  }),
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a login, a club of four groups: the tree listed inline, the link's U10 ticked. */
export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vælg grupper', level: 1 })).toBeVisible();
    const groups = canvas.getByRole('group', { name: 'Grupper' });
    await expect(within(groups).getByRole('checkbox', { name: 'U10' })).toBeChecked();
    await expect(canvas.getByText('Trin 2 af 3')).toBeVisible();
  },
};

/** Seven groups: the chosen ones named, the tree behind "Se grupper". */
export const Dialog: Story = {
  parameters: {
    flow: flowStateOf({ method: 1, step: 'groups', club: clubWithManyGroups }),
    msw: { handlers: mswHandlers(...invitationServer(clubWithManyGroups)) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Valgt: U10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se grupper' })).toBeVisible();
  },
};

/** "Se grupper" opens the tree in a dialog; "Færdig" closes it with the choice named. */
export const DialogOpen: Story = {
  tags: ['!snapshot'],
  parameters: Dialog.parameters,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Se grupper' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Grupper i Aarhus Roklub' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Senior' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Færdig' }));
    await expect(await canvas.findByText('Valgt: U10, Senior')).toBeVisible();
  },
};
