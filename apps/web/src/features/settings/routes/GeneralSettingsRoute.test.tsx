import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub, sampleClubSettings, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { settingsAnswers } from '../testing/answers';
import { GeneralSettingsRoute } from './GeneralSettingsRoute';

/** The API of `settingsAnswers`, with `answers` in place of the shared ones for the same calls. */
const stubSettings = (...answers: Answer[]) => stubFetch(...settingsAnswers, ...answers);

/** The bodies of the PATCHes to club 12. */
const patchBodies = (api: ReturnType<typeof stubSettings>) =>
  api
    .sent(contract.patchClub)
    .filter((call) => call.params.id === '12')
    .map((call) => call.body);

const renderSettings = () =>
  render(
    <ScreenProviders path="/settings/general" session={signedInSession}>
      <GeneralSettingsRoute />
    </ScreenProviders>,
  );

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
/** The texts a field points at through aria-describedby (its help text and its error). */
const describedBy = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const loaded = () => screen.findByDisplayValue('Aarhus Roklub');

describe('GeneralSettingsRoute', () => {
  it('loads the settings and prefills every field', async () => {
    stubSettings();
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Generelt', selected: true })).toBeTruthy();
    await loaded();
    const expected = {
      'Foreningens navn': 'Aarhus Roklub',
      Beskrivelse: 'Roning på Aarhus Å og i bugten siden 1880.',
      Adresse: 'Tangkrogen 2',
      Postnummer: '8000',
      By: 'Aarhus',
      Telefon: '86123456',
      Hjemmeside: 'https://aarhusroklub.dk',
      'CVR-nummer': 'DK12345678',
      'Link til privatlivspolitik': 'https://aarhusroklub.dk/privatliv',
    };
    for (const [label, value] of Object.entries(expected)) expect(field(label).value).toBe(value);
    expect(describedBy('Link til privatlivspolitik')).toContain('Uden http(s):// tilføjes https:// automatisk.');
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gem' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a notice to a non-administrator and asks nothing of the settings call', async () => {
    const api = stubSettings(answer(contract.clubOverview, [{ ...sampleClub, memberType: 1 }]));
    renderSettings();
    expect(await screen.findByText('Kun administratorer kan ændre foreningens indstillinger.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.sent(contract.getClub)).toHaveLength(0);
  });

  it('sends only the changed fields and says the changes are saved', async () => {
    const api = stubSettings();
    renderSettings();
    await loaded();
    type('Beskrivelse', '  Roning siden 1880.  ');
    type('By', 'Aarhus C');
    save();
    expect(await screen.findByText('Ændringerne er gemt')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Ændringerne er gemt');
    expect(patchBodies(api)).toEqual([{ description: 'Roning siden 1880.', city: 'Aarhus C' }]);
    // The answer is the new saved state: the form is clean again.
    expect(field('Beskrivelse').value).toBe('Roning siden 1880.');
    expect(screen.getByRole('button', { name: 'Gem' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends null for a cleared optional field', async () => {
    const api = stubSettings();
    renderSettings();
    await loaded();
    type('CVR-nummer', '');
    type('Telefon', '   ');
    save();
    await screen.findByText('Ændringerne er gemt');
    expect(patchBodies(api)).toEqual([{ phoneNumber: null, vatId: null }]);
  });

  it('refuses an invalid data-policy link and sends nothing', async () => {
    const api = stubSettings();
    renderSettings();
    await loaded();
    type('Link til privatlivspolitik', 'ikke et link');
    save();
    await waitFor(() =>
      expect(describedBy('Link til privatlivspolitik')).toContain('Indtast en gyldig adresse, fx klub.dk/privatliv'),
    );
    expect(patchBodies(api)).toEqual([]);
  });

  it('requires the zip to have at least 4 characters', async () => {
    const api = stubSettings();
    renderSettings();
    await loaded();
    type('Postnummer', '80');
    save();
    await waitFor(() => expect(describedBy('Postnummer')).toContain('Skal være på mindst 4 tegn'));
    type('Postnummer', '123456789');
    await waitFor(() => expect(describedBy('Postnummer')).toContain('Må højst være på 8 tegn'));
    type('Foreningens navn', ' ');
    save();
    await waitFor(() => expect(describedBy('Foreningens navn')).toContain('Skal udfyldes'));
    expect(patchBodies(api)).toEqual([]);
  });

  it('puts a duplicate club (409) under the name field', async () => {
    stubSettings(
      failure(contract.patchClub, 409, { message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' }),
    );
    renderSettings();
    await loaded();
    type('Foreningens navn', 'Aarhus Kajakklub');
    save();
    await waitFor(() => expect(describedBy('Foreningens navn')).toContain('Foreningen findes allerede'));
    expect(screen.queryByText('Ændringerne er gemt')).toBeNull();
  });

  it('puts a 400 naming a field under that field', async () => {
    stubSettings(
      failure(contract.patchClub, 400, { message: 'Invalid link', code: 'urlValid', field: 'dataPolicyLink' }),
    );
    renderSettings();
    await loaded();
    type('Link til privatlivspolitik', 'klub.dk/privat');
    save();
    await waitFor(() =>
      expect(describedBy('Link til privatlivspolitik')).toContain('Indtast en gyldig adresse, fx klub.dk/privatliv'),
    );
  });

  it('shows a failure of its own that names no field above the buttons', async () => {
    stubSettings(failure(contract.patchClub, 400, 'Ugyldig forespørgsel'));
    renderSettings();
    await loaded();
    type('By', 'Risskov');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Ændringerne kunne ikke gemmes. Ugyldig forespørgsel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves a server failure to the error dialog (Back) and adds nothing above the buttons', async () => {
    stubSettings(failure(contract.patchClub, 500, 'Database down'));
    renderSettings();
    await loaded();
    type('By', 'Risskov');
    save();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Fejl 500')).toBeTruthy();
    expect(within(dialog).getByText('Database down')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tilbage' })).toBeTruthy();
    expect(screen.queryByText(/Ændringerne kunne ikke gemmes/)).toBeNull();
  });

  it('undoes the changes with "Fortryd"', async () => {
    stubSettings();
    renderSettings();
    await loaded();
    type('By', 'Risskov');
    fireEvent.click(screen.getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(field('By').value).toBe('Aarhus'));
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    let fail = true;
    stubSettings(
      answer(contract.getClub, () => (fail ? failure(contract.getClub, 500, 'Database down') : sampleClubSettings)),
    );
    renderSettings();
    expect((await screen.findByRole('alert')).textContent).toContain('Indstillingerne kunne ikke hentes.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await loaded();
  });
});
