import { activityRefusals, contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../activity-types/testing/answers';
import { ActivitiesRoute } from '../routes/ActivitiesRoute';
import { activitiesAnswers, sampleMatchDetail } from '../testing/answers';
import { activitiesDecorator } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Activities/Activity detail',
  component: ActivitiesRoute,
  decorators: [activitiesDecorator],
  parameters: {
    layout: 'fullscreen',
    // Route state `open` opens the detail, as a link from elsewhere in the app does.
    state: { open: 103 },
    msw: { handlers: mswHandlers(...activitiesAnswers) },
  },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...activitiesAnswers, ...answers) },
});
const body = () => within(document.body);
const detail = async (name = 'Stævne i Odense') => {
  const dialog = await body().findByRole('dialog', { name });
  await within(dialog).findAllByText(/kr\.|Tidspunkt/);
  // The participant list has come (its rows, or its empty words), so the picture holds no spinner.
  await within(dialog).findByRole('tabpanel');
  await waitFor(() => expect(within(dialog).queryByRole('progressbar', { name: /^Henter listen/ })).toBeNull());
  // The type's badge in the club's title and colours, its icon drawn.
  await typeIconsDrawn(dialog);
  return dialog;
};
/** The pictures are data: URLs; the screenshot waits until each has drawn. */
const imagesDrawn = (dialog: HTMLElement) =>
  waitFor(() => {
    for (const image of dialog.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });

/**
 * A match, everything filled in: cover, payment with a deadline, responsible and co-hosts, the participants (preview,
 * counts, the invited group and the attending list), images with 'Slet' and the picker, and the actions.
 */
export const Match: Story = {
  play: async () => {
    const dialog = await detail();
    await within(dialog).findByText('kr. 150,00');
    await expect(within(dialog).getByRole('button', { name: 'Rediger' })).toBeEnabled();
    await imagesDrawn(dialog);
  },
};

/** The end of the match's detail: its images, each with 'Slet', the picker for more, and the actions. */
export const Images: Story = {
  play: async () => {
    const dialog = await detail();
    const heading = await within(dialog).findByRole('heading', { name: 'Billeder' });
    await imagesDrawn(dialog);
    heading.scrollIntoView({ block: 'start' });
    await within(dialog).findByRole('button', { name: 'Slet billede 3' });
    await expect(within(dialog).getByRole('button', { name: 'Tilføj billeder' })).toBeEnabled();
  },
};

/** A weekly practice: 'Serie' and its repetition, the description's line breaks kept, no images yet. */
export const Practice: Story = {
  parameters: { state: { open: 101 } },
  play: async () => {
    const dialog = await detail('Træning for U11');
    await within(dialog).findByText(/^Hver uge til og med/);
    await within(dialog).findByText('Ingen billeder endnu.');
  },
};

/** A cancelled meeting: the notice with its reason; only 'Kopiér' is left. */
export const Cancelled: Story = {
  parameters: { state: { open: 104 } },
  play: async () => {
    const dialog = await detail('Bestyrelsesmøde');
    await within(dialog).findByText('Begrundelse: Formanden er syg, vi finder en ny dato.');
    await expect(within(dialog).queryByRole('button', { name: 'Rediger' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Aflys' })).toBeNull();
  },
};

/** Someone who may not edit it: no actions, no image changes. */
export const ReadOnly: Story = {
  tags: ['!snapshot'],
  parameters: handlers(answer(contract.getActivity, { ...sampleMatchDetail, canEdit: false })),
  play: async () => {
    const dialog = await detail();
    await expect(within(dialog).queryByRole('button', { name: 'Kopiér' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Tilføj billeder' })).toBeNull();
  },
};

/** Deleting an image asks first. */
export const DeleteImage: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await detail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet billede 1' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Slet billedet?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slet' }));
    await within(dialog).findByText('Billedet er slettet.');
  },
};

/** The server's words when the activity would hold more than 20 images. */
export const TooManyImages: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.newActivityImages, 409, { ...activityRefusals.tooManyImages, field: 'images' }),
  ),
  play: async ({ userEvent }) => {
    const dialog = await detail();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'bane.png', { type: 'image/png' }));
    await within(dialog).findByText('En aktivitet kan højst have 20 billeder');
  },
};

/** The detail on its way. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.getActivity)),
  play: async () => {
    await body().findByRole('progressbar', { name: 'Henter aktiviteten' });
  },
};

/** An id that names no activity (404). */
export const NotFound: Story = {
  tags: ['!snapshot'],
  parameters: { state: { open: 999 } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Aktivitet' });
    await within(dialog).findByText('Aktiviteten findes ikke længere.');
  },
};

/** Another club's activity, or one the user may not see (403). */
export const NoAccess: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.getActivity, 403, 'Forbidden')),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Aktivitet' });
    await within(dialog).findByText('Du har ikke adgang til denne aktivitet.');
  },
};
