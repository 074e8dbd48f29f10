import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleActivityTypes } from '../../activity-types/testing/answers';
import { manyActivities, overviewAnswer, overviewPage, samplePast } from '../testing/answers';
import {
  listNamed,
  renderActivities,
  routeState,
  rowsOf,
  scrollToEnd,
  stubActivities,
  stubObservers,
  goTo,
  switchLanguage,
  where,
} from '../testing/renderActivities';

beforeEach(stubObservers);

type Api = ReturnType<typeof stubActivities>;
const overviewCalls = (api: Api) => api.sent(contract.activityOverview).map((c) => c.query);
/** The detail calls (`/v4/activities/:id` would match the overview's path too, so by the entry that answered). */
const detailCalls = (api: Api) =>
  api.calls.filter((call) => call.entry === contract.getActivity).map((call) => call.params.id);

describe('ActivitiesRoute', () => {
  it('lists the coming activities, 30 a page, with their type, time in the club’s zone, place and counts', async () => {
    const api = stubActivities();
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(5));
    expect(overviewCalls(api)[0]).toMatchObject({ clubid: '12', archived: 'false', offset: '0', limit: '30' });
    expect(overviewCalls(api)[0]).not.toHaveProperty('type');
    expect(overviewCalls(api)[0]).not.toHaveProperty('search');
    const practice = within(list).getByRole('row', { name: /^Træning for U11, .*22\. okt\. 2026/ });
    // 15:00 UTC is 17:00 in Copenhagen in October's summer time.
    expect(practice.textContent).toContain('22. okt. 2026 · 17:00–18:30');
    expect(practice.textContent).toContain('Kunstgræsbanen, Tangkrogen');
    expect(within(practice).getByText('Træning')).toBeTruthy();
    expect(within(practice).getByText('Serie')).toBeTruthy();
    expect(within(practice).getByText('Inviterede: 24')).toBeTruthy();
    expect(within(practice).getByText('Deltagere: 18')).toBeTruthy();
    const meeting = within(list).getByRole('row', { name: /^Bestyrelsesmøde/ });
    expect(within(meeting).getByText('Aflyst')).toBeTruthy();
    // The type badge's colours are the club's type's (data, inline), not a theme token.
    const badge = within(meeting).getByText('Møde').parentElement!;
    expect(badge.style.backgroundColor).toBe('rgb(169, 200, 240)');
  });

  it('shows the club’s types in the rows: its own with their colours and icon, a renamed built-in by its new title', async () => {
    stubActivities();
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    const strength = await within(list).findByRole('row', { name: /^Styrketræning for seniorer, .*Styrketræning/ });
    const badge = within(strength).getByText('Styrketræning').parentElement!;
    // 'Styrketræning' has the blue preset's badge pair and its icon, recoloured to the badge's font colour.
    expect(badge.style.backgroundColor).toBe('rgb(169, 200, 240)');
    expect(badge.style.color).toBe('rgb(11, 37, 69)');
    const icon = badge.querySelector('img')!;
    expect(icon.getAttribute('alt')).toBe('');
    expect(new URL(icon.src, 'http://x').searchParams.get('imageUrl')).toBe('/files/icons/dumbbell.png');
    expect(new URL(icon.src, 'http://x').searchParams.get('color')).toBe('0B2545');
    // The club renamed 'Kamp/Turnering' to 'Kamp': its rows say so, in the built-in's colours.
    const match = within(list).getByRole('row', { name: /^Stævne i Odense/ });
    expect(within(match).getByText('Kamp')).toBeTruthy();
    expect(within(match).queryByText('Kamp/Turnering')).toBeNull();
    expect(within(match).getByText('Kamp').parentElement!.style.backgroundColor).toBe('rgb(240, 169, 169)');
  });

  it('keeps a removed type’s look on its activities', async () => {
    stubActivities();
    renderActivities('/activities?tab=past');
    const past = await listNamed('Tidligere');
    const swim = await within(past).findByRole('row', { name: /^Nytårsdukkert, .*Vinterbadning/ });
    const badge = within(swim).getByText('Vinterbadning').parentElement!;
    expect(badge.style.backgroundColor).toBe('rgb(169, 200, 240)');
    expect(badge.querySelector('img')).not.toBeNull();
  });

  it('shows the built-in look while the types load, then the club’s', async () => {
    let answerTypes: () => void = () => {};
    const typesIn = new Promise<void>((resolve) => (answerTypes = resolve));
    stubActivities(
      answer(contract.activityTypes, async () => {
        await typesIn;
        return sampleActivityTypes;
      }),
    );
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    const match = await within(list).findByRole('row', { name: /^Stævne i Odense/ });
    expect(within(match).getByText('Kamp/Turnering')).toBeTruthy();
    answerTypes();
    expect(await within(match).findByText('Kamp')).toBeTruthy();
    expect(within(list).getByRole('row', { name: /^Styrketræning for seniorer/ }).textContent).toContain(
      'Styrketræning',
    );
  });

  it('shows a type’s translation to a reader in English, and a built-in type in the app’s English', async () => {
    stubActivities();
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    await within(list).findByText('Styrketræning');
    await switchLanguage('en');
    expect(await within(list).findByText('Strength training')).toBeTruthy();
    const [practice] = within(list).getAllByRole('row', { name: /^Træning for U11/ });
    expect(within(practice!).getByText('Practice')).toBeTruthy();
    // A renamed built-in without an English title keeps the club's title.
    expect(within(within(list).getByRole('row', { name: /^Stævne i Odense/ })).getByText('Kamp')).toBeTruthy();
    await switchLanguage('da');
  });

  it('keeps each tab’s list: past activities in “Tidligere”, the coming ones again without waiting', async () => {
    const api = stubActivities();
    renderActivities();
    const upcoming = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(upcoming)).toHaveLength(5));
    fireEvent.click(screen.getByRole('tab', { name: 'Tidligere' }));
    const past = await listNamed('Tidligere');
    await waitFor(() => expect(rowsOf(past)).toHaveLength(2));
    expect(within(past).getByRole('row', { name: /^Sommerfest/ })).toBeTruthy();
    expect(where()).toBe('/activities?tab=past');
    expect(overviewCalls(api).at(-1)).toMatchObject({ archived: 'true', offset: '0' });
    fireEvent.click(screen.getByRole('tab', { name: 'Kommende aktiviteter' }));
    // The coming list's pages are still there: its rows show at once.
    expect(rowsOf(screen.getByRole('grid', { name: 'Kommende aktiviteter' }))).toHaveLength(5);
    expect(where()).toBe('/activities');
  });

  it('loads the next page as the end of the list comes into view, and marks the list exhausted', async () => {
    const api = stubActivities(overviewAnswer(manyActivities(75)));
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(30));
    expect(screen.queryByText('Ikke flere aktiviteter')).toBeNull();
    scrollToEnd();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(60));
    expect(overviewCalls(api).map((query) => query.offset)).toEqual(['0', '30']);
    scrollToEnd();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(75));
    expect(await screen.findByText('Ikke flere aktiviteter')).toBeTruthy();
    scrollToEnd();
    expect(overviewCalls(api).map((query) => query.offset)).toEqual(['0', '30', '60']);
    // 75 rows of a grid in jsdom: seconds on a busy machine.
  }, 15_000);

  it('marks a list exhausted when a page comes back empty, whatever the count said', async () => {
    const api = stubActivities(
      answer(contract.activityOverview, ({ query }) =>
        query.offset === '0' ? overviewPage(manyActivities(30), 45) : overviewPage([], 45),
      ),
    );
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(30));
    scrollToEnd();
    expect(await screen.findByText('Ikke flere aktiviteter')).toBeTruthy();
    scrollToEnd();
    expect(overviewCalls(api)).toHaveLength(2);
  });

  it('searches on the server once the typing pauses, and says when nothing matches', async () => {
    const api = stubActivities();
    renderActivities();
    await listNamed('Kommende aktiviteter');
    const search = screen.getByRole('textbox', { name: 'Søg' });
    fireEvent.change(search, { target: { value: 'od' } });
    fireEvent.change(search, { target: { value: 'odense' } });
    await waitFor(() => expect(where()).toBe('/activities?search=odense'));
    await waitFor(() => expect(overviewCalls(api).at(-1)).toMatchObject({ search: 'odense', offset: '0' }));
    expect(
      overviewCalls(api)
        .filter((query) => query.search !== undefined)
        .map((query) => query.search),
    ).toEqual(['odense']);
    const list = await screen.findByRole('grid', { name: 'Kommende aktiviteter' });
    await waitFor(() => expect(rowsOf(list)).toHaveLength(1));
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(await screen.findByText('Ingen aktiviteter matcher')).toBeTruthy();
  });

  it('shows the search of an address that changed by itself (Back, a link), and never pushes the old one over it', async () => {
    const api = stubActivities();
    renderActivities('/activities?search=odense');
    await listNamed('Kommende aktiviteter');
    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Søg' });
    expect(search.value).toBe('odense');
    goTo('/activities?search=bane');
    await waitFor(() => expect(search.value).toBe('bane'));
    await waitFor(() => expect(overviewCalls(api).at(-1)).toMatchObject({ search: 'bane' }));
    // The box's debounce has caught up with the address: it stays as the address says.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(where()).toBe('/activities?search=bane');
  });

  it('filters by type through the select, which offers the club’s visible types', async () => {
    const api = stubActivities();
    renderActivities();
    await listNamed('Kommende aktiviteter');
    fireEvent.click(screen.getByRole('button', { name: /Type/ }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Alle typer',
      'Træning',
      'Møde',
      'Kamp',
      'Andet',
      'Arrangement',
      'Opgave',
      'Aktivitet',
      'Aktivitetsopgave',
      'Styrketræning',
      'Forældremøde',
    ]);
    fireEvent.click(within(options).getByRole('option', { name: 'Kamp' }));
    await waitFor(() => expect(where()).toBe('/activities?type=4'));
    await waitFor(() => expect(overviewCalls(api).at(-1)).toMatchObject({ type: '4', archived: 'false' }));
    const list = screen.getByRole('grid', { name: 'Kommende aktiviteter' });
    await waitFor(() => expect(rowsOf(list)).toHaveLength(1));
    expect(within(list).getByRole('row', { name: /^Stævne i Odense/ })).toBeTruthy();
  });

  it('filters by a type of the club’s own, and by a removed one that the address names, labelled as such', async () => {
    const api = stubActivities();
    renderActivities('/activities?type=1001');
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(1));
    expect(overviewCalls(api)[0]).toMatchObject({ type: '1001' });
    expect(screen.getByRole('button', { name: /Type/ }).textContent).toContain('Styrketræning');
    // A removed type is never offered, but a link to its activities still filters, and the field says which type.
    goTo('/activities?tab=past&type=1003');
    const past = await listNamed('Tidligere');
    await waitFor(() => expect(rowsOf(past)).toHaveLength(1));
    expect(within(past).getByRole('row', { name: /^Nytårsdukkert/ })).toBeTruthy();
    expect(overviewCalls(api).at(-1)).toMatchObject({ type: '1003', archived: 'true' });
    expect(screen.getByRole('button', { name: /Type/ }).textContent).toContain('Vinterbadning (ikke længere i brug)');
  });

  it('lists every type for a type the club does not have', async () => {
    const api = stubActivities();
    renderActivities('/activities?type=4242');
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(5));
    expect(overviewCalls(api).at(-1)).not.toHaveProperty('type');
    expect(screen.getByRole('button', { name: /Type/ }).textContent).toContain('Alle typer');
  });

  it('never offers a removed type in the filter', async () => {
    stubActivities();
    renderActivities();
    await listNamed('Kommende aktiviteter');
    fireEvent.click(screen.getByRole('button', { name: /Type/ }));
    const options = await screen.findByRole('listbox');
    expect(within(options).queryByRole('option', { name: /Vinterbadning/ })).toBeNull();
  });

  it('says so when a tab has no activities', async () => {
    stubActivities(overviewAnswer([], []));
    renderActivities();
    expect(await screen.findByText('Ingen kommende aktiviteter')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Tidligere' }));
    expect(await screen.findByText('Ingen tidligere aktiviteter')).toBeTruthy();
    expect(screen.queryByText('Ikke flere aktiviteter')).toBeNull();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    const answers: Answer[] = [
      answer(contract.activityOverview, () =>
        fail ? failure(contract.activityOverview, 500, 'Database unavailable') : overviewPage([samplePast]),
      ),
    ];
    stubActivities(...answers);
    renderActivities();
    expect(await screen.findByText('Aktiviteterne kunne ikke hentes.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('row', { name: /^Sommerfest/ })).toBeTruthy();
  });

  it('says that the user has no access when the server refuses the list', async () => {
    stubActivities(failure(contract.activityOverview, 403, 'Forbidden'));
    renderActivities();
    expect(await screen.findByText('Du har ikke adgang til foreningens aktiviteter.')).toBeTruthy();
  });

  it('opens a row’s detail by click and by Enter, and closes it with Escape', async () => {
    const api = stubActivities();
    renderActivities();
    const list = await listNamed('Kommende aktiviteter');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(5));
    const row = within(list).getByRole('row', { name: /^Stævne i Odense/ });
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Stævne i Odense' });
    expect(detailCalls(api)).toEqual(['103']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyUp(row, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Stævne i Odense' })).toBeTruthy();
  });

  it('opens the detail named by route state `open`, even one not on a loaded page, and clears the state', async () => {
    const api = stubActivities();
    renderActivities('/activities', { open: 105 });
    expect(await screen.findByRole('dialog', { name: 'Sommerfest' })).toBeTruthy();
    expect(detailCalls(api)).toEqual(['105']);
    await waitFor(() => expect(routeState()).toBe('null'));
    // Closed, it stays closed: the order was taken once.
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Luk' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the detail a mailed link names (`?open=`), once, and takes the parameter off the address', async () => {
    const api = stubActivities();
    renderActivities('/activities?tab=past&open=105');
    expect(await screen.findByRole('dialog', { name: 'Sommerfest' })).toBeTruthy();
    expect(detailCalls(api)).toEqual(['105']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/activities?tab=past'));
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Luk' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows “not found” in the modal for an activity that does not exist', async () => {
    stubActivities();
    renderActivities('/activities', { open: 999 });
    const dialog = await screen.findByRole('dialog', { name: 'Aktivitet' });
    expect(await within(dialog).findByText('Aktiviteten findes ikke længere.')).toBeTruthy();
  });
});
