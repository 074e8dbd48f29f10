import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { sampleDetails } from '../../testing/answers';
import { openMember, renderMembers, stubMembers as stub, stubResizeObserver, where } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);

const asLeader = answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]);
const anna = sampleDetails('101')!;
/** Anna as the club's only administrator. */
const soleAdministrator = answer(contract.memberDetails, {
  ...anna,
  type: memberTypeOf('admin'),
  administratorCount: 1,
});

const chooseRole = async (dialog: HTMLElement, role: string) => {
  fireEvent.click(within(dialog).getByRole('button', { name: /Rolle/ }));
  fireEvent.click(await screen.findByRole('option', { name: role }));
};

describe('the member details: what they show', () => {
  it('shows the contact, address, dates, member number and note', async () => {
    stub();
    const dialog = await openMember();
    for (const text of ['medlem1@example.dk', 'Skovvej 12, 8000 Aarhus', '01-03-2019', 'A-0101', /Træner U11 piger/]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it("shows the member's relations, and a placeholder for the statistics", async () => {
    stub();
    const dialog = await openMember();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Relationer' }));
    const list = await within(dialog).findByRole('list', { name: 'Relationer' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Bo AndersenBarn/)]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Statistik' }));
    expect(await within(dialog).findByText('Ingen statistik endnu')).toBeTruthy();
  });

  it('says so when the member cannot be loaded, and tries again', async () => {
    const api = stub(failure(contract.memberDetails, 500, 'Database unavailable'));
    renderMembers('/members?group=all&key=firstName&direction=asc&openMember=101');
    const dialog = await screen.findByRole('dialog', { name: 'Medlem' });
    expect(await within(dialog).findByText('Medlemmet kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.memberDetails)).toHaveLength(2));
  });

  it('says so when the member is not the user’s to see (403)', async () => {
    stub(failure(contract.memberDetails, 403, 'Forbidden'));
    renderMembers('/members?group=all&key=firstName&direction=asc&openMember=101');
    const dialog = await screen.findByRole('dialog', { name: 'Medlem' });
    expect(await within(dialog).findByText('Du har ikke adgang til at se dette medlem.')).toBeTruthy();
  });
});

describe('the member details: who sees which action (spec §6)', () => {
  it('gives an administrator editing, the role choice and removal', async () => {
    stub();
    const dialog = await openMember();
    expect(within(dialog).getByRole('button', { name: 'Rediger' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Rolle/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fjern fra foreningen' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a group leader the role as a read-only badge, and no editing, removal or relation changes', async () => {
    stub(asLeader);
    const dialog = await openMember();
    // The role is a badge, not a choice.
    expect(within(dialog).getByText('Medlem')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Rolle/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rediger' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Fjern fra foreningen' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Relationer' }));
    await within(dialog).findByRole('list', { name: 'Relationer' });
    expect(within(dialog).queryByRole('button', { name: /^Fjern/ })).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'Tilføj relation' })).toBeNull();
  });

  it('locks the role and the removal of the sole administrator, saying why', async () => {
    stub(soleAdministrator);
    const dialog = await openMember();
    expect(within(dialog).getByRole('button', { name: /Rolle/ }).hasAttribute('disabled')).toBe(true);
    const remove = within(dialog).getByRole('button', { name: 'Fjern fra foreningen' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getAllByText('Foreningen skal have mindst én administrator').length).toBeGreaterThan(0);
    // Editing the sole administrator stays possible.
    expect(within(dialog).getByRole('button', { name: 'Rediger' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the role of one of several administrators open', async () => {
    stub(answer(contract.memberDetails, { ...anna, type: memberTypeOf('admin'), administratorCount: 2 }));
    const dialog = await openMember();
    expect(within(dialog).getByRole('button', { name: /Rolle/ }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the member details: role change (spec §4; ADR 016/017)', () => {
  it('asks "Er du sikker?" before it changes the role, and sends nothing on Nej', async () => {
    const api = stub();
    const dialog = await openMember();
    await chooseRole(dialog, 'Administrator');
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(within(confirm).getByText('Anna Andersen får rollen Administrator.')).toBeTruthy();
    expect(api.sent(contract.setMemberRole)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nej' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent(contract.setMemberRole)).toEqual([]);
  });

  it('changes the role after Ja: the member, their user id and the new type', async () => {
    const api = stub();
    const dialog = await openMember();
    await chooseRole(dialog, 'Administrator');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(api.sent(contract.setMemberRole).map((call) => [call.params.id, call.body])).toEqual([
        ['101', { userId: 101, type: memberTypeOf('admin'), memberId: '101' }],
      ]),
    );
    expect(await within(dialog).findByText('Anna Andersen har nu rollen Administrator')).toBeTruthy();
  });

  it('makes a member group leader of the groups chosen after the confirmation, in one groups call', async () => {
    const api = stub();
    const dialog = await openMember();
    await chooseRole(dialog, 'Gruppeleder');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    const page = await screen.findByRole('dialog', { name: 'Grupper Anna Andersen skal lede' });
    fireEvent.click(within(page).getByRole('button', { name: 'Gør til gruppeleder' }));
    expect(await within(page).findByText('Vælg mindst én gruppe')).toBeTruthy();
    fireEvent.click(within(page).getByRole('checkbox', { name: 'Veteran' }));
    fireEvent.click(within(page).getByRole('button', { name: 'Gør til gruppeleder' }));
    await waitFor(() =>
      expect(api.sent(contract.setMemberGroups).map((call) => [call.query, call.body])).toEqual([
        [{ leader: 'true' }, { memberId: '101', groups: [6], leader: true }],
      ]),
    );
    // A plain member becomes a group leader through the groups call alone.
    expect(api.sent(contract.setMemberRole)).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Anna Andersen' })).toBeTruthy();
  });

  it('demotes an administrator to group leader first, then sets the groups to lead', async () => {
    const api = stub(answer(contract.memberDetails, { ...anna, type: memberTypeOf('admin'), administratorCount: 3 }));
    const dialog = await openMember();
    await chooseRole(dialog, 'Gruppeleder');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    const page = await screen.findByRole('dialog', { name: 'Grupper Anna Andersen skal lede' });
    fireEvent.click(within(page).getByRole('checkbox', { name: 'Senior' }));
    fireEvent.click(within(page).getByRole('button', { name: 'Gør til gruppeleder' }));
    await waitFor(() => expect(api.sent(contract.setMemberGroups)).toHaveLength(1));
    expect(api.sent(contract.setMemberRole).map((call) => (call.body as { type: number }).type)).toEqual([
      memberTypeOf('leader'),
    ]);
    const order = api.calls.filter((call) => call.method === 'PATCH').map((call) => call.path.split('/').at(-1));
    expect(order).toEqual(['role', 'groups']);
  });

  it("shows the server's refusal of a demotion under the role", async () => {
    stub(
      failure(contract.setMemberRole, 409, {
        message: 'Foreningen skal have mindst én administrator',
        code: 'soleAdministrator',
        field: 'type',
      }),
      answer(contract.memberDetails, { ...anna, type: memberTypeOf('admin'), administratorCount: 2 }),
    );
    const dialog = await openMember();
    await chooseRole(dialog, 'Medlem');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    expect(await within(dialog).findByText('Foreningen skal have mindst én administrator')).toBeTruthy();
  });
});

describe('the member details: removal from the club', () => {
  it('removes the member after "Er du sikker?", closes the modal and says so', async () => {
    const api = stub();
    const dialog = await openMember();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern fra foreningen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(api.sent(contract.removeMembers)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern' }));
    await waitFor(() =>
      expect(api.sent(contract.removeMembers).map((call) => call.body)).toEqual([{ memberIds: ['101'] }]),
    );
    expect(await screen.findByText('Anna Andersen er fjernet fra foreningen')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).not.toContain('openMember');
  });
});

describe('the member details: pending group requests', () => {
  it('approves a request by adding the member to the group, keeping their groups', async () => {
    const api = stub();
    const dialog = await openMember();
    fireEvent.click(within(dialog).getByRole('tab', { name: /^Grupper/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Godkend Veteran' }));
    await waitFor(() =>
      expect(api.sent(contract.setMemberGroups).map((call) => call.body)).toEqual([
        { memberId: '101', groups: [6], leader: false },
      ]),
    );
  });

  it('rejects a request with its group after "Er du sikker?"', async () => {
    const api = stub();
    const dialog = await openMember();
    fireEvent.click(within(dialog).getByRole('tab', { name: /^Grupper/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Afvis Veteran' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(api.sent(contract.rejectMember)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Afvis' }));
    await waitFor(() =>
      expect(api.sent(contract.rejectMember).map((call) => [call.params.id, call.body])).toEqual([
        ['101', { groupId: 6 }],
      ]),
    );
  });
});
