import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { useSession } from '../../../shell/session/SessionContext';
import { CreateClubRoute } from './CreateClubRoute';

const noClubs = answer(contract.clubOverview, []);

/** Where /create-club sends the user: shows the state it came with and the session's club. */
const OverviewProbe = () => {
  const location = useLocation();
  const { clubId } = useSession();
  return (
    <p>
      Overview state={JSON.stringify(location.state)} club={clubId}
    </p>
  );
};

const renderCreateClub = (flags: Record<string, boolean> = {}) =>
  render(
    <ScreenProviders path="/create-club" session={{ ...signedInSession, clubId: null }} flags={flags}>
      <Routes>
        <Route path="/create-club" element={<CreateClubRoute />} />
        <Route path="/overview" element={<OverviewProbe />} />
        <Route path="/onboarding" element={<p>Onboarding page</p>} />
      </Routes>
    </ScreenProviders>,
  );

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Opret forening' }));
/** The error text a field points at through aria-describedby. */
const errorOf = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('CreateClubRoute', () => {
  it('sends the user back to /onboarding when club creation is off', () => {
    stubFetch(noClubs);
    renderCreateClub({ club_creation: false });
    expect(screen.getByText('Onboarding page')).toBeTruthy();
  });

  it('shows the form with its Danish labels and a cancel link to /onboarding without clubs', async () => {
    stubFetch(noClubs);
    renderCreateClub();
    expect(screen.getByRole('heading', { name: 'Opret forening' })).toBeTruthy();
    for (const label of ['Foreningens navn', 'Postnummer', 'By', 'Adresse', 'Telefon', 'Hjemmeside', 'Beskrivelse']) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Annuller' }).getAttribute('href')).toBe('/onboarding'),
    );
  });

  it('cancels to /overview for a user with clubs', async () => {
    stubFetch(answer(contract.clubOverview, [sampleClub]));
    renderCreateClub();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Annuller' }).getAttribute('href')).toBe('/overview'));
  });

  it('requires the name and the zip and sends nothing', async () => {
    const api = stubFetch(noClubs);
    renderCreateClub();
    submit();
    await waitFor(() => expect(errorOf('Foreningens navn')).toContain('Skal udfyldes'));
    expect(errorOf('Postnummer')).toContain('Skal udfyldes');
    expect(api.sent(contract.newClub)).toHaveLength(0);
  });

  it('wants a zip of 4 to 8 characters, letters allowed', async () => {
    stubFetch(noClubs);
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '800');
    submit();
    await waitFor(() => expect(errorOf('Postnummer')).toContain('Skal være på mindst 4 tegn'));
    type('Postnummer', 'SE-123456');
    submit();
    await waitFor(() => expect(errorOf('Postnummer')).toContain('Må højst være på 8 tegn'));
    type('Postnummer', 'SE-12345');
    await waitFor(() => expect(errorOf('Postnummer')).toBe(''));
  });

  it('puts a 409 clubExists under the name', async () => {
    stubFetch(
      noClubs,
      failure(contract.newClub, 409, { message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' }),
    );
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '8000');
    submit();
    await waitFor(() => expect(errorOf('Foreningens navn')).toContain('Foreningen findes allerede'));
    expect(screen.queryByText('Foreningen kunne ikke oprettes. Prøv igen.')).toBeNull();
  });

  it('leaves a server failure to the error dialog and stays on the form', async () => {
    stubFetch(noClubs, failure(contract.newClub, 500, 'down'));
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '8000');
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Fejl 500');
    expect(dialog.textContent).toContain('down');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates the club with the trimmed values, makes it the active club and lands on /overview', async () => {
    let created = false;
    const api = stubFetch(
      answer(contract.clubOverview, () => (created ? [{ ...sampleClub, clubId: 44 }] : [])),
      answer(contract.newClub, () => {
        created = true;
        return { clubId: 44 };
      }),
    );
    renderCreateClub();
    type('Foreningens navn', '  Aarhus Roklub ');
    type('Postnummer', '8000');
    type('By', 'Aarhus');
    type('Hjemmeside', 'aarhusroklub.dk');
    type('Beskrivelse', 'Roning siden 1880.');
    submit();
    expect(await screen.findByText('Overview state={"clubCreated":true} club=44', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.sent(contract.newClub)[0]?.body).toEqual({
      title: 'Aarhus Roklub',
      zip: '8000',
      city: 'Aarhus',
      address: null,
      phoneNumber: null,
      homePage: 'aarhusroklub.dk',
      description: 'Roning siden 1880.',
    });
    // No logo chosen: no upload.
    expect(api.sent(contract.putClubHeaderImage)).toHaveLength(0);
    // The clubs were loaded again after the creation, so /overview's guard sees the new club.
    expect(api.sent(contract.clubOverview).length).toBeGreaterThan(1);
  });

  it('cannot be submitted twice while the first submit runs', async () => {
    let release: () => void = () => undefined;
    const api = stubFetch(
      noClubs,
      answer(
        contract.newClub,
        () =>
          new Promise<{ clubId: number }>((resolve) => {
            release = () => resolve({ clubId: 44 });
          }),
      ),
    );
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '8000');
    submit();
    await waitFor(() => expect(api.sent(contract.newClub)).toHaveLength(1));
    const form = screen.getByRole('button', { name: 'Opret forening' }).closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    submit();
    release();
    await screen.findByText(/^Overview/, {}, { timeout: 5000 });
    expect(api.sent(contract.newClub)).toHaveLength(1);
    within(document.body).getByText(/club=44/);
  });
});
