import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { membersAnswers, sampleGroups } from '../testing/answers';
import { membersDecorator } from '../testing/storyDecorator';
import { MembersRoute } from './MembersRoute';

const meta = {
  title: 'Web/Members/Members',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    // The table reaches the window's bottom: the visual harness fits the window to the story first.
    fitsWindow: true,
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

/** Ticks the first `count` rows of the list. */
const tickRows = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, count: number) => {
  await canvas.findByText(/^Medlemmer: \d+$/);
  const boxes = (await canvas.findAllByRole('checkbox', { name: /^Vælg / })).filter(
    (box) => box.getAttribute('aria-label') !== 'Vælg alle',
  );
  for (const box of boxes.slice(0, count)) await userEvent.click(box);
  await canvas.findByText(`${count} valgt`);
};

/** Two members ticked in Senior, "Flyt til gruppe" open: the groups the user administers, Senior left out. */
export const MoveToGroup: Story = {
  parameters: { path: '/members?group=2&key=firstName&direction=asc' },
  play: async ({ canvas, userEvent }) => {
    await tickRows(canvas, userEvent, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Flyt til gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Flyt til gruppe' });
    await expect(within(dialog).getByRole('button', { name: /Gruppe/ })).toBeInTheDocument();
  },
};

/** Adding to a full group: "For mange medlemmer" under the group before anything is written, the dialog kept. */
export const AddPastTheLimit: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: '/members?group=notInGroups&key=firstName&direction=asc',
    msw: {
      handlers: mswHandlers(
        ...membersAnswers,
        answer(contract.groupOverview, [{ ...sampleGroups[1]!, maxUsers: 1, userCount: 1 }]),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tickRows(canvas, userEvent, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Tilføj til gruppe' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Tilføj til gruppe' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Gruppe/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Senior' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    await within(dialog).findByText('For mange medlemmer');
  },
};

/** "Gør til gruppeleder": the group to lead; the member stays in their other groups. */
export const MakeLeader: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await tickRows(canvas, userEvent, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Gør til leder' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Gør til gruppeleder' });
    await within(dialog).findByText(/bliver i deres andre grupper/);
  },
};

/** Removing the ticked members from the listed group asks first; they stay in the club. */
export const RemoveFromGroup: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=2&key=firstName&direction=asc' },
  play: async ({ canvas, userEvent }) => {
    await tickRows(canvas, userEvent, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern fra gruppe' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(dialog).findByText('2 fjernes fra Senior. De bliver i foreningen.');
  },
};

/** The member named by `openMember`: the member details (ADR 017), their details tab. */
export const OpenMember: Story = {
  parameters: { path: '/members?group=all&key=firstName&direction=asc&openMember=101' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Anna Andersen' });
    await within(dialog).findByText('A-0101');
    await expect(within(dialog).getByRole('tab', { name: 'Oplysninger' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A link to a member the club does not have (removed, or never there). */
export const MemberNotInList: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=all&key=firstName&direction=asc&openMember=i999' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Medlem' });
    await within(dialog).findByText(/Medlemmet findes ikke i foreningen/);
  },
};

/** "Fjern fra foreningen" for the ticked members asks first, and says it cannot be undone. */
export const RemoveFromClub: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await tickRows(canvas, userEvent, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern fra foreningen' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(dialog).findByText(/^2 fjernes fra foreningen/);
  },
};

/** A search kept in the address: the words as tokens, the list narrowed. */
export const Searched: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=all&key=firstName&direction=asc&search=anna' },
  play: async ({ canvas }) => {
    await canvas.findByText('anna');
    await canvas.findByText(/^Medlemmer: 1[0-9]$/);
  },
};
