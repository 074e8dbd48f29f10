import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { sampleDetails } from '../../testing/answers';
import { renderMembers, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);

const withClubRequests = { department_requests: true };
const asLeader = answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]);

const openRequests = async (flags: Record<string, boolean> = withClubRequests) => {
  renderMembers(undefined, flags);
  fireEvent.click(await screen.findByRole('button', { name: /^Anmodninger/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Ventende anmodninger' });
  await within(dialog).findByRole('heading', { name: 'Anmodninger om grupper' });
  return dialog;
};

describe('the pending requests (spec §2, §4; ADR 017)', () => {
  it('counts them on the toolbar button: group requests, and club requests behind their flag', async () => {
    stubMembers();
    renderMembers(undefined, withClubRequests);
    expect(await screen.findByRole('button', { name: 'Anmodninger Ventende anmodninger: 3' })).toBeTruthy();
  });

  it('approves a group request by adding the member to the group, their other groups kept', async () => {
    const api = stubMembers(
      answer(contract.memberDetails, {
        ...sampleDetails('101')!,
        groups: [{ id: 2, title: 'Senior', isLeader: false }],
      }),
    );
    const dialog = await openRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Godkend Anna Andersen, Veteran' }));
    await waitFor(() =>
      expect(api.sent(contract.setMemberGroups).map((call) => [call.params.id, call.body])).toEqual([
        ['101', { memberId: '101', groups: [2, 6], leader: false }],
      ]),
    );
    expect(await within(dialog).findByText('Anna Andersen er nu i Veteran')).toBeTruthy();
  });

  it('rejects a group request with its group, after "Er du sikker?"', async () => {
    const api = stubMembers();
    const dialog = await openRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis Camilla Andersen, U11 piger' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(api.sent(contract.rejectMember)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Afvis' }));
    await waitFor(() =>
      expect(api.sent(contract.rejectMember).map((call) => [call.params.id, call.body])).toEqual([
        ['103', { groupId: 5 }],
      ]),
    );
  });

  it('accepts a request to join the club', async () => {
    const api = stubMembers();
    const dialog = await openRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Optag Mikkel Sørensen' }));
    await waitFor(() => expect(api.sent(contract.acceptMember).map((call) => call.params.id)).toEqual(['501']));
    expect(await within(dialog).findByText('Mikkel Sørensen er nu medlem af foreningen')).toBeTruthy();
  });

  it('rejects a request to join the club without a group', async () => {
    const api = stubMembers();
    const dialog = await openRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis Mikkel Sørensen' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Afvis' }));
    await waitFor(() =>
      expect(api.sent(contract.rejectMember).map((call) => [call.params.id, call.body])).toEqual([['501', undefined]]),
    );
  });

  it('leaves club requests out for group leaders, even with department_requests', async () => {
    stubMembers(asLeader);
    const dialog = await openRequests();
    expect(within(dialog).queryByRole('heading', { name: 'Anmodninger om medlemskab' })).toBeNull();
  });

  it('leaves club requests out when the flag is off', async () => {
    stubMembers();
    const dialog = await openRequests({});
    expect(within(dialog).queryByRole('heading', { name: 'Anmodninger om medlemskab' })).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Anmodninger om grupper' })).toBeTruthy();
  });

  it('says when nobody is waiting', async () => {
    stubMembers(
      answer(contract.memberRequests, {
        groupRequestTotal: 0,
        clubRequestTotal: 0,
        groupRequests: [],
        clubRequests: [],
      }),
    );
    renderMembers(undefined, withClubRequests);
    fireEvent.click(await screen.findByRole('button', { name: /^Anmodninger/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ventende anmodninger' });
    expect(await within(dialog).findByText('Ingen ventende anmodninger')).toBeTruthy();
  });

  it('shows a refusal of an answer in the list', async () => {
    const api = stubMembers(
      failure(contract.acceptMember, 404, { message: 'Anmodningen findes ikke', code: 'requestNotFound' }),
    );
    const dialog = await openRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Optag Mikkel Sørensen' }));
    expect(await within(dialog).findByText('Anmodningen findes ikke')).toBeTruthy();
    expect(api.sent(contract.acceptMember)).toHaveLength(1);
  });

  it('offers a retry when the requests cannot be read', async () => {
    const api = stubMembers(failure(contract.memberRequests, 500, 'Database unavailable'));
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: /^Anmodninger/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ventende anmodninger' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.memberRequests)).toHaveLength(2));
  });
});
