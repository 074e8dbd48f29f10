import { contract, memberTypeOf } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { membersAnswers, sampleDetails } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const anna = sampleDetails('101')!;
const inactive = sampleDetails('i34')!;
const invited = sampleDetails('i12')!;
const at = (id: string) => `/members?group=all&key=firstName&direction=asc&openMember=${id}`;

const meta = {
  title: 'Web/Members/Member details',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    // The members screen behind the modal fits its table to the window.
    fitsWindow: true,
    path: at('101'),
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const member = async (name = 'Anna Andersen') => {
  const dialog = await body().findByRole('dialog', { name });
  await within(dialog).findByRole('tab', { name: 'Oplysninger' });
  return dialog;
};
const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...membersAnswers, ...answers) },
});

/** The groups tab: the groups the user administers with "Leder", and Anna's request to join Veteran. */
export const Groups: Story = {
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Grupper/ }));
    await within(dialog).findByRole('button', { name: 'Godkend Veteran' });
  },
};

/** The relations tab: Anna's child, and "Tilføj relation" with a search for another active member. */
export const Relations: Story = {
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Relationer' }));
    const form = await within(dialog).findByRole('form', { name: 'Tilføj relation' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Find medlem/ }), 'karen');
    await within(form).findAllByRole('radio', { name: /^Karen/ });
  },
};

/** The statistics come with the activities: a placeholder until then. */
export const Statistics: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Statistik' }));
    await within(dialog).findByText('Ingen statistik endnu');
  },
};

/** An inactive member (never invited): no picture, no role choice, "Send invitation" (ADR 018). */
export const InactiveMember: Story = {
  parameters: { path: at('i34') },
  play: async () => {
    const dialog = await member(`${inactive.firstName} ${inactive.surname}`);
    await within(dialog).findByText('Endnu ikke inviteret');
    await expect(within(dialog).queryByRole('button', { name: /Rolle/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

/** An invited (orange) member: "Send invitation igen". */
export const InvitedMember: Story = {
  tags: ['!snapshot'],
  parameters: { path: at('i12') },
  play: async () => {
    const dialog = await member(`${invited.firstName} ${invited.surname}`);
    await expect(within(dialog).getByRole('button', { name: 'Send invitation igen' })).toBeEnabled();
  },
};

/** Sent: the button is disabled and says the invitation can be sent again tomorrow. */
export const InvitationSent: Story = {
  parameters: { path: at('i12') },
  play: async ({ userEvent }) => {
    const dialog = await member(`${invited.firstName} ${invited.surname}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation igen' }));
    await expect(await within(dialog).findByRole('button', { name: 'Invitation sendt' })).toBeDisabled();
    await within(dialog).findByText('Invitationen er sendt og kan sendes igen i morgen');
  },
};

/** Mailed earlier today: disabled as the member opens (spec §4, a Copenhagen day). */
export const SentToday: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: at('i12'),
    ...handlers(
      answer(contract.memberDetails, () => ({ ...invited, emailLastSent: new Date().toISOString().slice(0, 16) })),
    ),
  },
  play: async () => {
    const dialog = await member(`${invited.firstName} ${invited.surname}`);
    await expect(within(dialog).getByRole('button', { name: 'Invitation sendt' })).toBeDisabled();
    await within(dialog).findByText('Invitationen er sendt og kan sendes igen i morgen');
  },
};

/** The server says the member was mailed today (409 sentToday): the same disabled button. */
export const SentTodayRefused: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: at('i12'),
    ...handlers(
      failure(contract.sendWelcomeMailsAgain, 409, {
        message: 'Invitationen er sendt og kan sendes igen i morgen',
        code: 'sentToday',
      }),
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await member(`${invited.firstName} ${invited.surname}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation igen' }));
    await expect(await within(dialog).findByRole('button', { name: 'Invitation sendt' })).toBeDisabled();
  },
};

/** A never-invited member without an e-mail: nothing to send to, and how to add one. */
export const InvitationWithoutEmail: Story = {
  tags: ['!snapshot'],
  parameters: { path: at('i34'), ...handlers(answer(contract.memberDetails, { ...inactive, email: null })) },
  play: async () => {
    const dialog = await member(`${inactive.firstName} ${inactive.surname}`);
    await expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await within(dialog).findByText(/^Medlemmet har ingen email/);
  },
};

/** A group leader reads the details: the role is a badge, and there is nothing to edit or remove. */
export const AsGroupLeader: Story = {
  parameters: handlers(answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }])),
  play: async () => {
    const dialog = await member();
    await expect(within(dialog).queryByRole('button', { name: 'Rediger' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Fjern fra foreningen' })).toBeNull();
  },
};

/** The club's only administrator: the role and the removal are disabled, with the reason. */
export const SoleAdministrator: Story = {
  tags: ['!snapshot'],
  parameters: handlers(answer(contract.memberDetails, { ...anna, type: memberTypeOf('admin'), administratorCount: 1 })),
  play: async () => {
    const dialog = await member();
    await expect(within(dialog).getByRole('button', { name: 'Fjern fra foreningen' })).toBeDisabled();
    await within(dialog).findAllByText('Foreningen skal have mindst én administrator');
  },
};

/** Choosing a role asks "Er du sikker?" first. */
export const RoleConfirmation: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: /Rolle/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Administrator' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(confirm).findByText('Anna Andersen får rollen Administrator.');
  },
};

/** Group leader, confirmed: which groups to lead. */
export const LeadGroups: Story = {
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: /Rolle/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Gruppeleder' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    const page = await body().findByRole('dialog', { name: 'Grupper Anna Andersen skal lede' });
    await within(page).findByRole('checkbox', { name: 'Veteran' });
  },
};

/** "Rediger" of a plain member of a club that allows it: the person's details, the note and the member number. */
export const Edit: Story = {
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rediger' }));
    const page = await body().findByRole('dialog', { name: 'Rediger Anna Andersen' });
    await expect(within(page).getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Anna');
  },
};

/** A member whose person details cannot be changed: the notice, the details read-only, the club's fields open. */
export const EditLocked: Story = {
  parameters: handlers(
    answer(contract.memberDetails, { ...anna, type: memberTypeOf('leader'), canEditDetails: false }),
  ),
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rediger' }));
    const page = await body().findByRole('dialog', { name: 'Rediger Anna Andersen' });
    await within(page).findByText(/kan ikke ændres, fordi en bruger kan være medlem af flere foreninger/);
  },
};

/** An inactive child: the e-mail is a parent's, disabled with the spec's text. */
export const EditInactiveChild: Story = {
  tags: ['!snapshot'],
  parameters: { path: at('i34'), ...handlers(answer(contract.memberDetails, { ...inactive, isChild: true })) },
  play: async ({ userEvent }) => {
    const name = `${inactive.firstName} ${inactive.surname}`;
    const dialog = await member(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rediger' }));
    const page = await body().findByRole('dialog', { name: `Rediger ${name}` });
    await expect(within(page).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await within(page).findByText('Email på barnebruger kan ikke redigeres');
  },
};

/** The form checks before it sends: four digits of zip. */
export const EditInvalid: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rediger' }));
    const page = await body().findByRole('dialog', { name: 'Rediger Anna Andersen' });
    const zip = within(page).getByRole('textbox', { name: /^Postnr/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '80');
    await userEvent.click(within(page).getByRole('button', { name: 'Gem' }));
    await within(page).findByText('Skal være på 4 cifre');
  },
};

/** Removing from the club asks first, and says it cannot be undone. */
export const RemoveConfirmation: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await member();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern fra foreningen' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(confirm).findByText(/Det kan ikke fortrydes/);
  },
};

/** While the member loads. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.memberDetails)),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Medlem' });
    await within(dialog).findByRole('progressbar', { name: 'Henter medlemmet' });
  },
};

/** The member could not be loaded: a retry. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.memberDetails, 500, 'Database unavailable')),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Medlem' });
    await within(dialog).findByText('Medlemmet kunne ikke hentes.');
    await within(dialog).findByRole('button', { name: 'Prøv igen' });
  },
};
