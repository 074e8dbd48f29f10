import { contract, memberTypeOf } from '@klubhus/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { sampleSignupLinks, signupLinksServer } from '../../testing/answers';
import { renderMembers, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

const ALL = '/members?group=all&key=firstName&direction=asc';
/** U11 piger's list. */
const GROUP = '/members?group=5&key=firstName&direction=asc';
/** The sample's latest link's token (`sampleSignupLinks`). */
const LATEST_TOKEN = sampleSignupLinks().links[0]!.token!;

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  stubResizeObserver();
  writeText.mockReset().mockResolvedValue(undefined);
  // jsdom has no clipboard.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
});

const openLinks = async ({
  path = ALL,
  flags = {},
  name = 'Tilmeldingslink',
}: { path?: string; flags?: Record<string, boolean>; name?: string } = {}) => {
  renderMembers(path, flags);
  const button = await screen.findByRole('button', { name: 'Tilmeldingslink' });
  // On a group's list, the button waits for the group.
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name });
};

/** The dialog once its links are in. */
const openWithLinks = async (options?: Parameters<typeof openLinks>[0]) => {
  const dialog = await openLinks(options);
  await within(dialog).findByRole('textbox', { name: 'Nyeste link' });
  return dialog;
};

const latestAddress = (dialog: HTMLElement) =>
  (within(dialog).getByRole('textbox', { name: 'Nyeste link' }) as HTMLInputElement).value;

/** The overview's rows, by the creator's name they start with. */
const row = (dialog: HTMLElement, name: string) => {
  const overview = within(dialog).getByRole('region', { name: /^Aktive links/ });
  const item = within(overview)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name));
  if (!item) throw new Error(`no row of ${name}`);
  return item;
};

/** Who asks "Er du sikker?" and answers it. */
const confirm = async (title: string, button: string) => {
  const question = await screen.findByRole('alertdialog', { name: title });
  fireEvent.click(within(question).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

describe('the "Tilmeldingslink" dialog (spec document 1 §2; ADR 019)', () => {
  it("shows the club's links when all members are listed: the latest on this page's host, and the overview", async () => {
    const api = stubMembers();
    const dialog = await openWithLinks();
    expect(latestAddress(dialog)).toBe(`${window.location.origin}/invitation?clubToken=${LATEST_TOKEN}`);
    expect(api.sent(contract.clubLinks).map((call) => call.query)).toEqual([{}]);
    // Who made the latest link, its sign-ups and last day describe the address field.
    const described = within(dialog).getByRole('textbox', { name: 'Nyeste link' }).getAttribute('aria-describedby');
    expect(document.getElementById(described ?? '')?.textContent).toBe(
      'Oprettet af Anna Hansen · 4 tilmeldt · Gælder til 19-02-2027',
    );
    const overview = within(dialog).getByRole('region', { name: 'Aktive links: 3' });
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.text-sm')?.textContent),
    ).toEqual([
      '4 tilmeldt · Gælder til 19-02-2027',
      '23 tilmeldt · Gælder til 08-01-2027',
      '7 tilmeldt · Gælder til 30-12-2026',
    ]);
    expect(within(row(dialog, 'Mette Kristensen')).getByRole('button', { name: /^Kopiér/ })).toBeTruthy();
  });

  it("puts the organisation's own host in the address when organisation mode is on", async () => {
    stubMembers();
    const dialog = await openWithLinks({ flags: { organisation_mode: true } });
    expect(latestAddress(dialog)).toBe(`http://aarhusroklub.klubhus.dk/invitation?clubToken=${LATEST_TOKEN}`);
  });

  it('copies the address and says "Kopieret" for 4 seconds', async () => {
    stubMembers();
    const dialog = await openWithLinks();
    // The clock stands still from the copy on: the confirmation's time is counted exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopiér link' }));
    // The press and the clipboard's promise settle; the clock has not moved.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).queryByText('Kopieret')).not.toBeNull();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invitation?clubToken=${LATEST_TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(within(dialog).queryByText('Kopieret')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(dialog).queryByText('Kopieret')).toBeNull();
  });

  it('copies an older link of the overview by its own address; a link made before ADR 019 has none to copy', async () => {
    stubMembers();
    const dialog = await openWithLinks({ flags: { organisation_mode: true } });
    fireEvent.click(within(row(dialog, 'Mette Kristensen')).getByRole('button', { name: 'Kopiér' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]?.[0]).toBe(
      `http://aarhusroklub.klubhus.dk/invitation?clubToken=${sampleSignupLinks().links[1]!.token!}`,
    );
    const old = row(dialog, 'Ukendt opretter');
    expect(within(old).queryByRole('button', { name: /^Kopiér/ })).toBeNull();
    expect(within(old).getByText('Adressen kan ikke vises igen')).toBeTruthy();
    expect(within(old).getByRole('button', { name: /^Slet/ })).toBeTruthy();
  });

  it("names the group in the title, reads its links and makes new ones for it on a group's list", async () => {
    const api = stubMembers();
    const dialog = await openWithLinks({ path: GROUP, name: 'Tilmeldingslink – U11 piger' });
    expect(api.sent(contract.clubLinks).map((call) => call.query)).toEqual([{ groupId: '5' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generer nyt link' }));
    expect(await within(dialog).findByText('Et nyt link er lavet')).toBeTruthy();
    expect(api.sent(contract.createClubLink).map((call) => call.body)).toEqual([{ groupIds: [5] }]);
    // The links are read again through the query's key.
    expect(api.sent(contract.clubLinks).length).toBe(2);
  });

  it('resets the latest link after "Er du sikker?": deleted, then a new one with the same groups', async () => {
    const api = stubMembers();
    const dialog = await openWithLinks({ path: GROUP, name: 'Tilmeldingslink – U11 piger' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nulstil' }));
    await confirm('Nulstil linket?', 'Annuller');
    expect(api.sent(contract.deleteClubLink)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Nulstil' }));
    await confirm('Nulstil linket?', 'Nulstil');
    expect(await within(dialog).findByText('Linket er nulstillet. Del det nye link.')).toBeTruthy();
    const writes = api.calls
      .filter((call) => call.entry === contract.deleteClubLink || call.entry === contract.createClubLink)
      .map((call) => [call.method, call.path, call.body]);
    expect(writes).toEqual([
      ['DELETE', '/api/v3/clubs/12/links/31', undefined],
      ['POST', '/api/v2/web/clubcreatelink/12', { groupIds: [5] }],
    ]);
  });

  it('resets a link deleted meanwhile all the same: the new one is made', async () => {
    const api = stubMembers(
      failure(contract.deleteClubLink, 404, { message: 'Linket findes ikke', code: 'linkNotFound' }),
    );
    const dialog = await openWithLinks();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nulstil' }));
    await confirm('Nulstil linket?', 'Nulstil');
    expect(await within(dialog).findByText('Linket er nulstillet. Del det nye link.')).toBeTruthy();
    expect(api.sent(contract.createClubLink).map((call) => call.body)).toEqual([{ groupIds: [] }]);
  });

  it('deletes a link of the overview only after "Er du sikker?"', async () => {
    const api = stubMembers();
    const dialog = await openWithLinks();
    const remove = () =>
      fireEvent.click(within(row(dialog, 'Mette Kristensen')).getByRole('button', { name: /^Slet/ }));
    remove();
    await confirm('Slet linket?', 'Annuller');
    expect(api.sent(contract.deleteClubLink)).toEqual([]);
    remove();
    await confirm('Slet linket?', 'Slet');
    expect(await within(dialog).findByText('Linket er slettet')).toBeTruthy();
    expect(api.sent(contract.deleteClubLink).map((call) => call.params.linkId)).toEqual(['27']);
  });

  it("keeps the keyboard's place: on the overview after a deletion, on the new address after a reset", async () => {
    const server = signupLinksServer();
    stubMembers(...server.answers);
    const dialog = await openWithLinks();
    fireEvent.click(within(row(dialog, 'Mette Kristensen')).getByRole('button', { name: /^Slet/ }));
    await confirm('Slet linket?', 'Slet');
    const overview = await within(dialog).findByRole('heading', { name: 'Aktive links: 2' });
    await waitFor(() => expect(document.activeElement).toBe(overview));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Nulstil' }));
    await confirm('Nulstil linket?', 'Nulstil');
    await waitFor(() => expect(latestAddress(dialog)).not.toContain(LATEST_TOKEN));
    const address = within(dialog).getByRole('textbox', { name: 'Nyeste link' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    // The new link took the old one's place: still two links, the newest made now by Anna Hansen.
    expect(within(dialog).getByRole('heading', { name: 'Aktive links: 2' })).toBeTruthy();
    expect(within(row(dialog, 'Anna Hansen')).getByText('Nyeste')).toBeTruthy();
    expect(within(row(dialog, 'Anna Hansen')).getByText('0 tilmeldt')).toBeTruthy();
  });

  it("names each row's delete button with its link, for a screen reader", async () => {
    stubMembers();
    const dialog = await openWithLinks();
    expect(
      within(dialog).getByRole('button', {
        name: 'Slet Mette Kristensen, 23 tilmeldt · Gælder til 08-01-2027',
      }),
    ).toBeTruthy();
  });

  it('offers "Generer nyt link" when the target has no active link, and shows the new one', async () => {
    let links = { ...sampleSignupLinks(), links: [] as ReturnType<typeof sampleSignupLinks>['links'] };
    const api = stubMembers(
      answer(contract.clubLinks, () => links),
      answer(contract.createClubLink, () => {
        links = { ...links, links: sampleSignupLinks().links.slice(0, 1) };
        return links.links[0]!;
      }),
    );
    const dialog = await openLinks();
    expect(await within(dialog).findByRole('heading', { name: 'Intet aktivt tilmeldingslink' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generer nyt link' }));
    await within(dialog).findByRole('textbox', { name: 'Nyeste link' });
    expect(latestAddress(dialog)).toContain(LATEST_TOKEN);
    expect(api.sent(contract.createClubLink).map((call) => call.body)).toEqual([{ groupIds: [] }]);
  });

  it('says why a new link is refused (409 tooManyLinks), and stays open', async () => {
    stubMembers(
      failure(contract.createClubLink, 409, {
        message: 'Foreningen har nået det højeste antal aktive tilmeldingslinks',
        code: 'tooManyLinks',
      }),
    );
    const dialog = await openWithLinks();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generer nyt link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Foreningen har nået det højeste antal aktive tilmeldingslinks',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a spinner while the links load', async () => {
    stubMembers(pending(contract.clubLinks));
    const dialog = await openLinks();
    expect(within(dialog).getByRole('progressbar', { name: 'Henter tilmeldingslinks' })).toBeTruthy();
  });

  it('reads the links again on "Prøv igen" after a failure', async () => {
    let reads = 0;
    stubMembers(
      answer(contract.clubLinks, () => {
        reads += 1;
        return reads === 1 ? failure(contract.clubLinks, 500, 'Database unavailable') : sampleSignupLinks();
      }),
    );
    const dialog = await openLinks();
    expect(await within(dialog).findByText('Tilmeldingslinkene kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv igen' }));
    await within(dialog).findByRole('textbox', { name: 'Nyeste link' });
  });

  it('is not offered when the signup_link flag is off', async () => {
    stubMembers();
    renderMembers(ALL, { signup_link: false });
    await screen.findByRole('button', { name: 'Opret medlem' });
    expect(screen.queryByRole('button', { name: 'Tilmeldingslink' })).toBeNull();
  });

  it('is not offered to a group leader', async () => {
    stubMembers(answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]));
    renderMembers(ALL);
    await screen.findByRole('button', { name: /^Anmodninger/ });
    expect(screen.queryByRole('button', { name: 'Tilmeldingslink' })).toBeNull();
  });
});
