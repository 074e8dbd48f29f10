import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failure, pending } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { MembersRoute } from '../../routes/MembersRoute';
import { membersAnswers } from '../../testing/answers';
import { membersDecorator } from '../../testing/storyDecorator';

const meta = {
  title: 'Web/Members/Exports',
  component: MembersRoute,
  decorators: [membersDecorator],
  parameters: {
    layout: 'fullscreen',
    fitsWindow: true,
    msw: { handlers: mswHandlers(...membersAnswers) },
  },
} satisfies Meta<typeof MembersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const choose = async (canvas: Canvas, userEvent: UserEvent, item: string) => {
  await canvas.findByText('Medlemmer: 150');
  await userEvent.click(canvas.getByRole('button', { name: 'Eksporter' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: item }));
};

/** The administrator's exports: the view, the inactive, by age, the removed and the households. */
export const Menu: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Medlemmer: 150');
    await userEvent.click(canvas.getByRole('button', { name: 'Eksporter' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  },
};

/** "Efter alder …": from and to, both required whole numbers. */
export const ByAge: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Efter alder …');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Eksporter efter alder' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Fra alder/ }), '6');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Til alder/ }), '12');
  },
};

/** The ages checked before the call: from above to is refused under "Til alder". */
export const ByAgeInvalid: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Efter alder …');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Eksporter efter alder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hent fil' }));
    await expect(await within(dialog).findAllByText('Skal udfyldes')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Fra alder/ }), '15');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Til alder/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hent fil' }));
    await within(dialog).findByText('Fra-alderen må ikke være højere end til-alderen');
  },
};

/** A download under way: the spinner on the menu, the bytes received so far, a way to stop it. */
export const Downloading: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: mswHandlers(...membersAnswers, pending(contract.exportInactive)) } },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Inaktive medlemmer');
    await canvas.findByRole('progressbar', { name: /Henter inaktive-medlemmer-/ });
    await canvas.findByRole('button', { name: 'Annuller' });
  },
};

/** A failed export: the spinner stops and the error shows (spec §8). */
export const DownloadFailed: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(...membersAnswers, failure(contract.exportRemoved, 500, 'Database unavailable')) },
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Fjernede medlemmer');
    await canvas.findByText('Filen kunne ikke hentes.');
    await expect(canvas.queryByRole('progressbar', { name: /Henter/ })).toBeNull();
  },
};
