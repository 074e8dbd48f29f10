import { contract, participationRefusals } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { sampleMatchDetail, samplePracticeDetail } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { modalBox } from '../../../../testing/modalBox';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { InviteModal } from './InviteModal';

const meta = {
  title: 'Web/Activities/Invite',
  component: InviteModal,
  decorators: [modalBox, activitiesDecorator],
  args: { clubId: sampleClub.clubId, activity: samplePracticeDetail, onClose: fn(), onInvited: fn() },
  // The club's groups and members are the wizard's: the same picker.
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...wizardAnswers) } },
} satisfies Meta<typeof InviteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (title = 'Træning for U11') => {
  const found = await within(document.body).findByRole('dialog', { name: `Invitér til ${title}` });
  await within(found).findByRole('checkbox', { name: /U11 drenge/ });
  return found;
};

/**
 * A practice of a weekly series: the club's groups and a member search, invited or attending, the mail, and 'Kun
 * denne' or 'Denne og resten af serien'.
 */
export const Series: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('radio', { name: 'Kun denne' })).toBeChecked();
    await within(modal).findByRole('row', { name: /Anna Hansen/ });
  },
};

/** Groups and a member chosen: the tokens, each removable; sent, it tells the page how many were added. */
export const Chosen: Story = {
  tags: ['!snapshot'],
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Senior/ }));
    await userEvent.type(within(modal).getByRole('textbox', { name: /Søg efter medlemmer/ }), 'Jonas');
    await userEvent.click(await within(modal).findByRole('row', { name: /Jonas Berg/ }));
    await within(modal).findByRole('button', { name: 'Fjern Jonas Berg' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Invitér' }));
    await waitFor(() => expect(args.onInvited).toHaveBeenCalled());
  },
};

/** Nothing chosen: the form asks for someone, and nothing is sent. */
export const NobodyChosen: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Invitér' }));
    await within(modal).findByText('Vælg mindst én gruppe eller ét medlem.');
  },
};

/** A single match with a limit: no series question, the places left; attending past the limit is refused (409). */
export const Full: Story = {
  tags: ['!snapshot'],
  args: { activity: sampleMatchDetail },
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...wizardAnswers,
        failure(contract.inviteToActivity, 409, participationRefusals.activityFull),
      ),
    },
  },
  play: async ({ userEvent }) => {
    const modal = await dialog('Stævne i Odense');
    await expect(within(modal).queryByRole('radio', { name: 'Kun denne' })).toBeNull();
    await within(modal).findByText('Ledige pladser: 4');
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Senior/ }));
    await userEvent.click(within(modal).getByRole('radio', { name: 'Deltager' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Invitér' }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Der er ikke flere pladser på aktiviteten');
  },
};
