import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { MembersRoute } from './routes/MembersRoute';
import {
  MembersSlotsProvider,
  type GroupStatisticsPartProps,
  type MembersSlots,
  type MemberStatisticsPartProps,
} from './slots';
import { openMember, stubMembers, stubResizeObserver } from './testing/renderMembers';

beforeEach(stubResizeObserver);

/** Stand-ins for a higher feature's parts: they say what members gave them. */
const MemberPart = ({ clubId, userId }: MemberStatisticsPartProps) => <p>{`Medlemsstatistik ${clubId}/${userId}`}</p>;
const GroupPart = ({ clubId, groupId, groupTitle }: GroupStatisticsPartProps) => (
  <p>{`Gruppestatistik ${clubId}/${groupId} ${groupTitle}`}</p>
);
const parts: MembersSlots = { memberStatistics: MemberPart, groupStatistics: GroupPart };

const renderWithParts = (path: string) =>
  render(
    <ScreenProviders path={path} session={signedInSession}>
      <MembersSlotsProvider value={parts}>
        <MembersRoute />
      </MembersSlotsProvider>
    </ScreenProviders>,
  );

describe('the members slots for statistics', { timeout: 15_000 }, () => {
  it("shows the member statistics part in the statistics tab, with the club and the member's account", async () => {
    stubMembers();
    renderWithParts('/members?group=all&key=firstName&direction=asc&openMember=101');
    const dialog = await screen.findByRole('dialog', { name: 'Anna Andersen' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Statistik' }));
    expect(await within(dialog).findByText(`Medlemsstatistik ${signedInSession.clubId}/101`)).toBeTruthy();
    expect(within(dialog).queryByText('Ingen statistik endnu')).toBeNull();
  });

  it('shows no part for a member without an account, who is invited to nothing', async () => {
    stubMembers();
    renderWithParts('/members?group=all&key=firstName&direction=asc&openMember=i12');
    const dialog = await screen.findByRole('dialog', { name: /.+/ });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Statistik' }));
    expect(await within(dialog).findByText('Ingen statistik endnu')).toBeTruthy();
    expect(within(dialog).queryByText(/Medlemsstatistik/)).toBeNull();
    // Not the placeholder's "come with the activities": they have come.
    expect(within(dialog).queryByText(/kommer med aktiviteterne/)).toBeNull();
  });

  it('shows the group statistics part in the group panel while a group is listed', async () => {
    stubMembers();
    renderWithParts('/members?group=2&key=firstName&direction=asc');
    expect(await screen.findByText(`Gruppestatistik ${signedInSession.clubId}/2 Senior`)).toBeTruthy();
  });

  it('shows no group part while no group is listed', async () => {
    stubMembers();
    renderWithParts('/members?group=all&key=firstName&direction=asc');
    await screen.findByRole('button', { name: 'Ny gruppe' });
    expect(screen.queryByText(/Gruppestatistik/)).toBeNull();
  });

  it('works without the slots filled: the placeholder, and no group part', async () => {
    stubMembers();
    const dialog = await openMember();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Statistik' }));
    expect(
      await within(dialog).findByText('Statistik over medlemmets deltagelse kommer med aktiviteterne.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Medlemsstatistik|Gruppestatistik/)).toBeNull();
  });
});
