import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answer, failure, pending } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { settingsAnswers } from '../testing/answers';
import { GeneralSettingsRoute } from './GeneralSettingsRoute';

const meta = {
  title: 'Web/Settings/General',
  component: GeneralSettingsRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/settings/general" session={signedInSession}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mswHandlers(...settingsAnswers) },
  },
} satisfies Meta<typeof GeneralSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
const loaded = (canvas: Canvas) => canvas.findByDisplayValue('Aarhus Roklub');

/** An administrator's general tab, prefilled with the club's saved settings. */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Gem' })).toBeDisabled();
  },
};

/** A changed description saved: the form is clean again and says so. */
export const Saved: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const description = field(canvas, 'Beskrivelse');
    await userEvent.clear(description);
    await userEvent.type(description, 'Roning og kajak på Aarhus Å.');
    await userEvent.click(canvas.getByRole('button', { name: 'Gem' }));
    await canvas.findByText('Ændringerne er gemt');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gem' })).toBeDisabled());
    // The focus left the button as it became disabled; rest it nowhere for a stable picture.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The name cleared, a short zip and a broken policy link: each field says what is wrong, nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.clear(field(canvas, 'Foreningens navn'));
    const zip = field(canvas, 'Postnummer');
    await userEvent.clear(zip);
    await userEvent.type(zip, '80');
    const policy = field(canvas, 'Link til privatlivspolitik');
    await userEvent.clear(policy);
    await userEvent.type(policy, 'ikke et link');
    await userEvent.click(canvas.getByRole('button', { name: 'Gem' }));
    await canvas.findByText('Skal udfyldes');
    await canvas.findByText('Skal være på mindst 4 tegn');
    await canvas.findByText('Indtast en gyldig adresse, fx klub.dk/privatliv');
    await waitFor(() => expect(field(canvas, 'Foreningens navn')).toHaveFocus());
  },
};

/** Another club with the same name and zip exists: the server's 409 shows under the name. */
export const ClubExists: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...settingsAnswers,
        failure(contract.patchClub, 409, { message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const title = field(canvas, 'Foreningens navn');
    await userEvent.clear(title);
    await userEvent.type(title, 'Aarhus Kajakklub');
    await userEvent.click(canvas.getByRole('button', { name: 'Gem' }));
    await canvas.findByText('Foreningen findes allerede');
    await waitFor(() => expect(field(canvas, 'Foreningens navn')).toHaveFocus());
  },
};

/** While the settings load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: mswHandlers(...settingsAnswers, pending(contract.getClub)) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter indstillinger' });
  },
};

/** The settings could not be loaded: an alert with "Prøv igen". */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: mswHandlers(...settingsAnswers, failure(contract.getClub, 500, 'Database unavailable')) },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Indstillingerne kunne ikke hentes.');
    await canvas.findByRole('button', { name: 'Prøv igen' });
  },
};

/** A member (not an administrator) sees a notice; the settings are not fetched. */
export const NotAdministrator: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(...settingsAnswers, answer(contract.clubOverview, [{ ...sampleClub, memberType: 1 }])),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Kun administratorer kan ændre foreningens indstillinger.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
