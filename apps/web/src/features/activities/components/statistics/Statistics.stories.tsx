import { contract, participationRefusals } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failure, pending } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../../activity-types/testing/answers';
import { ActivitiesRoute } from '../../routes/ActivitiesRoute';
import { activitiesAnswers, statisticsAnswers } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { GroupStatistics } from './GroupStatistics';
import { MemberStatistics } from './MemberStatistics';

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...activitiesAnswers, ...answers) },
});

/**
 * Statistics by activity type: in the activity detail, and the parts the members screen shows through its slots (a
 * member's in the details' statistics tab, a group's from the group panel's 'Statistik').
 */
const meta = {
  title: 'Web/Activities/Statistics',
  component: MemberStatistics,
  decorators: [activitiesDecorator],
  // A column as wide as the member details' modal.
  render: (args) => (
    <div className="p-6 sm:w-xl">
      <MemberStatistics {...args} />
    </div>
  ),
  args: { clubId: signedInSession.clubId, userId: 7 },
  parameters: { path: '/members', ...handlers() },
} satisfies Meta<typeof MemberStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * A member's statistics: 'Fra' and 'Til' (the range the server's default covers), and a row per type, each in the
 * club's title, colours and icon ('Kamp' renamed, 'Styrketræning' its own).
 */
export const Member: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Deltagelse i aktiviteter' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await within(table).findByText('Styrketræning');
    await typeIconsDrawn(table, { least: 4 });
  },
};

/** The activity detail's statistics: the practice series up to this occurrence. */
export const InActivityDetail: Story = {
  render: () => <ActivitiesRoute />,
  parameters: { path: '/activities', state: { open: 101 } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Træning for U11' });
    const section = await within(dialog).findByRole('region', { name: 'Statistik' });
    const table = await within(section).findByRole('grid', { name: 'Statistik' });
    await typeIconsDrawn(table);
    within(section).getByRole('heading', { name: 'Statistik' }).scrollIntoView({ block: 'start' });
  },
};

/** A group's statistics, opened from the group panel's 'Statistik'. */
export const Group: Story = {
  // As tall as the modal over it: the picture is the story's box.
  render: () => (
    <div className="h-[600px] p-6">
      <GroupStatistics clubId={signedInSession.clubId} groupId={5} groupTitle="U11 piger" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Statistik' }));
    const dialog = await body().findByRole('dialog', { name: 'Statistik for U11 piger' });
    const table = await within(dialog).findByRole('grid', { name: 'Deltagelse pr. aktivitetstype' });
    await typeIconsDrawn(table, { least: 4 });
  },
};

/** A range that ends before it starts is not asked for; the field says why and the rows stay. */
export const EndBeforeStart: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('grid');
    const [, , year] = within(canvas.getByRole('group', { name: 'Til' })).getAllByRole('spinbutton');
    await userEvent.click(year!);
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByText('Slutdatoen må ikke være før startdatoen');
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** No activities in the range. */
export const Empty: Story = {
  tags: ['!snapshot'],
  parameters: handlers(...statisticsAnswers([])),
  play: async ({ canvas }) => {
    await canvas.findByText('Medlemmet var ikke inviteret til nogen aktiviteter i perioden.');
  },
};

/** On its way. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.userStatistics)),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter statistik' });
  },
};

/** A failure, with a retry. */
export const Failed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.userStatistics, 500, 'Database unavailable')),
  play: async ({ canvas }) => {
    await canvas.findByText('Statistikken kunne ikke hentes.');
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeEnabled();
  },
};

/** Not the user's to see (403). */
export const NoAccess: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.userStatistics, 403, 'Forbidden')),
  play: async ({ canvas }) => {
    await canvas.findByText('Du har ikke adgang til denne statistik.');
  },
};

/** The server refuses the range (400 statisticsRange). */
export const RangeRefused: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.userStatistics, 400, { ...participationRefusals.statisticsRange, field: 'end' }),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Perioden skal slutte efter den starter'));
  },
};
