import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pending } from '../../../../testing/apiStub';
import { modalBox } from '../../../../testing/modalBox';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { ActivitiesRoute } from '../../routes/ActivitiesRoute';
import { fixtureFile, fixtureImportAnswers, groupGone, rowRefusal, typeRefused } from '../../testing/fixtureAnswers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { FixtureImportWizard } from './FixtureImportWizard';

/** 'Importér kampprogram' (issue 24): the wizard on its own, over the sample club with its groups and types. */
const meta = {
  title: 'Web/Activities/FixtureImport',
  component: FixtureImportWizard,
  decorators: [modalBox, activitiesDecorator],
  args: { clubId: 12, timeZone: 'Europe/Copenhagen', onClose: fn(), onImported: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...wizardAnswers, ...fixtureImportAnswers()) } },
} satisfies Meta<typeof FixtureImportWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...wizardAnswers, ...fixtureImportAnswers(), ...answers) },
});
const body = () => within(document.body);
const wizard = () => body().findByRole('dialog', { name: 'Importér kampprogram' }, { timeout: 5000 });

const chooseFile = async (dialog: HTMLElement, userEvent: Context['userEvent'], name?: string) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  await userEvent.upload(input, fixtureFile(name));
};

/** The wizard at 'Kampe', the sample season read. */
const toMatches = async ({ userEvent }: Pick<Context, 'userEvent'>) => {
  const dialog = await wizard();
  await chooseFile(dialog, userEvent);
  await within(dialog).findByRole('grid', { name: 'Kampe' }, { timeout: 5000 });
  return dialog;
};

/** The settings, U11 drenge chosen. */
const toSettings = async (context: Pick<Context, 'userEvent'>) => {
  const dialog = await toMatches(context);
  await context.userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
  await context.userEvent.click(await within(dialog).findByRole('button', { name: /^Vælg et hold/ }));
  await context.userEvent.click(await body().findByRole('option', { name: 'U11 drenge' }));
  return dialog;
};

/** 'Fil': what the file must hold, and the picker, which is also a drop zone. */
export const FileStep: Story = {
  play: async () => {
    const dialog = await wizard();
    await expect(
      within(dialog).getByText(/Dato, Tid, Hjemmehold, Udehold, Spillested, Række og Kampnr\./),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeDisabled();
  },
};

/** While the file is sent and read: an indeterminate bar. */
export const Reading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.parseFixtures)),
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await chooseFile(dialog, userEvent);
    await expect(await within(dialog).findByRole('progressbar', { name: 'Læser filen' })).toBeVisible();
  },
};

/**
 * 'Kampe', the richest state: 20 matches — new ones chosen, one moved since it was imported (what changes shown), two
 * already in the calendar (greyed, never chosen) — and the counts.
 */
export const Matches: Story = {
  play: async (context) => {
    const dialog = await toMatches(context);
    await expect(within(dialog).getByText('17 nye · 1 ændret · 2 findes allerede')).toBeVisible();
    await expect(within(dialog).getByText('18 kampe er valgt')).toBeVisible();
    await expect(
      within(dialog).getAllByRole('checkbox', { name: /^Vælg Brabrand IF|^Vælg Aarhus Roklub/ })[0],
    ).toBeDisabled();
  },
};

/** The keyboard: from the buttons into the table, the arrows to a new match, Space unticks it; 'Vælg ingen' clears. */
export const ChooseByKeyboard: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await toMatches(context);
    const none = within(dialog).getByRole('button', { name: 'Vælg ingen' });
    none.focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}[Space]');
    await expect(within(dialog).getByText('17 kampe er valgt')).toBeVisible();
    await userEvent.click(none);
    await expect(within(dialog).getByText('0 kampe er valgt')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeDisabled();
  },
};

/** 'Indstillinger': the group, the type (Turnering/Kamp by default), the duration, the notification, and the summary. */
export const Settings: Story = {
  play: async (context) => {
    const dialog = await toSettings(context);
    await expect(within(dialog).getByRole('textbox', { name: /Varighed \(minutter\)/ })).toHaveValue('120');
    await expect(within(dialog).getByRole('button', { name: 'Importér 18 kampe' })).toBeEnabled();
  },
};

/** A row of the file that cannot be read: the server's message, naming the row, under the picker. */
export const RefusedFile: Story = {
  tags: ['!snapshot'],
  parameters: handlers(rowRefusal),
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await chooseFile(dialog, userEvent);
    await expect(await within(dialog).findByText('Rækken kan ikke læses (række 14)')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeDisabled();
  },
};

/** The group was removed meanwhile: said under the group field; nothing is imported. */
export const ImportFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(groupGone),
  play: async (context) => {
    const dialog = await toSettings(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Importér 18 kampe' }));
    await expect(await within(dialog).findByText('Holdet findes ikke længere. Vælg et andet hold.')).toBeVisible();
    await expect(context.args.onImported).not.toHaveBeenCalled();
  },
};

/** A type the club no longer offers: said under the type field. */
export const TypeRefused: Story = {
  tags: ['!snapshot'],
  parameters: handlers(typeRefused),
  play: async (context) => {
    const dialog = await toSettings(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Importér 18 kampe' }));
    await expect(
      await within(dialog).findByText('Foreningen tilbyder ikke længere denne type. Vælg en anden.'),
    ).toBeVisible();
  },
};

/** Escape once a file is read asks first; 'Fortsæt importen' keeps the matches. */
export const EscapeAsks: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await toMatches(context);
    await context.userEvent.keyboard('{Escape}');
    const ask = await body().findByRole('alertdialog', { name: 'Afbryd importen?' });
    await context.userEvent.click(within(ask).getByRole('button', { name: 'Fortsæt importen' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(within(dialog).getByRole('grid', { name: 'Kampe' })).toBeVisible();
    await expect(context.args.onClose).not.toHaveBeenCalled();
  },
};

/** From the page: the administrators' 'Importér og eksportér' menu opens the wizard; the import says what it made. */
export const FromThePage: Story = {
  tags: ['!snapshot'],
  render: () => <ActivitiesRoute />,
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Importér og eksportér' }, { timeout: 5000 }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Importér kampprogram' }));
    const dialog = await toSettings({ userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importér 18 kampe' }));
    await expect(await body().findByText('17 kampe er oprettet, 1 er opdateret')).toBeVisible();
  },
};
