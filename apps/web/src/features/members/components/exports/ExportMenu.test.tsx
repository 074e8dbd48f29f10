import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { renderMembers, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

/** What the browser was asked to save: jsdom saves nothing, so the link's click is caught. */
const saved: { name: string; href: string }[] = [];

beforeEach(async () => {
  stubResizeObserver();
  // The stub answers with Node's Response, which streams only Node's own Blob (jsdom's has no stream()).
  vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 10, 0));
});
afterEach(() => vi.useRealTimers());

const asLeader = answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]);

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Eksporter' }));
  return screen.findByRole('menu');
};
const choose = async (item: string) => fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: item }));

describe('the exports menu (spec §7 "Exports"; ADR 017)', () => {
  it("is the administrator's: a group leader has none", async () => {
    stubMembers(asLeader);
    renderMembers();
    await screen.findByText('Medlemmer: 150');
    expect(screen.queryByRole('button', { name: 'Eksporter' })).toBeNull();
  });

  it('offers the households behind household_export only', async () => {
    stubMembers();
    renderMembers(undefined, { household_export: false });
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Medlemmer i visningen', 'Inaktive medlemmer', 'Efter alder …', 'Fjernede medlemmer']);
  });

  it("exports the view's members with the address's filter and search, saved as medlemmer-<date>.csv", async () => {
    const api = stubMembers();
    renderMembers('/members?group=2&key=surname&direction=desc&status=inactive&search=anna+hansen');
    await choose('Medlemmer i visningen');
    await waitFor(() => expect(saved).toEqual([{ name: 'medlemmer-2026-11-26.csv', href: 'blob:csv' }]));
    expect(api.sent(contract.exportMembers).map((call) => [call.params.club, call.query])).toEqual([
      ['12', { group: '2', key: 'surname', direction: 'desc', status: 'inactive', search: 'anna hansen' }],
    ]);
    expect(await screen.findByText('medlemmer-2026-11-26.csv er gemt')).toBeTruthy();
  });

  it('exports the households of the listed group', async () => {
    const api = stubMembers();
    renderMembers('/members?group=5&key=firstName&direction=asc');
    await choose('Relationer (husstande)');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['husstande-2026-11-26.csv']));
    expect(api.sent(contract.exportRelations).map((call) => call.query)).toEqual([{ groupId: '5' }]);
  });

  it('shows a download under way with its progress, and stops the spinner when it fails', async () => {
    stubMembers(pending(contract.exportInactive), failure(contract.exportRemoved, 500, 'Database unavailable'));
    renderMembers();
    await choose('Inaktive medlemmer');
    expect(await screen.findByRole('progressbar', { name: /Henter inaktive-medlemmer-2026-11-26.csv/ })).toBeTruthy();
    expect(screen.getByText('0 kB hentet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    await choose('Fjernede medlemmer');
    expect(await screen.findByText('Filen kunne ikke hentes.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Eksporter' }).getAttribute('aria-disabled')).toBeNull();
    expect(saved).toEqual([]);
  });
});

describe('the age export (spec §5 "Age export: from and to required numbers")', () => {
  const ageDialog = async () => {
    await choose('Efter alder …');
    return screen.findByRole('dialog', { name: 'Eksporter efter alder' });
  };
  const fill = (dialog: HTMLElement, from: string, to: string) => {
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Fra alder/ }), { target: { value: from } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Til alder/ }), { target: { value: to } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hent fil' }));
  };

  it('requires both ages and sends nothing without them', async () => {
    const api = stubMembers();
    renderMembers();
    const dialog = await ageDialog();
    fill(dialog, '', '');
    await waitFor(() => expect(within(dialog).getAllByText('Skal udfyldes')).toHaveLength(2));
    expect(api.sent(contract.exportByAge)).toEqual([]);
  });

  it('refuses a from-age above the to-age and a part of a year', async () => {
    const api = stubMembers();
    renderMembers();
    const dialog = await ageDialog();
    fill(dialog, '15', '10');
    expect(await within(dialog).findByText('Fra-alderen må ikke være højere end til-alderen')).toBeTruthy();
    fill(dialog, '6,5', '10');
    expect(await within(dialog).findByText('Må kun indeholde tal')).toBeTruthy();
    expect(api.sent(contract.exportByAge)).toEqual([]);
  });

  it('exports the ages asked for, saves the file and closes', async () => {
    const api = stubMembers();
    renderMembers();
    const dialog = await ageDialog();
    fill(dialog, '6', '12');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['medlemmer-6-12-aar-2026-11-26.csv']));
    expect(api.sent(contract.exportByAge).map((call) => call.params)).toEqual([{ club: '12', from: '6', to: '12' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal under its age, the dialog kept open", async () => {
    stubMembers(failure(contract.exportByAge, 400, { message: 'Fra er efter til', code: 'fromAfterTo', field: 'to' }));
    renderMembers();
    const dialog = await ageDialog();
    fill(dialog, '6', '12');
    expect(await within(dialog).findByText('Fra-alderen må ikke være højere end til-alderen')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
