import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { clubAs, messagePage, messagesAnswers } from '../testing/answers';
import { messagesDecorator } from '../testing/storyDecorator';
import { MessagesRoute } from './MessagesRoute';

const meta = {
  title: 'Web/Messages/Messages',
  component: MessagesRoute,
  decorators: [messagesDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...messagesAnswers) } },
} satisfies Meta<typeof MessagesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...messagesAnswers, ...answers) },
});
const list = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Beskeder' }, { timeout: 5000 });
const body = () => within(document.body);

/** A message opened from the list, by its title. */
const open = async (canvas: Canvas, title: string) => {
  const grid = await list(canvas);
  within(grid).getByText(title).click();
  return body().findByRole('dialog', { name: title });
};

/**
 * The administrators' list: a long message cut at a word boundary with 'Vis hele beskeden', one to two groups, one
 * by a former user; each with its time in the club's zone and its comments' count; 'Opret besked' above.
 */
export const Administrator: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    const grid = await list(canvas);
    await expect(within(grid).getAllByRole('heading')).toHaveLength(3);
    await canvas.findByText('Der er ikke flere beskeder.');
    await expect(canvas.getByRole('button', { name: 'Opret besked' })).toBeVisible();
  },
};

/** A member's reading list: the messages meant for them, no 'Opret besked'. */
export const Member: Story = {
  parameters: handlers(clubAs('member')),
  play: async ({ canvas }) => {
    const grid = await list(canvas);
    await expect(within(grid).getAllByRole('heading')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Opret besked' })).toBeNull();
  },
};

/** No messages yet: the empty state points at 'Opret besked'. */
export const Empty: Story = {
  parameters: handlers(answer(contract.clubMessages, messagePage([]))),
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen beskeder endnu');
  },
};

/** While the list loads: the spinner. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.clubMessages)),
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Henter beskeder …');
  },
};

/** A message whole: its text with its links and line breaks, the last 3 of 5 comments, the composer, edit and delete. */
export const Opened: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Sæsonstart 2027');
    const section = within(dialog).getByRole('region', { name: 'Kommentarer' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('link', { name: /arbejdsdage/ })).toHaveAttribute('target', '_blank');
  },
};

/** 'Vis flere' loads all five comments; 'Vis færre' shows the last three again. */
export const AllComments: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, 'Sæsonstart 2027');
    const section = within(dialog).getByRole('region', { name: 'Kommentarer' });
    await userEvent.click(within(section).getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    await userEvent.click(within(section).getByRole('button', { name: 'Vis færre' }));
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A member opens a message: no edit or delete, comments open to them too. */
export const MemberOpened: Story = {
  tags: ['!snapshot'],
  parameters: handlers(clubAs('member')),
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Sæsonstart 2027');
    await expect(within(dialog).queryByRole('button', { name: 'Rediger' })).toBeNull();
    await expect(within(dialog).getByRole('textbox', { name: 'Skriv en kommentar' })).toBeVisible();
  },
};

/** 'Slet' asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, 'Ny træningstid for U11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await body().findByRole('alertdialog', { name: 'Slet beskeden?' });
  },
};
