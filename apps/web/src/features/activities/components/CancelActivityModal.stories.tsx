import { activityRefusals, contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../activity-types/testing/answers';
import { ActivitiesRoute } from '../routes/ActivitiesRoute';
import { activitiesAnswers } from '../testing/answers';
import { activitiesDecorator } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Activities/Cancel activity',
  component: ActivitiesRoute,
  decorators: [activitiesDecorator],
  parameters: {
    layout: 'fullscreen',
    state: { open: 101 },
    msw: { handlers: mswHandlers(...activitiesAnswers) },
  },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const body = () => within(document.body);

/** The detail named by the story, then 'Aflys'. */
const openCancel = async (userEvent: UserEvent, title = 'Træning for U11') => {
  const detail = await body().findByRole('dialog', { name: title });
  await typeIconsDrawn(detail);
  await userEvent.click(await within(detail).findByRole('button', { name: 'Aflys' }));
  return body().findByRole('dialog', { name: 'Aflys aktivitet' });
};

/** A coming practice of a weekly series: a reason (counted to 150) and 'this one' or 'this and the following'. */
export const Series: Story = {
  play: async ({ userEvent }) => {
    const dialog = await openCancel(userEvent);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Begrundelse/ }), 'Banen er lukket');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Denne og alle efterfølgende i serien' }));
    await within(dialog).findByText('15/150');
  },
};

/** A single activity: only the reason. Cancelling closes both modals and says so on the page. */
export const Single: Story = {
  tags: ['!snapshot'],
  parameters: { state: { open: 103 } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openCancel(userEvent, 'Stævne i Odense');
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aflys aktivitet' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await canvas.findByText('Aktiviteten er aflyst.');
  },
};

/** The server refuses: its text in the modal with 'Ok' (spec §8). */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...activitiesAnswers,
        failure(contract.activityRemove, 409, activityRefusals.activityCancelled),
      ),
    },
  },
  play: async ({ userEvent }) => {
    const dialog = await openCancel(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aflys aktivitet' }));
    const failed = await body().findByRole('dialog', { name: 'Aktiviteten blev ikke aflyst' });
    await within(failed).findByRole('button', { name: 'Ok' });
  },
};
