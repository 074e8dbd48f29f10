import { contract, SPONSOR_VIEW_PACKAGES } from '@klubhus/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure, pending } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { sampleExemptions, sampleSponsorList, sampleSponsors } from '../testing/answers';
import {
  openAction,
  renderTab,
  rowOf,
  sponsorTable,
  stubSponsors,
  stubResizeObserverEachTest,
} from '../testing/renderSponsors';

stubResizeObserverEachTest();

/** A screen test renders the table and opens modals: seconds on a machine busy with other runs. */
const SLOW = 15_000;

describe('SponsorsRoute: the list', { timeout: SLOW }, () => {
  it('shows the pool and every sponsor: logo, title, link, views shown and left, and who is targeted', async () => {
    stubSponsors();
    renderTab();
    const table = await sponsorTable();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('span.font-medium')?.textContent),
    ).toEqual(sampleSponsorList.sponsors.map((sponsor) => sponsor.title));
    expect(screen.getByText('Fælles visninger: 2.500 tilbage')).toBeTruthy();

    const bakery = within(await rowOf('Bageriet Kornet'));
    expect((await rowOf('Bageriet Kornet')).textContent).toContain('3.412 vist · 6.588 tilbage');
    expect(bakery.getByText('Alle postnumre')).toBeTruthy();
    expect(bakery.queryByText('Ekstern')).toBeNull();
    expect(bakery.getByRole('link', { name: 'bageriet-kornet.dk' }).getAttribute('href')).toBe(
      'https://bageriet-kornet.dk',
    );
    const logo = (await rowOf('Bageriet Kornet')).querySelector('img');
    expect(logo?.getAttribute('src')).toBe(sampleSponsors.bakery.logo);

    const sports = within(await rowOf('Jysk Sport & Fritid'));
    expect(sports.getByText('Ekstern')).toBeTruthy();
    expect(sports.getByText('8000, 8200')).toBeTruthy();
    expect(within(await rowOf('Aarhus Cykler')).getByText('Alle postnumre')).toBeTruthy();
    expect((await rowOf('Tandlæge Holm')).textContent).toContain('2.500 vist · 0 tilbage');
  });

  it('offers "Postnumre" for external sponsors only', async () => {
    stubSponsors();
    renderTab();
    fireEvent.click(
      within(await rowOf('Bageriet Kornet')).getByRole('button', { name: 'Handlinger for Bageriet Kornet' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rediger', 'Køb visninger', 'Slet']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(
      within(await rowOf('Jysk Sport & Fritid')).getByRole('button', { name: 'Handlinger for Jysk Sport & Fritid' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Postnumre' })).toBeTruthy();
  });

  it('shows an empty club with a button that creates the first sponsor', async () => {
    stubSponsors(answer(contract.clubSponsors, { sponsors: [], poolViewsLeft: 0 }));
    renderTab();
    expect(await screen.findByText('Ingen sponsorer endnu')).toBeTruthy();
    expect(screen.getByText('Fælles visninger: 0 tilbage')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opret sponsor' }));
    expect(await screen.findByRole('dialog', { name: 'Opret sponsor' })).toBeTruthy();
  });

  it('keeps loading while the list does not answer', async () => {
    stubSponsors(pending(contract.clubSponsors));
    renderTab();
    await act(async () => {});
    expect(screen.getByRole('progressbar', { name: 'Henter sponsorer' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    const api = stubSponsors(failure(contract.clubSponsors, 500, 'Serverfejl'));
    renderTab();
    expect(await screen.findByText('Sponsorerne kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.clubSponsors).length).toBeGreaterThan(1));
  });

  it.each([
    ['a member', 1 as const],
    ['a group leader', 3 as const],
  ])('shows %s the no-access notice and fetches nothing', async (_name, memberType) => {
    const api = stubSponsors(answer(contract.clubOverview, [{ ...sampleClub, memberType }]));
    renderTab();
    expect(await screen.findByText('Kun administratorer kan administrere klubbens sponsorer.')).toBeTruthy();
    expect(api.sent(contract.clubSponsors)).toHaveLength(0);
  });

  it('shows the no-access notice when the server refuses the list (403: no longer an administrator)', async () => {
    stubSponsors(failure(contract.clubSponsors, 403, 'Ingen adgang'));
    renderTab();
    expect(await screen.findByText('Kun administratorer kan administrere klubbens sponsorer.')).toBeTruthy();
  });
});

describe('SponsorsRoute: buying views', { timeout: SLOW }, () => {
  it('lists the four packages with their prices, asks first, then sends the package for the pool', async () => {
    const api = stubSponsors();
    renderTab();
    await sponsorTable();
    fireEvent.click(screen.getByRole('button', { name: 'Køb visninger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Køb fælles visninger' });
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(SPONSOR_VIEW_PACKAGES.length);
    expect(within(dialog).getByText('kr. 250,00')).toBeTruthy();
    expect(within(dialog).getByText('kr. 3.500,00')).toBeTruthy();

    // Nothing chosen: the choice is required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Køb' }));
    expect(await within(dialog).findByText('Vælg en af visningspakkerne')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: /^10\.000 visninger/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Køb' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Køb 10.000 visninger for kr. 900,00?' });
    expect(api.sent(contract.orderSponsorViews)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Køb' }));

    expect(await screen.findByText('10.000 visninger er købt')).toBeTruthy();
    expect(api.sent(contract.orderSponsorViews).map((call) => call.body)).toEqual([
      { ClubId: sampleClub.clubId, ViewCount: 10_000 },
    ]);
    expect(screen.getByText('Fælles visninger: 12.500 tilbage')).toBeTruthy();
  });

  it('buys for one sponsor with its SponsorId, and its row shows the views', async () => {
    const api = stubSponsors();
    renderTab();
    const dialog = await openAction('Tandlæge Holm', 'Køb visninger');
    expect(within(dialog).getByRole('heading', { name: 'Køb visninger til Tandlæge Holm' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^2\.500 visninger/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Køb' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Køb 2.500 visninger for kr. 250,00?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Køb' }));
    expect(await screen.findByText('2.500 visninger er købt')).toBeTruthy();
    expect(api.sent(contract.orderSponsorViews).map((call) => call.body)).toEqual([
      { ClubId: sampleClub.clubId, ViewCount: 2500, SponsorId: sampleSponsors.dentist.id },
    ]);
    expect((await rowOf('Tandlæge Holm')).textContent).toContain('2.500 vist · 2.500 tilbage');
  });

  it('cancelling the confirmation buys nothing', async () => {
    const api = stubSponsors();
    renderTab();
    await sponsorTable();
    fireEvent.click(screen.getByRole('button', { name: 'Køb visninger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Køb fælles visninger' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^2\.500 visninger/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Køb' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Køb fælles visninger' })).toBeTruthy();
    expect(api.sent(contract.orderSponsorViews)).toHaveLength(0);
  });

  it('shows a refusal in the modal in the reader’s words', async () => {
    stubSponsors(
      failure(contract.orderSponsorViews, 404, {
        message: 'Sponsoren findes ikke',
        code: 'sponsorNotFound',
        field: 'SponsorId',
      }),
    );
    renderTab();
    const dialog = await openAction('Aarhus Cykler', 'Køb visninger');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^50\.000 visninger/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Køb' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Køb' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Sponsoren findes ikke');
  });
});

describe('SponsorsRoute: exemptions', { timeout: SLOW }, () => {
  it('makes the rows when the club has none, then saves the changed switch', async () => {
    const api = stubSponsors();
    renderTab();
    await sponsorTable();
    fireEvent.click(screen.getByRole('button', { name: 'Undtagelser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undtagelser' });
    const leaders = await within(dialog).findByRole('switch', { name: 'Gruppeledere' });
    expect(api.sent(contract.sponsorExemptions)).toHaveLength(1);
    expect(api.sent(contract.newSponsorExemptions).map((call) => call.body)).toEqual([{ clubId: sampleClub.clubId }]);
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((toggle) => (toggle as HTMLInputElement).checked),
    ).toEqual([false, false, false]);

    fireEvent.click(leaders);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Undtagelserne er gemt')).toBeTruthy();
    expect(api.sent(contract.updateSponsorExemptions).map((call) => call.body)).toEqual([
      { ClubId: sampleClub.clubId, RoleExemptions: [{ MemberType: 3, Enabled: true }] },
    ]);
  });

  it('reads existing rows without making them again', async () => {
    const api = stubSponsors(answer(contract.sponsorExemptions, sampleExemptions(['admin'])));
    renderTab();
    await sponsorTable();
    fireEvent.click(screen.getByRole('button', { name: 'Undtagelser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undtagelser' });
    const admins = await within(dialog).findByRole('switch', { name: 'Administratorer' });
    expect((admins as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Bannere vist indtil nu: 4.210')).toBeTruthy();
    expect(api.sent(contract.newSponsorExemptions)).toHaveLength(0);
  });
});

describe('SponsorsRoute: deleting', { timeout: SLOW }, () => {
  it('asks first, naming the views that go with the sponsor, then deletes it', async () => {
    const api = stubSponsors();
    renderTab();
    const dialog = await openAction('Bageriet Kornet', 'Slet');
    expect(within(dialog).getByRole('heading', { name: 'Slet Bageriet Kornet?' })).toBeTruthy();
    expect(within(dialog).getByText(/med de 6\.588 visninger/)).toBeTruthy();
    expect(api.sent(contract.deleteSponsor)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Bageriet Kornet er slettet')).toBeTruthy();
    expect(api.sent(contract.deleteSponsor).map((call) => call.query)).toEqual([
      { sponsorId: String(sampleSponsors.bakery.id) },
    ]);
  });

  it('keeps the dialog open with the reason when the deletion fails', async () => {
    stubSponsors(failure(contract.deleteSponsor, 500, 'Serverfejl'));
    renderTab();
    const dialog = await openAction('Bageriet Kornet', 'Slet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await within(dialog).findByText('Sponsoren kunne ikke slettes. Prøv igen.')).toBeTruthy();
  });
});
