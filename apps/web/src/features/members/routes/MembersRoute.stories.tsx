import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { membersAnswers } from '../testing/answers';
import { MembersRoute } from './MembersRoute';

const meta = {
  title: 'Web/Members/Members',
  component: MembersRoute,
  decorators: [
    (Story, { parameters }) => (
      <ScreenProviders
        path={(parameters.path as string | undefined) ?? '/members?group=all&key=firstName&direction=asc'}
        session={signedInSession}
      >
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The first page is in: its first row's name is shown. */
const loaded = (canvas: Canvas) => canvas.findByText('Medlemmer: 150');

/**
 * An administrator's list of all members sorted by first name: the group tree in two columns, active,
 * invited (orange) and never invited (red) members, and the role badges.
 */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await canvas.findAllByText('Inviteret');
    await canvas.findAllByText('Ikke inviteret');
    // The groups arrive on their own; the picture waits for the whole menu.
    await canvas.findByRole('link', { name: /^Veteran/ });
    await expect(canvas.getByRole('link', { name: /^Alle/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** One group, sorted by surname descending: the group is highlighted, the header shows the sort. */
export const GroupSortedBySurname: Story = {
  parameters: { path: '/members?group=2&key=surname&direction=desc' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^Medlemmer: \d+$/);
    await expect(await canvas.findByRole('link', { name: /^Senior/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('columnheader', { name: /Efternavn/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A group leader: only the groups they lead, with everyone and those in no group. */
export const GroupLeader: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(...membersAnswers, answer(contract.clubOverview, [{ ...sampleClub, memberType: 3 }])),
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await canvas.findByRole('link', { name: /^U11 piger/ });
    await expect(canvas.queryByRole('link', { name: /^U11 drenge/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Inaktive/ })).toBeNull();
  },
};

/** No member matches the filter. */
export const Empty: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        answer(contract.memberOverview, {
          members: [],
          totalCount: 0,
          counts: { pendingRequests: 0, inactive: 0, clubRequests: 0 },
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen medlemmer matcher');
  },
};

/** The list could not be loaded: the table says so and offers "Prøv igen". */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(...membersAnswers, failure(contract.memberOverview, 500, 'Database unavailable')) },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Medlemmerne kunne ikke hentes.');
    await canvas.findByRole('button', { name: 'Prøv igen' });
  },
};

/** "Ny gruppe": a name is required, so "Opret" waits for one. */
export const NewGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ny gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ny gruppe' });
    await expect(within(dialog).getByRole('button', { name: 'Opret' })).toBeDisabled();
  },
};

/** The club has as many groups as it may: the server's refusal shows under the name, the dialog stays. */
export const TooManyGroups: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        failure(contract.groupAdd, 409, {
          message: 'Foreningen har nået det højeste antal grupper',
          code: 'tooManyGroups',
          field: 'title',
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ny gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ny gruppe' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Navn/ }), 'U15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    await within(dialog).findByText('Foreningen har nået det højeste antal grupper');
  },
};

/** Deleting the listed group (and its subgroups) asks "Er du sikker?" first. */
export const DeleteGroup: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=3&key=firstName&direction=asc' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Slet gruppe' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(dialog).findByText('U11 slettes med alle sine undergrupper. Medlemmerne bliver i foreningen.');
  },
};

/** "Rediger gruppe": the listed group's title, member limit and visibility. */
export const EditGroup: Story = {
  parameters: { path: '/members?group=2&key=firstName&direction=asc' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rediger gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rediger Senior' });
    await expect(within(dialog).getByRole('textbox', { name: /^Navn/ })).toHaveValue('Senior');
  },
};

/** A limit below the group's members: "For mange medlemmer" under the field, the dialog kept open. */
export const TooManyMembers: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: '/members?group=2&key=firstName&direction=asc',
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        failure(contract.groupEdit, 409, { message: 'For mange medlemmer', code: 'tooManyMembers', field: 'maxUsers' }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rediger gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rediger Senior' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Maks antal medlemmer/ }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await within(dialog).findByText('For mange medlemmer');
  },
};
