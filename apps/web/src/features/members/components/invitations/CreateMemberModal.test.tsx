import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { renderMembers, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);
afterEach(() => vi.useRealTimers());

const openCreate = async (path?: string) => {
  renderMembers(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Opret medlem' }));
  return screen.findByRole('dialog', { name: 'Opret medlem' });
};
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });
/** The text under a field (its error), through the field's description. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');

const fillRequired = (dialog: HTMLElement) => {
  type(dialog, /^Fornavn/, 'Karla');
  type(dialog, /^Efternavn/, 'Holm');
  type(dialog, /^Email/, 'karla@example.dk');
  type(dialog, /^Postnr/, '8000');
};
const create = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));

describe('create member, step 1: the form (spec §5 "Create member")', () => {
  it("is the administrator's: a group leader has no button", async () => {
    stubMembers(answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]));
    renderMembers();
    await screen.findByText('Medlemmer: 150');
    expect(screen.queryByRole('button', { name: 'Opret medlem' })).toBeNull();
  });

  it('requires first name, surname, e-mail and zip, and sends nothing until they are there', async () => {
    const api = stubMembers();
    const dialog = await openCreate();
    create(dialog);
    await waitFor(() => expect(errorOf(field(dialog, /^Fornavn/))).toBe('Skal udfyldes'));
    for (const label of [/^Efternavn/, /^Email/, /^Postnr/])
      expect(errorOf(field(dialog, label))).toBe('Skal udfyldes');
    for (const label of [/^Telefon/, /^Adresse/, /^By/, /^Fødselsdato/]) expect(errorOf(field(dialog, label))).toBe('');
    expect(api.sent(contract.importUsers)).toEqual([]);
  });

  it.each([
    ['a mobile of 7 digits', /^Telefon/, '1234567', 'Skal være på 8 cifre'],
    ['a mobile of 9 digits', /^Telefon/, '123456789', 'Skal være på 8 cifre'],
    ['a mobile with letters', /^Telefon/, '1234abcd', 'Må kun indeholde tal'],
    ['a zip of 3 digits', /^Postnr/, '800', 'Skal være på 4 cifre'],
    ['a zip of 5 digits', /^Postnr/, '80000', 'Skal være på 4 cifre'],
    ['a zip with letters', /^Postnr/, '80a0', 'Må kun indeholde tal'],
    ['an e-mail without a domain', /^Email/, 'karla@', 'Indtast en gyldig email'],
    ['a birthdate that is no date', /^Fødselsdato/, '2020-02-31', 'Indtast en gyldig dato'],
  ])('refuses %s', async (_label, label, value, message) => {
    const api = stubMembers();
    const dialog = await openCreate();
    fillRequired(dialog);
    type(dialog, label, value);
    create(dialog);
    await waitFor(() => expect(errorOf(field(dialog, label))).toBe(message));
    expect(api.sent(contract.importUsers)).toEqual([]);
  });

  it('sends one row, trimmed, blank optional fields as null, in no group on the all list', async () => {
    const api = stubMembers();
    const dialog = await openCreate();
    fillRequired(dialog);
    type(dialog, /^Telefon/, ' 20304050 ');
    type(dialog, /^Note/, 'Kom via naboklubben');
    create(dialog);
    await screen.findByRole('dialog', { name: 'Send invitation' });
    const [call] = api.sent(contract.importUsers);
    expect(call?.params).toEqual({ club: '12' });
    expect(call?.body).toEqual({
      members: [
        {
          firstName: 'Karla',
          surname: 'Holm',
          email: 'karla@example.dk',
          zip: '8000',
          mobile: '20304050',
          birthdate: null,
          address: null,
          city: null,
          note: 'Kom via naboklubben',
          groupIds: [],
        },
      ],
    });
  });

  it('puts the new member into the group the screen lists, and says so', async () => {
    const api = stubMembers();
    const dialog = await openCreate('/members?group=5&key=firstName&direction=asc');
    expect(within(dialog).getByText(/^Medlemmet kommer i gruppen U11 piger/)).toBeTruthy();
    fillRequired(dialog);
    create(dialog);
    await screen.findByRole('dialog', { name: 'Send invitation' });
    expect(
      (api.sent(contract.importUsers)[0]?.body as { members: { groupIds: number[] }[] }).members[0]?.groupIds,
    ).toEqual([5]);
  });

  it('shows "Denne e-mail er allerede i brug" under the e-mail, the modal kept on the form', async () => {
    stubMembers(
      failure(contract.importUsers, 409, {
        message: 'Denne e-mail er allerede i brug',
        code: 'emailInUse',
        field: 'members.0.email',
      }),
    );
    const dialog = await openCreate();
    fillRequired(dialog);
    create(dialog);
    const email = field(dialog, /^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(email)).toBe('Denne e-mail er allerede i brug');
    expect(screen.getByRole('dialog', { name: 'Opret medlem' })).toBeTruthy();
  });

  it('shows a refusal that names no field of the form atop it', async () => {
    stubMembers(
      failure(contract.importUsers, 404, {
        message: 'Gruppen findes ikke i foreningen',
        code: 'unknownGroup',
        field: 'members.0.groupIds',
      }),
    );
    const dialog = await openCreate('/members?group=5&key=firstName&direction=asc');
    fillRequired(dialog);
    create(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Gruppen findes ikke i foreningen');
  });
});

describe('create member, step 2: the invitation now or later (spec §4)', () => {
  const toStep2 = async () => {
    const dialog = await openCreate();
    fillRequired(dialog);
    within(dialog).getByRole('button', { name: 'Opret' }).focus();
    create(dialog);
    const step2 = await screen.findByRole('dialog', { name: 'Send invitation' });
    // The button pressed became "Send nu" and kept the focus.
    expect(document.activeElement?.textContent).toBe('Send nu');
    return step2;
  };

  it('sends nothing "later": the modal closes and the screen says the member was created', async () => {
    const api = stubMembers();
    const dialog = await toStep2();
    expect(within(dialog).getByText(/^Send invitationen til karla@example.dk nu/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Karla Holm er oprettet')).toBeTruthy();
    expect(api.sent(contract.sendWelcomeMails)).toEqual([]);
  });

  it('mails the new member "now", then fetches the list again after 5, 15 and 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubMembers();
    const dialog = await toStep2();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nu' }));
    expect(
      await screen.findByText('Karla Holm er oprettet, og invitationen er sendt til karla@example.dk'),
    ).toBeTruthy();
    expect(api.sent(contract.sendWelcomeMails).map((call) => call.body)).toEqual([{ memberIds: ['i151'] }]);
    // The send itself refetched the list once (the new member's status); from then on the timers do.
    await waitFor(() => expect(api.sent(contract.memberOverview).length).toBeGreaterThan(0));
    const lists = () => api.sent(contract.memberOverview).length;
    const afterSend = lists();
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(lists()).toBeGreaterThan(afterSend));
    const after5 = lists();
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(lists()).toBeGreaterThan(after5));
    const after15 = lists();
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(lists()).toBeGreaterThan(after15));
  });

  it('says why the mail was not sent when the server left the member out', async () => {
    stubMembers(answer(contract.sendWelcomeMails, { sent: [], skipped: [{ id: 'i151', reason: 'alreadyInvited' }] }));
    const dialog = await toStep2();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nu' }));
    expect(
      await screen.findByText('Karla Holm er oprettet, men invitationen blev ikke sendt. Årsag: Er allerede inviteret'),
    ).toBeTruthy();
  });
});
