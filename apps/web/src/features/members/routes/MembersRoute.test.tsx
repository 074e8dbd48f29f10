import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { membersAnswers } from '../testing/answers';
import { MembersRoute } from './MembersRoute';

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
});
