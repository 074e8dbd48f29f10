import { activityTypePresets, contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { sampleOwnTypes, typeIconsDrawn } from '../testing/answers';
import { activityTypesScreenAnswers } from '../testing/writeAnswers';
import { ActivityTypesRoute } from './ActivityTypesRoute';

const meta = {
  title: 'Web/ActivityTypes/Settings tab',
  component: ActivityTypesRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/settings/activities" session={signedInSession}>
        {/* The settings frame's column (settings renders the tab inside its own frame). */}
        <main className="flex w-full max-w-3xl flex-col gap-6 p-8">
          <Story />
        </main>
      </ScreenProviders>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...activityTypesScreenAnswers()) } },
} satisfies Meta<typeof ActivityTypesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const body = () => within(document.body);

const listed = async (canvas: Canvas) => {
  const list = await canvas.findByRole('list', { name: 'Klubbens aktivitetstyper' });
  await typeIconsDrawn(list, { least: 8 });
  return list;
};

/** A row's "Rediger" menu, then one of its actions; the modal it opens. */
const open = async (canvas: Canvas, userEvent: UserEvent, title: string, action: string) => {
  await listed(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `Rediger ${title}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
  return body().findByRole(action === 'Slet' ? 'alertdialog' : 'dialog');
};

/** The club's visible types: icon on its plate, title in the reader's language, the badge in its colours. */
export const List: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    const list = await listed(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByText('Vinterbadning')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tilføj' })).toBeDisabled();
  },
};

/** A title typed and Enter pressed: the type joins the list, and the page says so. */
export const Added: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ny aktivitetstype' }), 'Svømning{Enter}');
    await canvas.findByText('Svømning er tilføjet');
    await canvas.findByRole('button', { name: 'Rediger Svømning' });
  },
};

/** A full club (409 activityTypesFull) under the title. */
export const ClubFull: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...activityTypesScreenAnswers(),
        failure(contract.createActivityType, 409, {
          message: 'Klubben har allerede 50 aktivitetstyper',
          code: 'activityTypesFull',
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ny aktivitetstype' }), 'Svømning{Enter}');
    await canvas.findByText('Klubben har allerede 50 aktivitetstyper');
  },
};

/** Only removed types: nothing to list. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: mswHandlers(...activityTypesScreenAnswers([sampleOwnTypes.removed])) },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Klubben har ingen aktivitetstyper');
  },
};

/** While the types load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: mswHandlers(...activityTypesScreenAnswers(), pending(contract.activityTypes)) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter aktivitetstyper' });
  },
};

/** The list could not be read: a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(...activityTypesScreenAnswers(), failure(contract.activityTypes, 500, 'Serverfejl')),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Aktivitetstyperne kunne ikke hentes.');
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeVisible();
  },
};

/** A member who does not administer the club: a notice, nothing fetched. */
export const NoAccess: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...activityTypesScreenAnswers(),
        answer(contract.clubOverview, [{ ...sampleClub, memberType: 1 }]),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Kun administratorer kan ændre aktivitetstyperne.');
  },
};

/** "Omdøb": the club's title, required, at most 60 characters. */
export const Rename: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Styrketræning', 'Omdøb');
    await expect(within(dialog).getByRole('textbox', { name: /^Titel/ })).toHaveValue('Styrketræning');
  },
};

/** "Ikon": the bundled icons drawn in the type's badge colours (arrow keys move, Enter picks), or an upload. */
export const Icon: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Ikon');
    await within(dialog).findByRole('option', { name: 'trophy' });
    await typeIconsDrawn(dialog, { least: 40 });
  },
};

/** An icon picked with the keyboard: its base64 is sent, the modal says it is saved. */
export const IconPicked: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Ikon');
    const first = await within(dialog).findByRole('option', { name: 'dumbbell' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await within(dialog).findByText('Ikonet er gemt');
  },
};

/**
 * "Farver": the five presets and the three pairs, each with its preview; the soft pair's font made too light, so it
 * warns that it fails WCAG AA.
 */
export const ColoursWithContrastWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Farver');
    const soft = within(within(dialog).getByRole('region', { name: 'Lys baggrund' }));
    const font = soft.getByRole('textbox', { name: 'Skrift' });
    await userEvent.clear(font);
    await userEvent.type(font, '#BBBBBB{Enter}');
    await soft.findByText('Svær at læse: kontrasten er 1,6:1, mindst 4,5:1 anbefales.');
    await within(dialog).findByText('Farven er gemt');
    await typeIconsDrawn(dialog, { least: 3 });
    // The field keeps the focus it was typed in (the modal's focus scope would take a blurred focus back, at a moment
    // of its own): the picture shows its ring, every run.
    await waitFor(() => expect(font).toHaveFocus());
  },
};

/** A preset applied: six calls, one after the other, then the preset ticked. */
export const PresetApplied: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Farver');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Grøn' }));
    await within(dialog).findByText('Farveforslaget er gemt');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Grøn', selected: true })).toBeVisible());
    await expect(within(dialog).getAllByRole('textbox', { name: 'Baggrund' })[0]).toHaveValue(
      activityTypePresets.green.backgroundHexColorLightTheme,
    );
  },
};

/** "Oversættelser": the 8 languages, each named in the reader's language; the English one filled. */
export const Translations: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Styrketræning', 'Oversættelser');
    await expect(within(dialog).getByRole('textbox', { name: 'Engelsk' })).toHaveValue('Strength training');
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(8);
  },
};

/** "Slet": asked first; the type is hidden, its activities keep their look. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Slet');
    await expect(within(dialog).getByRole('heading', { name: 'Slet Forældremøde?' })).toBeVisible();
  },
};

/** The last visible type cannot go (409 lastActivityType): the dialog stays with the refusal. */
export const DeleteRefused: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...activityTypesScreenAnswers(),
        failure(contract.removeActivityType, 409, {
          message: 'Klubben skal have mindst én aktivitetstype',
          code: 'lastActivityType',
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Forældremøde', 'Slet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await within(dialog).findByText('Klubben skal have mindst én aktivitetstype');
  },
};
