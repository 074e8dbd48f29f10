import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { sampleSponsors } from '../testing/answers';
import {
  chooseLogo,
  ENCODED_LOGO,
  openAction,
  renderTab,
  rowOf,
  sponsorTable,
  stubImageEncoding,
  stubSponsors,
  stubResizeObserverEachTest,
} from '../testing/renderSponsors';

stubResizeObserverEachTest();

/** A screen test renders the table and opens modals: seconds on a machine busy with other runs. */
const SLOW = 15_000;
let undoEncoding = () => {};
afterEach(() => undoEncoding());

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const openCreate = async () => {
  await sponsorTable();
  fireEvent.click(screen.getByRole('button', { name: 'Opret sponsor' }));
  return screen.findByRole('dialog', { name: 'Opret sponsor' });
};

describe('SponsorsRoute: creating a sponsor', { timeout: SLOW }, () => {
  it('sends title, url and the chosen logo as base64, and the new sponsor joins the list', async () => {
    undoEncoding = stubImageEncoding();
    const api = stubSponsors();
    renderTab();
    const dialog = await openCreate();
    type(field(dialog, 'Navn'), 'Café Åen');
    type(field(dialog, 'Link'), 'cafeaaen.dk');
    chooseLogo(dialog);
    await within(dialog).findByRole('img', { name: 'Sponsorens logo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));

    expect(await screen.findByText('Café Åen er oprettet')).toBeTruthy();
    expect(api.sent(contract.createSponsor).map((call) => call.body)).toEqual([
      {
        clubId: sampleClub.clubId,
        title: 'Café Åen',
        url: 'https://cafeaaen.dk',
        logoBase64: ENCODED_LOGO,
        isExternal: false,
        zipCodes: [],
      },
    ]);
    expect(await rowOf('Café Åen')).toBeTruthy();
  });

  it('asks for title, url and a logo before sending anything', async () => {
    const api = stubSponsors();
    renderTab();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await within(dialog).findByText('Vælg et logo')).toBeTruthy();
    expect(within(dialog).getAllByText('Skal udfyldes')).toHaveLength(2);
    type(field(dialog, 'Link'), 'ftp://bager.dk');
    fireEvent.blur(field(dialog, 'Link'));
    expect(await within(dialog).findByText('Indtast en gyldig adresse, fx klub.dk/privatliv')).toBeTruthy();
    expect(api.sent(contract.createSponsor)).toHaveLength(0);
  });

  it('uses the logo of another sponsor when chosen, sent as `logo`', async () => {
    const api = stubSponsors();
    renderTab();
    const dialog = await openCreate();
    type(field(dialog, 'Navn'), 'Kornet Café');
    type(field(dialog, 'Link'), 'https://kornet-cafe.dk');
    fireEvent.click(within(dialog).getByRole('button', { name: /Eller brug logoet fra/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bageriet Kornet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Kornet Café er oprettet')).toBeTruthy();
    expect(api.sent(contract.createSponsor)[0]?.body).toMatchObject({ logo: sampleSponsors.bakery.logo });
    expect(api.sent(contract.createSponsor)[0]?.body).not.toHaveProperty('logoBase64');
  });

  it('targets zips only for an external sponsor: the switch shows the members’ zips', async () => {
    undoEncoding = stubImageEncoding();
    const api = stubSponsors();
    renderTab();
    const dialog = await openCreate();
    expect(within(dialog).queryByRole('checkbox', { name: '8000' })).toBeNull();
    type(field(dialog, 'Navn'), 'Sport Nord');
    type(field(dialog, 'Link'), 'sportnord.dk');
    chooseLogo(dialog);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Ekstern sponsor' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '8000' }));
    type(within(dialog).getByRole('textbox', { name: 'Søg postnummer' }), '83');
    expect(within(dialog).queryByRole('checkbox', { name: '8200' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '8310' }));
    expect(within(dialog).getByText('2 postnumre valgt')).toBeTruthy();
    await within(dialog).findByRole('img', { name: 'Sponsorens logo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Sport Nord er oprettet')).toBeTruthy();
    expect(api.sent(contract.createSponsor)[0]?.body).toMatchObject({
      isExternal: true,
      zipCodes: ['8000', '8310'],
    });
  });

  it('shows a full club (409 sponsorsFull) at the top of the form', async () => {
    const api = stubSponsors(
      failure(contract.createSponsor, 409, {
        message: 'Klubben har nået det største antal sponsorer',
        code: 'sponsorsFull',
      }),
    );
    renderTab();
    const dialog = await openCreate();
    type(field(dialog, 'Navn'), 'Kornet Café');
    type(field(dialog, 'Link'), 'kornet-cafe.dk');
    fireEvent.click(within(dialog).getByRole('button', { name: /Eller brug logoet fra/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Aarhus Cykler' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Klubben har nået det største antal sponsorer',
    );
    expect(api.sent(contract.createSponsor)).toHaveLength(1);
  });
});

describe('SponsorsRoute: editing a sponsor', { timeout: SLOW }, () => {
  it('keeps the logo, sent as `logo`, and sends no zips', async () => {
    const api = stubSponsors();
    renderTab();
    const dialog = await openAction('Jysk Sport & Fritid', 'Rediger');
    expect((field(dialog, 'Navn') as HTMLInputElement).value).toBe('Jysk Sport & Fritid');
    expect(within(dialog).getByRole('img', { name: 'Sponsorens logo' }).getAttribute('src')).toBe(
      sampleSponsors.sports.logo,
    );
    expect(within(dialog).queryByRole('switch')).toBeNull();
    type(field(dialog, 'Navn'), 'Jysk Sport');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Jysk Sport er gemt')).toBeTruthy();
    expect(api.sent(contract.updateSponsor).map((call) => call.body)).toEqual([
      {
        sponsorId: sampleSponsors.sports.id,
        title: 'Jysk Sport',
        url: sampleSponsors.sports.url,
        logo: sampleSponsors.sports.logo,
      },
    ]);
    expect(await rowOf('Jysk Sport')).toBeTruthy();
  });

  it('sends a new logo as base64 instead of the old one', async () => {
    undoEncoding = stubImageEncoding();
    const api = stubSponsors();
    renderTab();
    const dialog = await openAction('Bageriet Kornet', 'Rediger');
    chooseLogo(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Sponsorens logo' }).getAttribute('src')).toBe(
        `data:image/png;base64,${ENCODED_LOGO}`,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Bageriet Kornet er gemt')).toBeTruthy();
    const [sent] = api.sent(contract.updateSponsor);
    expect(sent?.body).toMatchObject({ sponsorId: sampleSponsors.bakery.id, logoBase64: ENCODED_LOGO });
    expect(sent?.body).not.toHaveProperty('logo');
  });

  it('shows a logo the club no longer has (400 logoNotFound) under the logo', async () => {
    stubSponsors(
      failure(contract.updateSponsor, 400, {
        message: 'Logoet findes ikke i klubben',
        code: 'logoNotFound',
        field: 'logo',
      }),
    );
    renderTab();
    const dialog = await openAction('Bageriet Kornet', 'Rediger');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    const alert = await within(dialog).findByText('Logoet findes ikke i klubben');
    expect(alert.closest('[role="group"]')).toBeTruthy();
  });
});

describe('SponsorsRoute: an external sponsor’s zips', { timeout: SLOW }, () => {
  it('lists the members’ zips with the targeted ones ticked, keeps one no member has now, and saves', async () => {
    const api = stubSponsors(
      answer(contract.clubSponsors, {
        sponsors: [{ ...sampleSponsors.sports, zipCodes: ['8000', '9000'] }],
        poolViewsLeft: 0,
      }),
    );
    renderTab();
    const dialog = await openAction('Jysk Sport & Fritid', 'Postnumre');
    const kept = await within(dialog).findByRole('checkbox', { name: /^9000/ });
    expect((kept as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('ingen medlemmer nu')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: '8000' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '8000' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '8200' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Postnumrene for Jysk Sport & Fritid er gemt')).toBeTruthy();
    expect(api.sent(contract.updateSponsor).map((call) => call.body)).toEqual([
      {
        sponsorId: sampleSponsors.sports.id,
        title: sampleSponsors.sports.title,
        url: sampleSponsors.sports.url,
        logo: sampleSponsors.sports.logo,
        zipCodes: ['9000', '8200'],
      },
    ]);
    expect(within(await rowOf('Jysk Sport & Fritid')).getByText('8200, 9000')).toBeTruthy();
  });

  it('shows a refusal of the zips under them', async () => {
    stubSponsors(
      failure(contract.updateSponsor, 400, {
        message: 'Kun eksterne sponsorer kan målrettes postnumre',
        code: 'zipsExternalOnly',
        field: 'zipCodes',
      }),
    );
    renderTab();
    const dialog = await openAction('Aarhus Cykler', 'Postnumre');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '8000' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Kun eksterne sponsorer kan målrettes postnumre')).toBeTruthy();
  });

  it('offers a retry when the zips cannot be read', async () => {
    const api = stubSponsors(failure(contract.sponsorZips, 500, 'Serverfejl'));
    renderTab();
    const dialog = await openAction('Aarhus Cykler', 'Postnumre');
    expect(await within(dialog).findByText('Postnumrene kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.sponsorZips).length).toBeGreaterThan(1));
  });
});
