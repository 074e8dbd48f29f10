import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { memberPage, membersAnswers } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Members/Invite',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    // The members screen behind the modal fits its table to the window.
    fitsWindow: true,
    // The inactive list: Anna Andersen and Anna Christensen (orange), Anna Hansen (red) first.
    path: '/members?group=inactive&key=firstName&direction=asc',
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

/** Ticks the first `count` rows and opens "Send invitation". */
const openInvite = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, count = 3) => {
  await canvas.findByText(/^Medlemmer: \d+$/);
  const boxes = (await canvas.findAllByRole('checkbox', { name: /^Vælg / })).filter(
    (box) => box.getAttribute('aria-label') !== 'Vælg alle',
  );
  for (const box of boxes.slice(0, count)) await userEvent.click(box);
  await canvas.findByText(`${count} valgt`);
  await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
  return body().findByRole('dialog', { name: 'Send invitationer' });
};

const send = async (dialog: HTMLElement, userEvent: Context['userEvent']) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Send invitationer' }));

/** Three inactive members ticked: one gets the first invitation, two get it again. */
export const Counts: Story = {
  play: async (context) => {
    const dialog = await openInvite(context);
    await within(dialog).findByText('Får deres første invitation');
    await within(dialog).findByText('Får invitationen igen');
  },
};

/** "Select all" of a long list: the ticked members are read first, with a progress bar. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    // The table's pages answer; the whole list's reading (pages of 200) never does.
    answer(contract.memberOverview, ({ query }) =>
      query.limit === '200' ? pending(contract.memberOverview) : memberPage(query),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^Medlemmer: \d+$/);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Vælg alle' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const dialog = await body().findByRole('dialog', { name: 'Send invitationer' });
    await within(dialog).findByRole('progressbar', { name: /Henter de valgte medlemmer/ });
  },
};

/** The ticked members could not be read: a retry. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    answer(contract.memberOverview, ({ query }) =>
      query.limit === '200' ? failure(contract.memberOverview, 500, 'Database unavailable') : memberPage(query),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^Medlemmer: \d+$/);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Vælg alle' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const dialog = await body().findByRole('dialog', { name: 'Send invitationer' });
    await within(dialog).findByText('De valgte medlemmer kunne ikke hentes.');
    await within(dialog).findByRole('button', { name: 'Prøv igen' });
  },
};

/** Only active members ticked: nobody to invite, and the button is disabled. */
export const Nobody: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=all&key=firstName&direction=asc' },
  play: async (context) => {
    const dialog = await openInvite(context, 1);
    await within(dialog).findByText('Ingen af de valgte mangler en invitation: de er allerede aktive.');
    await expect(within(dialog).getByRole('button', { name: 'Send invitationer' })).toBeDisabled();
  },
};

/** While the mails go out: the progress of the run. */
export const Sending: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.sendWelcomeMails)),
  play: async (context) => {
    const dialog = await openInvite(context);
    await send(dialog, context.userEvent);
    await within(dialog).findByRole('progressbar', { name: /Sender invitationer/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send invitationer' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** The result: one mailed, two left out — no e-mail, and mailed today — with their names. */
export const Result: Story = {
  parameters: handlers(
    answer(contract.sendWelcomeMails, { sent: [], skipped: [{ id: 'i122', reason: 'noEmail' }] }),
    answer(contract.sendWelcomeMailsAgain, { sent: ['i100'], skipped: [{ id: 'i12', reason: 'sentToday' }] }),
  ),
  play: async (context) => {
    const dialog = await openInvite(context);
    await send(dialog, context.userEvent);
    await within(dialog).findByText('Invitationer sendt: 1');
    await within(dialog).findByRole('region', { name: 'Ikke sendt: 2' });
  },
};

/** Everyone mailed. */
export const AllSent: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await openInvite(context);
    await send(dialog, context.userEvent);
    await within(dialog).findByText('Invitationer sendt: 3');
    await expect(within(dialog).queryByRole('region')).toBeNull();
  },
};

/** A refusal of the call: shown atop the modal, which stays open. */
export const Refused: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.sendWelcomeMails, 400, { message: 'For mange medlemmer valgt på én gang', code: 'tooManyIds' }),
  ),
  play: async (context) => {
    const dialog = await openInvite(context);
    await send(dialog, context.userEvent);
    await within(dialog).findByRole('alert');
    await within(dialog).findByText('For mange medlemmer valgt på én gang');
  },
};
