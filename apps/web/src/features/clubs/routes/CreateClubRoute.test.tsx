import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { useSession } from '../../../shell/session/SessionContext';
import { CreateClubRoute } from './CreateClubRoute';

type Answer = (init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with answers per "METHOD /path"; anything else is a 404. */
const stubApi = (answers: Record<string, Answer>) => {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`];
    return answer ? answer(init) : Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

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
    stubApi({ 'GET /v2/web/cluboverview': () => Response.json([]) });
    renderCreateClub({ club_creation: false });
    expect(screen.getByText('Onboarding page')).toBeTruthy();
  });

  it('shows the form with its Danish labels and a cancel link to /onboarding without clubs', async () => {
    stubApi({ 'GET /v2/web/cluboverview': () => Response.json([]) });
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
    stubApi({ 'GET /v2/web/cluboverview': () => Response.json([sampleClub]) });
    renderCreateClub();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Annuller' }).getAttribute('href')).toBe('/overview'));
  });

  it('requires the name and the zip and sends nothing', async () => {
    const fetch = stubApi({ 'GET /v2/web/cluboverview': () => Response.json([]) });
    renderCreateClub();
    submit();
    await waitFor(() => expect(errorOf('Foreningens navn')).toContain('Skal udfyldes'));
    expect(errorOf('Postnummer')).toContain('Skal udfyldes');
    expect(fetch).not.toHaveBeenCalledWith('/api/v2/web/newclub', expect.anything());
  });

  it('wants a zip of 4 to 8 characters, letters allowed', async () => {
    stubApi({ 'GET /v2/web/cluboverview': () => Response.json([]) });
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
    stubApi({
      'GET /v2/web/cluboverview': () => Response.json([]),
      'POST /v2/web/newclub': () =>
        Response.json(
          { statusCode: 409, message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' },
          { status: 409 },
        ),
    });
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '8000');
    submit();
    await waitFor(() => expect(errorOf('Foreningens navn')).toContain('Foreningen findes allerede'));
    expect(screen.queryByText('Foreningen kunne ikke oprettes. Prøv igen.')).toBeNull();
  });

  it('leaves a server failure to the error dialog and stays on the form', async () => {
    stubApi({
      'GET /v2/web/cluboverview': () => Response.json([]),
      'POST /v2/web/newclub': () => Response.json({ statusCode: 500, message: 'down' }, { status: 500 }),
    });
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
    const fetch = stubApi({
      'GET /v2/web/cluboverview': () => Response.json(created ? [{ ...sampleClub, clubId: 44 }] : []),
      'POST /v2/web/newclub': () => {
        created = true;
        return Response.json({ clubId: 44 }, { status: 201 });
      },
    });
    renderCreateClub();
    type('Foreningens navn', '  Aarhus Roklub ');
    type('Postnummer', '8000');
    type('By', 'Aarhus');
    type('Hjemmeside', 'aarhusroklub.dk');
    type('Beskrivelse', 'Roning siden 1880.');
    submit();
    expect(await screen.findByText('Overview state={"clubCreated":true} club=44', {}, { timeout: 5000 })).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/v2/web/newclub');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Aarhus Roklub',
      zip: '8000',
      city: 'Aarhus',
      address: null,
      phoneNumber: null,
      homePage: 'aarhusroklub.dk',
      description: 'Roning siden 1880.',
    });
    // No logo chosen: no upload.
    expect(fetch.mock.calls.some(([url]) => url.includes('/images/header'))).toBe(false);
    // The clubs were loaded again after the creation, so /overview's guard sees the new club.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v2/web/cluboverview').length).toBeGreaterThan(1);
  });

  it('cannot be submitted twice while the first submit runs', async () => {
    let release: () => void = () => undefined;
    const fetch = stubApi({
      'GET /v2/web/cluboverview': () => Response.json([]),
      'POST /v2/web/newclub': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({ clubId: 44 }, { status: 201 }));
        }),
    });
    renderCreateClub();
    type('Foreningens navn', 'Aarhus Roklub');
    type('Postnummer', '8000');
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v2/web/newclub', expect.anything()));
    const form = screen.getByRole('button', { name: 'Opret forening' }).closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    submit();
    release();
    await screen.findByText(/^Overview/, {}, { timeout: 5000 });
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v2/web/newclub')).toHaveLength(1);
    within(document.body).getByText(/club=44/);
  });
});
