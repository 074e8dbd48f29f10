import { contract, participationRefusals } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../../activity-types/testing/answers';
import { ActivitiesRoute } from '../../routes/ActivitiesRoute';
import { activitiesAnswers, commentedMatchDetail } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...activitiesAnswers, answer(contract.getActivity, commentedMatchDetail), ...answers) },
});

const meta = {
  title: 'Web/Activities/Activity comments',
  component: ActivitiesRoute,
  decorators: [activitiesDecorator],
  parameters: {
    layout: 'fullscreen',
    // Route state `open` opens the match's detail; its comments are at the end.
    state: { open: 103 },
    ...handlers(),
  },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The detail's comments, scrolled to the top of the view once their pictures have drawn. */
const comments = async () => {
  const dialog = await body().findByRole('dialog', { name: 'Stævne i Odense' });
  const section = await within(dialog).findByRole('region', { name: 'Kommentarer' });
  await typeIconsDrawn(dialog);
  await waitFor(() => {
    for (const image of section.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
  within(section).getByRole('heading', { name: 'Kommentarer' }).scrollIntoView({ block: 'start' });
  return section;
};

/**
 * The last three of five comments with 'Vis flere': a text with an address made a link and its line break kept, an
 * image at most 300 px wide, the authors' initials and names, the times in the club's zone; then the composer.
 */
export const Comments: Story = {
  play: async () => {
    const section = await comments();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const image = within(section).getByRole('img', { name: 'Billede fra Ida Ærø' });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(within(section).getByRole('link', { name: /example\.com/ })).toHaveAttribute('target', '_blank');
  },
};

/** 'Vis flere' shows all five, 'Vis færre' the last three again. */
export const ShowMore: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const section = await comments();
    await userEvent.click(within(section).getByRole('button', { name: 'Vis flere' }));
    await expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(section).getByRole('button', { name: 'Vis færre' }));
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Comments turned off: the comments written stay, a notice instead of the composer. */
export const CommentsOff: Story = {
  parameters: handlers(answer(contract.getActivity, { ...commentedMatchDetail, commentsEnabled: false })),
  play: async () => {
    const section = await comments();
    await within(section).findByText('Kommentarer er slået fra');
    await expect(within(section).queryByRole('textbox')).toBeNull();
  },
};

/** A comment sent: the composer empties and says so. */
export const Send: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const section = await comments();
    const field = within(section).getByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.type(field, 'Jeg tager kage med.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await within(section).findByText('Kommentaren er sendt.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** The server refuses (comments turned off meanwhile): its words under the composer. */
export const Refused: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.activityComment, 409, participationRefusals.commentsDisabled)),
  play: async ({ userEvent }) => {
    const section = await comments();
    await userEvent.type(within(section).getByRole('textbox', { name: 'Skriv en kommentar' }), 'Hej');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await within(section).findByText('Kommentarer er slået fra på aktiviteten');
  },
};

/** No comments yet. */
export const NoComments: Story = {
  tags: ['!snapshot'],
  parameters: handlers(answer(contract.getActivity, { ...commentedMatchDetail, comments: [], commentCount: 0 })),
  play: async () => {
    const section = await comments();
    await within(section).findByText('Ingen kommentarer endnu.');
  },
};
