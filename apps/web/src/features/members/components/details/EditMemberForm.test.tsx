import { contract, memberTypeOf, MEMBER_UPDATE_DROPPED_FIELDS } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleDetails } from '../../testing/answers';
import { openMember, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);

const anna = sampleDetails('101')!;
/** An inactive member of the sample club (never invited), and the same as an imported child. */
const inactive = sampleDetails('i34')!;

const edit = async (id = '101', name = 'Anna Andersen') => {
  const dialog = await openMember(id, name);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rediger' }));
  return screen.findByRole('dialog', { name: `Rediger ${name}` });
};
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));

describe('editing an active member (spec §5; ADR 017)', () => {
  it("sends the form's fields only: the person's details, the note and the member number, blanks as null", async () => {
    const api = stubMembers();
    const dialog = await edit();
    type(dialog, /^Telefon/, '');
    type(dialog, /^Note/, 'Ny note');
    save(dialog);
    await waitFor(() => expect(api.sent(contract.updateMember)).toHaveLength(1));
    const [call] = api.sent(contract.updateMember);
    expect(call?.params).toEqual({ club: '12', id: '101' });
    expect(call?.body).toEqual({
      firstName: 'Anna',
      surname: 'Andersen',
      email: anna.email,
      mobile: null,
      address: 'Skovvej 12',
      zip: anna.zip,
      city: 'Aarhus',
      birthdate: anna.birthdate,
      note: 'Ny note',
      clubInternalMemberId: 'A-0101',
    });
    for (const dropped of MEMBER_UPDATE_DROPPED_FIELDS) expect(call?.body).not.toHaveProperty(dropped);
    // Back on the details, saying so.
    expect(await screen.findByText('Oplysningerne er gemt')).toBeTruthy();
  });

  it('checks the fields before sending: a zip of four digits, a mobile of eight', async () => {
    const api = stubMembers();
    const dialog = await edit();
    type(dialog, /^Postnr/, '80');
    type(dialog, /^Telefon/, '1234');
    save(dialog);
    expect(await within(dialog).findByText('Skal være på 4 cifre')).toBeTruthy();
    expect(within(dialog).getByText('Skal være på 8 cifre')).toBeTruthy();
    expect(api.sent(contract.updateMember)).toEqual([]);
  });

  it('shows "Denne e-mail er allerede i brug" under the e-mail', async () => {
    stubMembers(
      failure(contract.updateMember, 409, {
        message: 'Denne e-mail er allerede i brug',
        code: 'emailInUse',
        field: 'email',
      }),
    );
    const dialog = await edit();
    type(dialog, /^Email/, 'bo@example.dk');
    save(dialog);
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Denne e-mail er allerede i brug')).toBeTruthy();
  });

  it("shows a locked person's details read-only with the notice, and sends the note and number alone", async () => {
    const api = stubMembers(
      answer(contract.memberDetails, { ...anna, type: memberTypeOf('leader'), canEditDetails: false }),
    );
    const dialog = await edit();
    expect(
      within(dialog).getByText(
        'Medlemmets oplysninger kan ikke ændres, fordi en bruger kan være medlem af flere foreninger.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Fornavn' }).hasAttribute('readonly')).toBe(true);
    type(dialog, /^Medlemsnummer/, ' 17 ');
    save(dialog);
    await waitFor(() =>
      expect(api.sent(contract.updateMember).map((call) => call.body)).toEqual([
        { note: anna.note, clubInternalMemberId: '17' },
      ]),
    );
  });
});

describe('editing an inactive member (spec §2 "edit inactive member", §5)', () => {
  it('saves through the imported-user call with its i-id', async () => {
    const api = stubMembers();
    const dialog = await edit('i34', `${inactive.firstName} ${inactive.surname}`);
    type(dialog, /^By/, 'Risskov');
    save(dialog);
    await waitFor(() => expect(api.sent(contract.updateImportedMember)).toHaveLength(1));
    const [call] = api.sent(contract.updateImportedMember);
    expect(call?.params).toEqual({ id: 'i34' });
    expect(call?.body).toMatchObject({ city: 'Risskov', email: inactive.email });
    expect(call?.body).not.toHaveProperty('note');
    expect(api.sent(contract.updateMember)).toEqual([]);
  });

  it("shows a child's e-mail disabled with the spec's text, and never sends it", async () => {
    const api = stubMembers(answer(contract.memberDetails, { ...inactive, isChild: true }));
    const dialog = await edit('i34', `${inactive.firstName} ${inactive.surname}`);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Email på barnebruger kan ikke redigeres')).toBeTruthy();
    save(dialog);
    await waitFor(() => expect(api.sent(contract.updateImportedMember)).toHaveLength(1));
    expect(api.sent(contract.updateImportedMember)[0]?.body).not.toHaveProperty('email');
  });

  it('has no role choice and no relations to add', async () => {
    stubMembers();
    const dialog = await openMember('i34', `${inactive.firstName} ${inactive.surname}`);
    expect(within(dialog).queryByRole('button', { name: /Rolle/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Relationer' }));
    expect(await within(dialog).findByText(/Relationer kan først tilføjes/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Tilføj relation' })).toBeNull();
  });
});
