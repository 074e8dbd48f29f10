import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mswHandlers } from '../../../testing/mswHandlers';
import type { InvitationRoute } from '../routes/InvitationRoute';
import { flowStateOf, invitationServer, oskar } from '../testing/answers';
import { invitationStories } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Invitation/Users',
  ...invitationStories({
    flow: flowStateOf({ children: [oskar] }),
    msw: { handlers: mswHandlers(...invitationServer()) },
  }),
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After creating an account: the new member and the child they added, each with the club's groups (the link's U10
 * ticked), "Tilføj et barn", and the requests. The area's richest state, in every theme.
 */
export const WithChild: Story = {
  tags: ['themes'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hvem skal være med?', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Oskar Jensen', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Barn · Født 01-06-2015')).toBeVisible();
    const oskarsGroups = canvas.getByRole('group', { name: 'Grupper for Oskar' });
    await expect(within(oskarsGroups).getByRole('checkbox', { name: 'U10' })).toBeChecked();
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** "Tilføj et barn": the child is registered with the club and listed with its own groups. */
export const AddChild: Story = {
  tags: ['!snapshot'],
  parameters: { flow: flowStateOf() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tilføj et barn' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Fornavn/ }), 'Alma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Efternavn/ }), 'Jensen');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Fødselsdato/ }), '2018-02-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Tilføj barn' }));
    await expect(await canvas.findByRole('heading', { name: 'Alma Jensen', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Alma Jensen er tilføjet.');
  },
};
