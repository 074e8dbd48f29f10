import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import type { InvitationRoute } from '../routes/InvitationRoute';
import { invitationServer, linkPath } from '../testing/answers';
import { invitationStories } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Invitation/Details',
  ...invitationStories({
    msw: { handlers: mswHandlers(...invitationServer()) },
  }),
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new user opens the link on a phone (method 0): the club's logo and name, who invited, step 1 of 3, the sign-up
 * form with the club's required fields and its data policy, and the way to log in instead.
 */
export const NewUser: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Opret bruger', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Fødselsdato/ })).toBeVisible();
    await expect(canvas.getByText('Inviteret af Mette Hansen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Allerede bruger? Log ind her' })).toHaveAttribute(
      'href',
      linkPath('&method=1'),
    );
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An existing user (method 1) on a desktop: e-mail, password, the data policy, "Log ind og bliv medlem". */
export const ExistingUser: Story = {
  parameters: { phone: false, layout: 'fullscreen', path: linkPath('&method=1') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log ind og bliv medlem' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Har du ikke en bruger? Opret en her' })).toBeVisible();
  },
};

/** Spec §5: without the data policy ticked, nothing is sent and the box says why. */
export const PolicyRequired: Story = {
  tags: ['!snapshot'],
  parameters: { path: linkPath('&method=1') },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'peter@jensen.dk');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'roning2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Log ind og bliv medlem' }));
    await expect(await canvas.findByText('Du skal acceptere foreningens persondatapolitik')).toBeVisible();
  },
};

/** Spec §8: a wrong password is "forkert password" on the e-mail field. */
export const WrongPassword: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: linkPath('&method=1'),
    msw: {
      handlers: mswHandlers(
        ...invitationServer(),
        failure(contract.loginPlain, 401, { message: 'forkert password', code: 'wrongPassword' }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'peter@jensen.dk');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'forkert');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jeg accepterer foreningens privatlivspolitik' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log ind og bliv medlem' }));
    await waitFor(() => expect(canvas.getByText('forkert password')).toBeVisible());
  },
};

/** With `department_requests`: the visitor asks to join, in two steps. */
export const DepartmentRequest: Story = {
  tags: ['!snapshot'],
  parameters: { flags: { department_requests: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Trin 1 af 2')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Opret bruger og send anmodning' })).toBeVisible();
  },
};
