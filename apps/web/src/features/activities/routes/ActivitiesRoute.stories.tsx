import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../activity-types/testing/answers';
import { activitiesAnswers, detailOf, manyActivities, overviewAnswer } from '../testing/answers';
import { activitiesDecorator } from '../testing/storyDecorator';
import { ActivitiesRoute } from './ActivitiesRoute';

const meta = {
  title: 'Web/Activities/Activities',
  component: ActivitiesRoute,
  decorators: [activitiesDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...activitiesAnswers) } },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...activitiesAnswers, ...answers) },
});
/** A tab's list, once its first page is in (a cold first story may take more than the default second). */
const list = (canvas: Canvas, name = 'Kommende aktiviteter') => canvas.findByRole('grid', { name }, { timeout: 5000 });

/**
 * The coming activities: a weekly practice (the series marker) on both sides of the end of summer time, both at
 * 17:00; a cancelled meeting; a match of the built-in type the club renamed 'Kamp'; a strength training of a type of
 * the club's own; each type in the club's colours with its icon; the end marker.
 */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    const grid = await list(canvas);
    await within(grid).findByRole('row', { name: /^Stævne i Odense, .*Kamp/ });
    await within(grid).findByRole('row', { name: /^Styrketræning for seniorer, .*Styrketræning/ });
    await expect(within(grid).getAllByText(/· 17:00–18:30/)).toHaveLength(2);
    await canvas.findByText('Ikke flere aktiviteter');
    await typeIconsDrawn(grid);
  },
};

/** 'Tidligere': the past activities, a list of its own; one of a type the club has removed since keeps its look. */
export const Past: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/activities?tab=past' },
  play: async ({ canvas }) => {
    const grid = await list(canvas, 'Tidligere');
    await within(grid).findByRole('row', { name: /^Sommerfest/ });
    await within(grid).findByRole('row', { name: /^Nytårsdukkert, .*Vinterbadning/ });
    await expect(canvas.getByRole('tab', { name: 'Tidligere' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The keyboard: Tab reaches the list, the arrows move down the rows and load the next page as its end nears, Enter
 * opens the focused row's detail and Escape closes it, the focus back on the row.
 */
export const Keyboard: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    overviewAnswer(manyActivities(45)),
    answer(contract.getActivity, ({ params }) =>
      detailOf(manyActivities(45).find((activity) => activity.id === Number(params.id)) ?? manyActivities(1)[0]!),
    ),
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await list(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThanOrEqual(30));
    const first = within(grid).getAllByRole('row')[0]!;
    first.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(grid).getAllByRole('row', { name: /^Træning/ })).toHaveLength(45));
    await canvas.findByText('Ikke flere aktiviteter');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Træning 2' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(grid).getByRole('row', { name: /^Træning 2,/ })).toHaveFocus());
  },
};

/** A type chosen in the filter, which offers the club's visible types: the server lists that type only. */
export const FilteredByType: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'Styrketræning' })).toBeInTheDocument();
    await expect(body.queryByRole('option', { name: /Vinterbadning/ })).toBeNull();
    await userEvent.click(await body.findByRole('option', { name: 'Kamp' }));
    const grid = await list(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));
  },
};

/** A link to a removed type's activities still filters by it, and the field names it as no longer in use. */
export const FilteredByRemovedType: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/activities?tab=past&type=1003' },
  play: async ({ canvas }) => {
    const grid = await list(canvas, 'Tidligere');
    await within(grid).findByRole('row', { name: /^Nytårsdukkert/ });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Vinterbadning (ikke længere i brug)'),
    );
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.activityOverview)),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter aktiviteter' });
  },
};

/** No coming activities yet. */
export const Empty: Story = {
  tags: ['!snapshot'],
  parameters: handlers(overviewAnswer([], [])),
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen kommende aktiviteter');
    await expect(canvas.queryByText('Ikke flere aktiviteter')).toBeNull();
  },
};

/** A search that finds nothing. */
export const NoMatches: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/activities?search=xyz' },
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen aktiviteter matcher');
    await expect(canvas.getByRole('textbox', { name: 'Søg' })).toHaveValue('xyz');
  },
};

/** The list could not be loaded: it says so and offers 'Prøv igen'. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.activityOverview, 500, 'Database unavailable')),
  play: async ({ canvas }) => {
    await canvas.findByText('Aktiviteterne kunne ikke hentes.');
    await canvas.findByRole('button', { name: 'Prøv igen' });
  },
};

/** The server refuses the list (403). */
export const NoAccess: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.activityOverview, 403, 'Forbidden')),
  play: async ({ canvas }) => {
    await canvas.findByText('Du har ikke adgang til foreningens aktiviteter.');
  },
};
