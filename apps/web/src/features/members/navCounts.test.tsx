import { contract, memberTypeOf, type MemberType } from '@klubhus/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavCountSources } from '../../shell/layout/navCounts';
import { SidebarContent } from '../../shell/layout/Sidebar';
import { answer } from '../../testing/apiStub';
import { sampleClub, signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { MemberNavCounts } from './navCounts';

const counts = answer(contract.memberOverview, {
  members: [],
  totalCount: 150,
  counts: { pendingRequests: 2, inactive: 6, clubRequests: 1 },
});

/** What the sidebar's switchers ask for besides the counts: the user's clubs and children. */
const shell = (memberType: MemberType = memberTypeOf('admin')) => [
  answer(contract.clubOverview, [{ ...sampleClub, memberType }]),
  answer(contract.userChildren, []),
];

const renderSidebar = (flags: Record<string, boolean> = {}) =>
  render(
    <ScreenProviders path="/overview" session={signedInSession} flags={flags}>
      <NavCountSources value={[MemberNavCounts]}>
        <SidebarContent role="admin" />
      </NavCountSources>
    </ScreenProviders>,
  );

const membersLink = () => within(screen.getByRole('navigation')).findByRole('link', { name: /^Medlemmer/ });

describe('the members badges', () => {
  it("show the overview's counts on the members entry, from its smallest page", async () => {
    const api = stubFetch(...shell(), counts);
    renderSidebar({ department_requests: true });
    await waitFor(async () =>
      expect((await membersLink()).getAttribute('aria-label') ?? (await membersLink()).textContent).toMatch(
        /Ventende anmodninger: 2.*Inaktive medlemmer: 6.*Foreningsanmodninger: 1/,
      ),
    );
    expect(api.sent(contract.memberOverview).map((call) => call.query.limit)).toEqual(['1']);
  });

  it('leave out club requests unless department requests are on', async () => {
    stubFetch(...shell(), counts);
    renderSidebar();
    await waitFor(async () => expect((await membersLink()).textContent).toMatch(/Inaktive medlemmer: 6/));
    expect((await membersLink()).textContent).not.toMatch(/Foreningsanmodninger/);
  });

  it('are not asked for by a member, who may not list the members', async () => {
    const api = stubFetch(...shell(memberTypeOf('member')), counts);
    renderSidebar();
    await screen.findByRole('navigation');
    // The club list is in and the sidebar drawn: still no overview call.
    await waitFor(() => expect(api.sent(contract.clubOverview).length).toBeGreaterThan(0));
    expect(api.sent(contract.memberOverview)).toEqual([]);
  });
});
