import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { membersAnswers, sampleOrganisationHost, sampleSignupLinks, signupLinksServer } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Members/SignupLinkModal',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    // The members screen behind the modal fits its table to the window.
    fitsWindow: true,
    // U11 piger's list: the dialog is the group's. Organisation mode, so that the address shown does not depend on
    // the port Storybook is served on.
    path: '/members?group=5&key=firstName&direction=asc',
    flags: { organisation_mode: true },
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...membersAnswers, ...answers) },
});

/** Links that remember their deletions, for the keyboard story. */
const server = signupLinksServer();

const openLinks = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string) => {
  const button = await canvas.findByRole('button', { name: 'Tilmeldingslink' });
  // On a group's list the button waits for the group.
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return within(document.body).findByRole('dialog', { name });
};

/** A group's links: the latest with copy and reset, and the overview — one made before ADR 019 has no copy. */
export const WithLinks: Story = {
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    const address = await within(dialog).findByRole('textbox', { name: 'Nyeste link' });
    await expect(address).toHaveValue(
      `http://${sampleOrganisationHost}/invitation?clubToken=${sampleSignupLinks().links[0]?.token ?? ''}`,
    );
    await within(dialog).findByRole('region', { name: 'Aktive links: 3' });
  },
};

/** No active link yet: "Generer nyt link" makes the first. */
export const Empty: Story = {
  parameters: {
    path: '/members?group=all&key=firstName&direction=asc',
    ...handlers(answer(contract.clubLinks, { links: [], organisationHost: sampleOrganisationHost })),
  },
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink');
    await within(dialog).findByRole('heading', { name: 'Intet aktivt tilmeldingslink' });
    await within(dialog).findByRole('button', { name: 'Generer nyt link' });
  },
};

/** The club's links on this page's own host (organisation mode off). */
export const OnThisHost: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/members?group=all&key=firstName&direction=asc', flags: { organisation_mode: false } },
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink');
    const address = await within(dialog).findByRole('textbox', { name: 'Nyeste link' });
    await expect(address).toHaveValue(
      `${window.location.origin}/invitation?clubToken=${sampleSignupLinks().links[0]?.token ?? ''}`,
    );
  },
};

/** While the links load. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.clubLinks)),
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    await within(dialog).findByRole('progressbar', { name: 'Henter tilmeldingslinks' });
  },
};

/** The links could not be read: a retry. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.clubLinks, 500, 'Database unavailable')),
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    await within(dialog).findByText('Tilmeldingslinkene kunne ikke hentes.');
    await within(dialog).findByRole('button', { name: 'Prøv igen' });
  },
};

/** "Nulstil" asks first: the old address stops working at once. */
export const ConfirmReset: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    await context.userEvent.click(await within(dialog).findByRole('button', { name: 'Nulstil' }));
    const question = await within(document.body).findByRole('alertdialog', { name: 'Nulstil linket?' });
    await expect(within(question).getByRole('button', { name: 'Annuller' })).toHaveFocus();
  },
};

/** By keyboard: a link deleted after "Er du sikker?", and the focus on the overview, which has one link less. */
export const DeleteByKeyboard: Story = {
  tags: ['!snapshot'],
  parameters: handlers(...server.answers),
  beforeEach: () => server.reset(),
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    (await within(dialog).findByRole('button', { name: /^Slet Mette Kristensen/ })).focus();
    await userEvent.keyboard('{Enter}');
    const question = await within(document.body).findByRole('alertdialog', { name: 'Slet linket?' });
    await expect(within(question).getByRole('button', { name: 'Annuller' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const overview = await within(dialog).findByRole('heading', { name: 'Aktive links: 2' });
    await waitFor(() => expect(overview).toHaveFocus());
  },
};

/** A refusal of a new link (409 tooManyLinks): shown atop the dialog, which stays open. */
export const TooManyLinks: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.createClubLink, 409, {
      message: 'Foreningen har nået det højeste antal aktive tilmeldingslinks',
      code: 'tooManyLinks',
    }),
  ),
  play: async (context) => {
    const dialog = await openLinks(context, 'Tilmeldingslink – U11 piger');
    await context.userEvent.click(await within(dialog).findByRole('button', { name: 'Generer nyt link' }));
    await within(dialog).findByText('Foreningen har nået det højeste antal aktive tilmeldingslinks');
  },
};
