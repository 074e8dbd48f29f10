import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failure, pending } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { membersAnswers } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Members/Create member',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    // The members screen behind the modal fits its table to the window.
    fitsWindow: true,
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);
const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...membersAnswers, ...answers) },
});

const openCreate = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => {
  await canvas.findByText(/^Medlemmer: \d+$/);
  await userEvent.click(await canvas.findByRole('button', { name: 'Opret medlem' }));
  return body().findByRole('dialog', { name: 'Opret medlem' });
};

/** Fills the required fields and presses "Opret". */
const submit = async (dialog: HTMLElement, userEvent: Context['userEvent']) => {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^Fornavn/ }), 'Karla');
  await userEvent.type(form.getByRole('textbox', { name: /^Efternavn/ }), 'Holm');
  await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'karla@example.dk');
  await userEvent.type(form.getByRole('textbox', { name: /^Postnr/ }), '8000');
  await userEvent.click(form.getByRole('button', { name: 'Opret' }));
};

/** Step 1: the form — names, e-mail and zip required, the rest optional, and the administrator's note. */
export const Form: Story = {
  play: async (context) => {
    const dialog = await openCreate(context);
    await within(dialog).findByText('Trin 1 af 2');
    await expect(within(dialog).getByRole('textbox', { name: /^Fornavn/ })).toBeRequired();
  },
};

/** On a group's list, the new member goes into that group, and the form says so. */
export const IntoGroup: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=5&key=firstName&direction=asc' },
  play: async (context) => {
    const dialog = await openCreate(context);
    await within(dialog).findByText(/^Medlemmet kommer i gruppen U11 piger/);
  },
};

/** "Opret" with nothing filled in: the required fields say so, nothing is sent. */
export const Invalid: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await openCreate(context);
    await context.userEvent.type(within(dialog).getByRole('textbox', { name: /^Telefon/ }), '1234');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    await expect(await within(dialog).findAllByText('Skal udfyldes')).toHaveLength(4);
    await within(dialog).findByText('Skal være på 8 cifre');
  },
};

/** An e-mail an active member of the club has: the server's refusal under the e-mail. */
export const EmailInUse: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.importUsers, 409, {
      message: 'Denne e-mail er allerede i brug',
      code: 'emailInUse',
      field: 'members.0.email',
    }),
  ),
  play: async (context) => {
    const dialog = await openCreate(context);
    await submit(dialog, context.userEvent);
    await within(dialog).findByText('Denne e-mail er allerede i brug');
    await expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the member is created: the button spins. */
export const Creating: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.importUsers)),
  play: async (context) => {
    const dialog = await openCreate(context);
    await submit(dialog, context.userEvent);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Opret' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** Step 2: the member exists; the invitation now or later. */
export const SendNowOrLater: Story = {
  play: async (context) => {
    const dialog = await openCreate(context);
    await submit(dialog, context.userEvent);
    const step = await body().findByRole('dialog', { name: 'Send invitation' });
    await within(step).findByText('Karla Holm er oprettet');
    await expect(within(step).getByRole('button', { name: 'Send nu' })).toHaveFocus();
  },
};

/** "Send nu" while the mail is being sent. */
export const Sending: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.sendWelcomeMails)),
  play: async (context) => {
    const dialog = await openCreate(context);
    await submit(dialog, context.userEvent);
    const step = await body().findByRole('dialog', { name: 'Send invitation' });
    await context.userEvent.click(within(step).getByRole('button', { name: 'Send nu' }));
    await waitFor(() =>
      expect(within(step).getByRole('button', { name: 'Send nu' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** Sent: the modal closed, and the screen says so. */
export const Sent: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await openCreate(context);
    await submit(dialog, context.userEvent);
    const step = await body().findByRole('dialog', { name: 'Send invitation' });
    await context.userEvent.click(within(step).getByRole('button', { name: 'Send nu' }));
    await context.canvas.findByText('Karla Holm er oprettet, og invitationen er sendt til karla@example.dk');
  },
};
