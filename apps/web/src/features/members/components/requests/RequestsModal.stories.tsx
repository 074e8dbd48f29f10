import { contract, memberTypeOf } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { membersAnswers } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Members/Requests',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    fitsWindow: true,
    flags: { department_requests: true },
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const openRequests = async (canvas: Canvas, userEvent: UserEvent) => {
  await userEvent.click(await canvas.findByRole('button', { name: /^Anmodninger/ }));
  return within(document.body).findByRole('dialog', { name: 'Ventende anmodninger' });
};

/** An administrator's pending requests: to join a group (approve, reject) and to join the club (accept, reject). */
export const Pending: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRequests(canvas, userEvent);
    await within(dialog).findByRole('button', { name: 'Godkend Anna Andersen, Veteran' });
    await within(dialog).findByRole('button', { name: 'Optag Mikkel Sørensen' });
  },
};

/** A group leader answers their groups' requests only: no club requests. */
export const AsGroupLeader: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRequests(canvas, userEvent);
    await within(dialog).findByRole('heading', { name: 'Anmodninger om grupper' });
    await expect(within(dialog).queryByRole('heading', { name: 'Anmodninger om medlemskab' })).toBeNull();
  },
};

/** Rejecting asks first. */
export const RejectConfirmation: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRequests(canvas, userEvent);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Afvis Mikkel Sørensen' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(confirm).findByText('Mikkel Sørensens anmodning om at blive medlem af foreningen afvises.');
  },
};

/** Nobody is waiting. */
export const Empty: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        answer(contract.memberRequests, {
          groupRequestTotal: 0,
          clubRequestTotal: 0,
          groupRequests: [],
          clubRequests: [],
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRequests(canvas, userEvent);
    await within(dialog).findByText('Ingen ventende anmodninger');
  },
};
