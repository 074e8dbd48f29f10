import { contract, participationRefusals } from '@klubhus/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { activitiesAnswers, detailOf, participantsAnswer, sampleMatchDetail } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { ActivityParticipants } from './ActivityParticipants';

/** The section as the detail modal holds it: the modal body's width, on a surface. */
const detailBox: Decorator = (Story) => (
  <div className="w-full max-w-2xl rounded-surface bg-surface p-6 text-fg">
    <Story />
  </div>
);

const meta = {
  title: 'Web/Activities/Participants',
  component: ActivityParticipants,
  decorators: [detailBox, activitiesDecorator],
  args: { clubId: sampleClub.clubId, activity: sampleMatchDetail },
  parameters: { msw: { handlers: mswHandlers(...activitiesAnswers) } },
} satisfies Meta<typeof ActivityParticipants>;

export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...activitiesAnswers, ...answers) },
});
const body = () => within(document.body);
/** The rows of a list once in. */
const rows = async (canvas: ReturnType<typeof within>, list = 'Deltagere') =>
  within(await canvas.findByRole('list', { name: list })).getAllByRole('listitem');

/** A crowded match: 60 attending, 25 shown at a time. */
const crowded = detailOf(
  { ...sampleMatchDetail, invitedCount: 70, participatingCount: 60, limit: null },
  { groups: sampleMatchDetail.groups },
);
/** Nobody invited yet. */
const empty = detailOf({ ...sampleMatchDetail, invitedCount: 0, participatingCount: 0, participationPercentage: 0 });

/**
 * The match as an administrator sees it: the first four attending and '+ 8 flere', the counts and the limit, the
 * invited group, 'Invitér', and the attending list with its move and remove buttons (none for one who left the club).
 */
export const Attending: Story = {
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(12);
    await canvas.findByRole('button', { name: 'Flyt Alma Andersen til Afbud' });
    await expect(canvas.getByRole('group', { name: 'Deltagere: 12' })).toHaveTextContent('+ 8 flere');
  },
};

/** The invited list: the members invited one by one among those through the group. */
export const Invited: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: /^Inviterede/ }));
    await expect(await rows(canvas, 'Inviterede')).toHaveLength(25);
    await canvas.findByRole('button', { name: 'Flyt Ida Ærø til Deltagere' });
  },
};

/** A group leader (or with the flag off): no move buttons. */
export const GroupLeader: Story = {
  tags: ['!snapshot'],
  parameters: handlers(answer(contract.clubOverview, [{ ...sampleClub, memberType: 3 }])),
  play: async ({ canvas }) => {
    await rows(canvas);
    await canvas.findAllByRole('button', { name: /^Fjern / });
    await expect(canvas.queryByRole('button', { name: /^Flyt / })).toBeNull();
  },
};

/** Who may not edit the activity: the lists alone, no 'Invitér', nothing to remove. */
export const ReadOnly: Story = {
  tags: ['!snapshot'],
  args: { activity: { ...sampleMatchDetail, canEdit: false } },
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(canvas.queryByRole('button', { name: 'Invitér' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Fjern / })).toBeNull();
  },
};

/** Nobody invited: the empty preview, no groups, the empty list's words. */
export const Empty: Story = {
  args: { activity: empty },
  parameters: handlers(participantsAnswer([empty])),
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen har meldt sig til endnu.');
    await expect(canvas.getByText('Ingen grupper er inviteret.')).toBeVisible();
  },
};

/** A long list: the first 25, 'Vis flere' and how many are shown; the next page on a press. */
export const Paged: Story = {
  tags: ['!snapshot'],
  args: { activity: crowded },
  parameters: handlers(participantsAnswer([crowded])),
  play: async ({ canvas, userEvent }) => {
    await expect(await rows(canvas)).toHaveLength(25);
    await canvas.findByText('Viser 25 af 60');
    await userEvent.click(canvas.getByRole('button', { name: 'Vis flere' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(50));
  },
};

/** The search asks the server for the names that match. */
export const Search: Story = {
  tags: ['!snapshot'],
  args: { activity: crowded },
  parameters: handlers(participantsAnswer([crowded])),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Søg efter deltager' }), 'alma');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(4));
  },
};

/** A move: the person goes to the other list, and the line under the groups says so. */
export const Move: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    // The buttons come with the caller's role (the club list).
    await userEvent.click(await canvas.findByRole('button', { name: 'Flyt Alma Andersen til Afbud' }));
    await canvas.findByText('Alma Andersen er flyttet til Afbud.');
  },
};

/** A move past the limit: 409 activityFull, in words. */
export const Full: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.moveParticipant, 409, participationRefusals.activityFull)),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: /^Inviterede/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Flyt Ida Ærø til Deltagere' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Der er ikke flere pladser på aktiviteten');
  },
};

/** 'Fjern' on a member invited through a group: 'Kan ikke fjerne medlem', and why (§8). */
export const CannotRemove: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern Alma Andersen' }));
    const dialog = await body().findByRole('dialog', { name: 'Kan ikke fjerne medlem' });
    await expect(dialog).toHaveTextContent('kan ikke fjernes alene');
  },
};

/** 'Fjern' on someone attending asks first. */
export const RemoveAttending: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern Anders Andersen' }));
    await body().findByRole('alertdialog', { name: 'Fjern en deltager?' });
  },
};

/** Removing a group: confirmed, with the choice of what becomes of those attending. */
export const RemoveGroup: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern gruppen Senior' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Fjern gruppen Senior?' });
    await expect(within(dialog).getByRole('radio', { name: 'Behold dem på aktiviteten' })).toBeChecked();
  },
};

/** The list on its way. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.activityParticipants)),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter listen Deltagere' });
  },
};

/** No access to the list (403). */
export const NoAccess: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.activityParticipants, 403, participationRefusals.participantsHidden)),
  play: async ({ canvas }) => {
    await canvas.findByText('Du har ikke adgang til deltagerlisten.');
  },
};

/** The list failed: a retry. */
export const Failed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.activityParticipants, 500, 'Database unavailable')),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Prøv igen' })).toBeVisible();
  },
};
