import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { membersAnswers } from '../testing/answers';
import { MembersRoute } from './MembersRoute';

/** jsdom has no ResizeObserver, which the modal's body uses to know whether it scrolls. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

const stubMembers = (...answers: Answer[]) => stubFetch(...membersAnswers, ...answers);

/** The router's address, shown so that a test can read what the screen wrote into it. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};
const where = () => screen.getByTestId('where').textContent;

const renderMembers = (path = '/members?group=all&key=firstName&direction=asc') =>
  render(
    <ScreenProviders path={path} session={signedInSession}>
      <MembersRoute />
      <Where />
    </ScreenProviders>,
  );

const overviewQueries = (api: ReturnType<typeof stubMembers>) => api.sent(contract.memberOverview).map((c) => c.query);

describe('MembersRoute', () => {
  it('replaces an address without group, key or direction by the defaults, keeping the rest', async () => {
    stubMembers();
    renderMembers('/members?openMember=i4');
    await waitFor(() => expect(where()).toBe('/members?openMember=i4&group=all&key=firstName&direction=asc'));
  });

  it('loads the first page of 100 and says how many members the list has', async () => {
    const api = stubMembers();
    renderMembers();
    expect(await screen.findByText('Medlemmer: 150')).toBeTruthy();
    expect(overviewQueries(api)[0]).toMatchObject({
      group: 'all',
      key: 'firstName',
      direction: 'asc',
      offset: '0',
      limit: '100',
    });
  });

  it('sorts through the column headers: another column ascending, the same one reversed', async () => {
    stubMembers();
    renderMembers();
    await screen.findByText('Medlemmer: 150');
    fireEvent.click(screen.getByRole('columnheader', { name: /Efternavn/ }));
    await waitFor(() => expect(where()).toBe('/members?group=all&key=surname&direction=asc'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Efternavn/ }));
    await waitFor(() => expect(where()).toBe('/members?group=all&key=surname&direction=desc'));
  });

  it('lists a group chosen in the menu, the rest of the address kept', async () => {
    const api = stubMembers();
    renderMembers('/members?group=all&key=surname&direction=desc');
    const menu = await screen.findByRole('navigation', { name: 'Grupper' });
    fireEvent.click(await within(menu).findByRole('link', { name: /Senior/ }));
    await waitFor(() => expect(where()).toBe('/members?group=2&key=surname&direction=desc'));
    await waitFor(() => expect(overviewQueries(api).some((query) => query.group === '2')).toBe(true));
  });

  it('shows a group leader only the groups they administer, and no inactive list', async () => {
    stubMembers(answer(contract.clubOverview, [{ ...sampleClub, memberType: 3 }]));
    renderMembers();
    const menu = await screen.findByRole('navigation', { name: 'Grupper' });
    await within(menu).findByRole('link', { name: /Senior/ });
    expect(within(menu).queryByRole('link', { name: /^U11 drenge/ })).toBeNull();
    expect(within(menu).getByRole('link', { name: /^U11 piger/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /Ikke i grupper/ })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: /Inaktive/ })).toBeNull();
  });

  it('says so when no member matches', async () => {
    stubMembers(
      answer(contract.memberOverview, {
        members: [],
        totalCount: 0,
        counts: { pendingRequests: 0, inactive: 0, clubRequests: 0 },
      }),
    );
    renderMembers();
    expect(await screen.findByText('Ingen medlemmer matcher')).toBeTruthy();
  });

  it('shows a failed list with a retry', async () => {
    stubMembers(failure(contract.memberOverview, 500, 'Database unavailable'));
    renderMembers();
    expect(await screen.findByText('Medlemmerne kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });

  it('creates a group: the create button waits for a name, the new group is sent as a main group', async () => {
    const api = stubMembers();
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Ny gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny gruppe' });
    const create = within(dialog).getByRole('button', { name: 'Opret' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Navn/ }), { target: { value: 'U15' } });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() =>
      expect(api.sent(contract.groupAdd).map((call) => call.body)).toEqual([{ title: 'U15', parentUserGroupId: null }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal under the name, the dialog kept open", async () => {
    stubMembers(
      failure(contract.groupAdd, 409, {
        message: 'Foreningen har nået det højeste antal grupper',
        code: 'tooManyGroups',
        field: 'title',
      }),
    );
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Ny gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny gruppe' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Navn/ }), { target: { value: 'U15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await within(dialog).findByText('Foreningen har nået det højeste antal grupper')).toBeTruthy();
  });

  it('deletes the listed group with its subgroups after "Er du sikker?", then lists everyone', async () => {
    const api = stubMembers();
    renderMembers('/members?group=3&key=firstName&direction=asc');
    fireEvent.click(await screen.findByRole('button', { name: 'Slet gruppe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(api.sent(contract.groupDeleteRecursive).map((call) => call.body)).toEqual([{ userGroupId: 3 }]),
    );
    await waitFor(() => expect(where()).toBe('/members?group=all&key=firstName&direction=asc'));
  });

  it('edits the listed group, sending the whole group with an empty limit as none', async () => {
    const api = stubMembers();
    renderMembers('/members?group=2&key=firstName&direction=asc');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger Senior' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Navn/ }), { target: { value: 'Senior A' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Åben for tilmelding' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() =>
      expect(api.sent(contract.groupEdit).map((call) => [call.params.id, call.body])).toEqual([
        [
          '2',
          { Title: 'Senior A', maxUsers: null, Open: true, HiddenForClubMembers: false, HiddenForClubLeaders: false },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows "For mange medlemmer" under the limit when the group already has more', async () => {
    stubMembers(
      failure(contract.groupEdit, 409, { message: 'For mange medlemmer', code: 'tooManyMembers', field: 'maxUsers' }),
    );
    renderMembers('/members?group=2&key=firstName&direction=asc');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger Senior' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Maks antal medlemmer/ }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('For mange medlemmer')).toBeTruthy();
  });
});
