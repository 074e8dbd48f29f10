import { contract, type MemberGroupsBody } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { membersAnswers, sampleGroups } from '../testing/answers';
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
    // The first page of the table (the toolbar's request count asks for the smallest page beside it).
    expect(overviewQueries(api).find((query) => query.limit !== '1')).toMatchObject({
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

describe('MembersRoute bulk actions', () => {
  /** Ticks the first `count` rows of the table, in the table's order. */
  const tickRows = async (count: number) => {
    const boxes = (await screen.findAllByRole('checkbox', { name: /^Vælg / })).filter(
      (box) => box.getAttribute('aria-label') !== 'Vælg alle',
    );
    for (const box of boxes.slice(0, count)) fireEvent.click(box);
    await screen.findByText(`${count} valgt`);
  };

  const chooseGroup = async (dialog: HTMLElement, title: string) => {
    fireEvent.click(within(dialog).getByRole('button', { name: /Gruppe/ }));
    fireEvent.click(await screen.findByRole('option', { name: title }));
  };

  it('offers nothing until members are ticked', async () => {
    stubMembers();
    renderMembers();
    const toolbar = await screen.findByRole('toolbar', { name: 'Handlinger for de valgte medlemmer' });
    expect(within(toolbar).getByText('Vælg medlemmer i tabellen')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Tilføj til gruppe' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds the ticked members to a group, one call each with their groups and the new one', async () => {
    const api = stubMembers();
    renderMembers('/members?group=notInGroups&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(2);
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj til gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj til gruppe' });
    await chooseGroup(dialog, 'Senior');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('2 tilføjet til Senior')).toBeTruthy();
    const calls = api.sent(contract.setMemberGroups);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.body).toEqual({ memberId: call.params.id, groups: [2], leader: false });
      expect(call.query).toEqual({ leader: 'false' });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses with "For mange medlemmer" before writing when the group would pass its limit', async () => {
    const full = { ...sampleGroups[1]!, maxUsers: 1, userCount: 1 };
    const api = stubMembers(answer(contract.groupOverview, [full]));
    renderMembers('/members?group=notInGroups&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj til gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj til gruppe' });
    await chooseGroup(dialog, full.title);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await within(dialog).findByText('For mange medlemmer')).toBeTruthy();
    expect(api.sent(contract.setMemberGroups)).toEqual([]);
  });

  it("shows the server's refusal under the group, the dialog kept open", async () => {
    stubMembers(
      failure(contract.setMemberGroups, 409, {
        message: 'For mange medlemmer',
        code: 'tooManyMembers',
        field: 'groups',
      }),
    );
    renderMembers('/members?group=notInGroups&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj til gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj til gruppe' });
    await chooseGroup(dialog, 'Senior');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await within(dialog).findByText('For mange medlemmer')).toBeTruthy();
  });

  it('moves the ticked members out of the listed group into another', async () => {
    const api = stubMembers();
    renderMembers('/members?group=2&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    fireEvent.click(screen.getByRole('button', { name: 'Flyt til gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flyt til gruppe' });
    // The listed group is not offered as the destination.
    fireEvent.click(within(dialog).getByRole('button', { name: /Gruppe/ }));
    expect(screen.queryByRole('option', { name: 'Senior' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Veteran' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Flyt' }));
    expect(await screen.findByText('1 flyttet til Veteran')).toBeTruthy();
    expect(api.sent(contract.setMemberGroups).map((call) => (call.body as MemberGroupsBody).groups)).toEqual([[6]]);
  });

  it('removes the ticked members from the listed group after "Er du sikker?"', async () => {
    const api = stubMembers();
    renderMembers('/members?group=2&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(2);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern fra gruppe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('2 fjernet fra Senior')).toBeTruthy();
    const [call] = api.sent(contract.groupRemoveMembers);
    expect(call?.params.id).toBe('2');
    expect((call?.body as { memberIds: string[] }).memberIds).toHaveLength(2);
  });

  it('acts on the whole filter after "select all", reading it in pages of 200', async () => {
    const api = stubMembers();
    renderMembers('/members?group=notInGroups&key=firstName&direction=asc');
    const total = Number((await screen.findByText(/^Medlemmer: \d+/)).textContent?.replace(/\D/g, ''));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vælg alle' }));
    await screen.findByText(`${total} valgt`);
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj til gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj til gruppe' });
    await chooseGroup(dialog, 'Veteran');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText(`${total} tilføjet til Veteran`)).toBeTruthy();
    expect(api.sent(contract.setMemberGroups)).toHaveLength(total);
    expect(overviewQueries(api).some((query) => query.limit === '200')).toBe(true);
  });

  it('makes a member leader of a group (administrators only)', async () => {
    const api = stubMembers();
    renderMembers('/members?group=all&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    fireEvent.click(screen.getByRole('button', { name: 'Gør til leder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gør til gruppeleder' });
    await chooseGroup(dialog, 'Senior');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gør til leder' }));
    expect(await screen.findByText('1 er nu leder af Senior')).toBeTruthy();
    expect(
      api
        .sent(contract.setMemberGroups)
        .map((call) => [(call.body as MemberGroupsBody).groups, (call.body as MemberGroupsBody).leader]),
    ).toEqual([[[2], true]]);
  });

  it('removes the ticked members from the club after "Er du sikker?" (administrators)', async () => {
    const api = stubMembers();
    renderMembers('/members?group=2&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(2);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern fra foreningen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(within(dialog).getByText(/^2 fjernes fra foreningen/)).toBeTruthy();
    expect(api.sent(contract.removeMembers)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('2 fjernet fra foreningen')).toBeTruthy();
    const [call] = api.sent(contract.removeMembers);
    expect(call?.params.club).toBe('12');
    expect((call?.body as { memberIds: string[] }).memberIds).toHaveLength(2);
  });

  it('says why nobody was removed when the sole administrator was among them', async () => {
    stubMembers(
      failure(contract.removeMembers, 409, {
        message: 'Foreningen skal have mindst én administrator',
        code: 'soleAdministrator',
      }),
    );
    renderMembers();
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern fra foreningen' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('Foreningen skal have mindst én administrator')).toBeTruthy();
  });

  it("keeps a group leader's actions to groups they lead", async () => {
    stubMembers(answer(contract.clubOverview, [{ ...sampleClub, memberType: 3 }]));
    renderMembers('/members?group=3&key=firstName&direction=asc');
    await screen.findByText(/^Medlemmer: \d+/);
    await tickRows(1);
    const toolbar = screen.getByRole('toolbar');
    // U11 is not theirs: nothing can be moved or removed from it; no one can be made leader.
    expect(within(toolbar).getByRole('button', { name: 'Flyt til gruppe' }).hasAttribute('disabled')).toBe(true);
    expect(within(toolbar).getByRole('button', { name: 'Fjern fra gruppe' }).hasAttribute('disabled')).toBe(true);
    expect(within(toolbar).queryByRole('button', { name: 'Gør til leder' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Fjern fra foreningen' })).toBeNull();
  });
});

describe('MembersRoute search and member', () => {
  it('keeps the search in the address, so a reload searches the same', async () => {
    const api = stubMembers();
    renderMembers('/members?group=all&key=firstName&direction=asc&search=anna');
    expect(await screen.findByText('anna')).toBeTruthy();
    await waitFor(() => expect(overviewQueries(api).some((query) => query.search === 'anna')).toBe(true));
    const box = screen.getByRole('textbox', { name: /Søg/ });
    fireEvent.change(box, { target: { value: 'hansen' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/members?group=all&key=firstName&direction=asc&search=anna+hansen'));
  });

  it('opens the member named in the address and changes their groups in the groups tab', async () => {
    const api = stubMembers();
    renderMembers('/members?group=all&key=firstName&direction=asc&openMember=101');
    const dialog = await screen.findByRole('dialog', { name: 'Anna Andersen' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: /^Grupper/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Senior' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem grupper' }));
    await waitFor(() =>
      expect(api.sent(contract.setMemberGroups).map((call) => call.body)).toEqual([
        { memberId: '101', groups: [2], leader: false },
      ]),
    );
    expect(await within(dialog).findByText('Grupperne er gemt')).toBeTruthy();
    expect(api.sent(contract.memberDetails).map((call) => call.params.id)).toContain('101');
  });

  it('opens a member by clicking their row, and closing the modal takes openMember out of the address', async () => {
    stubMembers();
    renderMembers();
    await screen.findByText('Medlemmer: 150');
    const [firstRow] = screen.getAllByRole('row').filter((row) => within(row).queryByText('Anna'));
    fireEvent.click(within(firstRow!).getByText('Andersen'));
    await waitFor(() => expect(where()).toMatch(/openMember=101$/));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Andersen' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Luk' })[0]!);
    await waitFor(() => expect(where()).toBe('/members?group=all&key=firstName&direction=asc'));
  });

  it('says so when the address names a member the club does not have', async () => {
    stubMembers();
    renderMembers('/members?group=all&key=firstName&direction=asc&openMember=i999');
    const dialog = await screen.findByRole('dialog', { name: 'Medlem' });
    expect(await within(dialog).findByText(/Medlemmet findes ikke i foreningen/)).toBeTruthy();
  });

  it('asks nothing of the server for an address whose member is no member id', async () => {
    const api = stubMembers();
    renderMembers('/members?group=all&key=firstName&direction=asc&openMember=x1');
    const dialog = await screen.findByRole('dialog', { name: 'Medlem' });
    expect(within(dialog).getByText(/Medlemmet findes ikke i foreningen/)).toBeTruthy();
    expect(api.sent(contract.memberDetails)).toEqual([]);
  });

  it('hides the group settings whose flags are off', async () => {
    stubMembers();
    render(
      <ScreenProviders
        path="/members?group=2&key=firstName&direction=asc"
        session={signedInSession}
        flags={{ free_access_groups: false }}
      >
        <MembersRoute />
      </ScreenProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger gruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger Senior' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Åben for tilmelding' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Skjult for medlemmer' })).toBeTruthy();
  });
});
