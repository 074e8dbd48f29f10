import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { calendarAnswers, samplePersonalLink } from '../../testing/answers';
import { renderActivities, stubActivities, stubObservers } from '../../testing/renderActivities';
import { clubCalendarUrl, webcalUrl } from './calendarLinks';

beforeEach(() => stubObservers());

const openCalendar = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Eksportér til kalender' }));
  return screen.findByRole('dialog', { name: 'Eksportér til kalender' });
};

describe('the export-to-calendar button (spec §2.5; issue 23)', () => {
  it("offers the club's public feed with a copy and a webcal: link", async () => {
    stubActivities();
    renderActivities();
    const dialog = await openCalendar();
    const club = within(dialog).getByRole('textbox', { name: 'Link til foreningens kalender' }) as HTMLInputElement;
    expect(club.value).toBe(`${window.location.origin}/api/v3/clubs/12/ical`);
    expect(within(dialog).getByText('Kun offentlige aktiviteter er med. Linket kan deles med alle.')).toBeTruthy();
    const subscribe = within(dialog).getAllByRole('link', { name: 'Abonnér i din kalender' });
    expect(subscribe[0]?.getAttribute('href')).toBe(webcalUrl(club.value));
    expect(subscribe[0]?.getAttribute('href')).toMatch(/^webcal:\/\//);
    await within(dialog).findByRole('textbox', { name: 'Dit personlige link' });
    expect(within(dialog).getAllByRole('button', { name: 'Kopiér link' })).toHaveLength(2);
  }, 15_000);

  it("shows the caller's personal link, and a group leader's too", async () => {
    stubActivities(answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]));
    renderActivities();
    const dialog = await openCalendar();
    const personal = (await within(dialog).findByRole('textbox', { name: 'Dit personlige link' })) as HTMLInputElement;
    expect(personal.value).toBe(samplePersonalLink);
    expect(within(dialog).getAllByRole('link', { name: 'Abonnér i din kalender' })[1]?.getAttribute('href')).toBe(
      samplePersonalLink.replace('https:', 'webcal:'),
    );
    // A group leader has no CSV export (the administrators').
    expect(screen.queryByRole('button', { name: 'Eksportér aktiviteter' })).toBeNull();
  }, 15_000);

  it('creates a personal link when there is none', async () => {
    const api = stubActivities(...calendarAnswers({ personal: null }));
    renderActivities();
    const dialog = await openCalendar();
    expect(await within(dialog).findByText('Du har ikke noget personligt link endnu.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret personligt link' }));
    const personal = (await within(dialog).findByRole('textbox', { name: 'Dit personlige link' })) as HTMLInputElement;
    expect(personal.value).toMatch(/Nw3kP9sQx2ZbT7vLm5YcRa$/);
    expect(within(dialog).getByText('Dit personlige link er klar.')).toBeTruthy();
    expect(api.sent(contract.createPersonalCalendarLink).map((call) => call.params)).toEqual([{ club: '12' }]);
  }, 15_000);

  it('asks before a new link, as the old one stops working', async () => {
    const api = stubActivities();
    renderActivities();
    const dialog = await openCalendar();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Nyt link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Lav et nyt link?' });
    expect(confirm.textContent).toContain('Det gamle link holder op med at virke.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lav nyt link' }));
    await waitFor(() => expect(api.sent(contract.createPersonalCalendarLink)).toHaveLength(1));
    expect(await screen.findByText('Du har fået et nyt link. Det gamle virker ikke længere.')).toBeTruthy();
  }, 15_000);

  it('revokes the link after asking, and then offers a new one', async () => {
    const api = stubActivities();
    renderActivities();
    const dialog = await openCalendar();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tilbagekald' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tilbagekald linket?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Tilbagekald link' }));
    expect(await within(dialog).findByRole('button', { name: 'Opret personligt link' })).toBeTruthy();
    expect(api.sent(contract.revokePersonalCalendarLink)).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox', { name: 'Dit personlige link' })).toBeNull();
    expect(screen.getByText('Linket er tilbagekaldt.')).toBeTruthy();
  }, 15_000);

  it('says when the personal link could not be fetched, with a retry', async () => {
    stubActivities(failure(contract.getPersonalCalendarLink, 500, 'Database unavailable'));
    renderActivities();
    const dialog = await openCalendar();
    expect(await within(dialog).findByText('Dit personlige link kunne ikke hentes.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
    // The club's link needs no call: it is there all the same.
    expect(within(dialog).getByRole('textbox', { name: 'Link til foreningens kalender' })).toBeTruthy();
  }, 15_000);
});

describe('the calendar addresses', () => {
  it('resolve the API base against the origin and swap the scheme for webcal:', () => {
    expect(clubCalendarUrl(12, 'https://klub.example')).toBe('https://klub.example/api/v3/clubs/12/ical');
    expect(webcalUrl('https://klub.example/api/v3/clubs/12/ical')).toBe('webcal://klub.example/api/v3/clubs/12/ical');
    expect(webcalUrl('http://localhost:3000/x')).toBe('webcal://localhost:3000/x');
  }, 15_000);
});
