import { contract, participationRefusals } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { activitiesMembersParts } from '../../routeTable';
import { sampleStatisticsRows, statisticsAnswers } from '../../testing/answers';
import { openActivity, stubActivities, stubObservers } from '../../testing/renderActivities';
import { GroupStatistics } from './GroupStatistics';
import { MemberStatistics } from './MemberStatistics';

beforeEach(stubObservers);

const clubId = signedInSession.clubId;

/** The table's rows as text, cell by cell (the header row left out). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((cell) => cell.textContent));

const renderPart = (part: React.ReactNode) =>
  render(
    <ScreenProviders session={signedInSession} path="/members">
      {part}
    </ScreenProviders>,
  );

/** A day field's parts (day, month, year), by its label. */
const segmentsOf = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
const fieldText = (label: string) =>
  segmentsOf(label)
    .map((segment) => segment.textContent)
    .join('-');

describe('the activity detail: statistics', { timeout: 15_000 }, () => {
  it('shows the activity’s row: its type, one activity, those attending and the share', async () => {
    stubActivities();
    const dialog = await openActivity(103, 'Stævne i Odense');
    const section = within(dialog).getByRole('region', { name: 'Statistik' });
    expect(within(section).getByText('Deltagelse i aktiviteten.')).toBeTruthy();
    const table = await within(section).findByRole('grid', { name: 'Statistik' });
    // The club renamed 'Kamp/Turnering' to 'Kamp': the table says so.
    await waitFor(() => expect(rowsOf(table)).toEqual([['Kamp', '1', '12', '30\u00a0%']]));
  });

  it('shows a row per type for a series', async () => {
    stubActivities(
      answer(contract.activityStatistics, { start: '2026-09-03', end: '2026-10-22', rows: sampleStatisticsRows }),
    );
    const dialog = await openActivity(101, 'Træning for U11');
    const section = within(dialog).getByRole('region', { name: 'Statistik' });
    expect(within(section).getByText('Deltagelse i serien til og med denne aktivitet.')).toBeTruthy();
    const table = await within(section).findByRole('grid', { name: 'Statistik' });
    // The club's types name the rows: a renamed built-in by its new title, an own type by its title.
    await waitFor(() =>
      expect(rowsOf(table)).toEqual([
        ['Træning', '8', '142', '74\u00a0%'],
        ['Kamp', '2', '27', '68\u00a0%'],
        ['Arrangement', '1', '96', '64\u00a0%'],
        ['Styrketræning', '4', '40', '56\u00a0%'],
      ]),
    );
  });

  it('never shows the hidden types 7, 8, 9 and 0 or below', async () => {
    const hidden = [7, 8, 9, 0, -1].map((type) => ({
      type,
      activityCount: 1,
      participatingCount: 1,
      participationPercentage: 100,
    }));
    stubActivities(
      answer(contract.activityStatistics, {
        start: '2026-10-22',
        end: '2026-10-22',
        rows: [...hidden, sampleStatisticsRows[0]!],
      }),
    );
    const dialog = await openActivity(103, 'Stævne i Odense');
    const table = await within(dialog).findByRole('grid', { name: 'Statistik' });
    expect(rowsOf(table).map(([type]) => type)).toEqual(['Træning']);
  });

  it('says so when there is nothing to count', async () => {
    stubActivities(
      answer(contract.activityStatistics, {
        start: '2026-10-22',
        end: '2026-10-22',
        rows: [{ type: 7, activityCount: 1, participatingCount: 0, participationPercentage: 0 }],
      }),
    );
    const dialog = await openActivity(103, 'Stævne i Odense');
    const section = within(dialog).getByRole('region', { name: 'Statistik' });
    expect(await within(section).findByText('Ingen aktiviteter')).toBeTruthy();
    expect(within(section).getByText('Deltagelse i aktiviteten.')).toBeTruthy();
  });

  it('says so without access (403), and offers a retry after a failure', async () => {
    stubActivities(failure(contract.activityStatistics, 403, 'Forbidden'));
    const dialog = await openActivity(103, 'Stævne i Odense');
    expect(await within(dialog).findByText('Du har ikke adgang til denne statistik.')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    const api = stubActivities(failure(contract.activityStatistics, 500, 'Database unavailable'));
    const dialog = await openActivity(103, 'Stævne i Odense');
    const section = within(dialog).getByRole('region', { name: 'Statistik' });
    expect(await within(section).findByText('Statistikken kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.activityStatistics)).toHaveLength(2));
  });
});

describe('a member’s statistics', { timeout: 15_000 }, () => {
  it('asks for the default range first, and shows the range the answer covers', async () => {
    const api = stubFetch(...statisticsAnswers());
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    const table = await screen.findByRole('grid', { name: 'Deltagelse i aktiviteter' });
    expect(rowsOf(table)).toHaveLength(4);
    const [first] = api.sent(contract.userStatistics);
    expect(first?.params).toEqual({ id: '7' });
    expect(first?.query).toEqual({ clubId: String(clubId) });
    expect(fieldText('Fra')).toBe('22-09-2026');
    expect(fieldText('Til')).toBe('22-10-2026');
  });

  it('asks for a range the user picks, as start and end', async () => {
    const api = stubFetch(...statisticsAnswers());
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    await screen.findByRole('grid');
    const [day] = segmentsOf('Fra');
    fireEvent.keyDown(day!, { key: 'ArrowDown' });
    await waitFor(() => expect(api.sent(contract.userStatistics)).toHaveLength(2));
    expect(api.sent(contract.userStatistics)[1]?.query).toEqual({
      clubId: String(clubId),
      start: '2026-09-21',
      end: '2026-10-22',
    });
    await waitFor(() => expect(fieldText('Fra')).toBe('21-09-2026'));
  });

  it('asks for no range that ends before it starts, and says why', async () => {
    const api = stubFetch(...statisticsAnswers());
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    await screen.findByRole('grid');
    const year = segmentsOf('Til')[2]!;
    fireEvent.keyDown(year, { key: 'ArrowDown' });
    expect(await screen.findByText('Slutdatoen må ikke være før startdatoen')).toBeTruthy();
    expect(api.sent(contract.userStatistics)).toHaveLength(1);
    // The table keeps the last range's rows.
    expect(screen.getByRole('grid')).toBeTruthy();
  });

  it('shows the server’s refusal of a range', async () => {
    stubFetch(
      ...statisticsAnswers(),
      failure(contract.userStatistics, 400, { ...participationRefusals.statisticsRange, field: 'end' }),
    );
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    expect(await screen.findByText('Perioden skal slutte efter den starter og højst vare fem år')).toBeTruthy();
  });

  it('says when the member was invited to nothing in the range', async () => {
    stubFetch(...statisticsAnswers([]));
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    expect(await screen.findByText('Medlemmet var ikke inviteret til nogen aktiviteter i perioden.')).toBeTruthy();
  });

  it('says so without access (403)', async () => {
    stubFetch(failure(contract.userStatistics, 403, 'Forbidden'));
    renderPart(<MemberStatistics clubId={clubId} userId={7} />);
    expect(await screen.findByText('Du har ikke adgang til denne statistik.')).toBeTruthy();
  });

  it('is the part the members screen gets, loaded when first shown', async () => {
    stubFetch(...statisticsAnswers());
    const Part = activitiesMembersParts.memberStatistics!;
    renderPart(<Part clubId={clubId} userId={7} />);
    expect(await screen.findByRole('grid', { name: 'Deltagelse i aktiviteter' }, { timeout: 3000 })).toBeTruthy();
  });
});

describe('a group’s statistics', { timeout: 15_000 }, () => {
  it("opens from 'Statistik' and asks for the group's default range", async () => {
    const api = stubFetch(...statisticsAnswers());
    renderPart(<GroupStatistics clubId={clubId} groupId={5} groupTitle="U11 piger" />);
    expect(api.sent(contract.groupStatistics)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Statistik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistik for U11 piger' });
    const table = await within(dialog).findByRole('grid', { name: 'Deltagelse pr. aktivitetstype' });
    expect(rowsOf(table)[0]).toEqual(['Træning', '8', '142', '74\u00a0%']);
    const [call] = api.sent(contract.groupStatistics);
    expect(call?.params).toEqual({ id: '5' });
    expect(call?.query).toEqual({});
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Luk' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is the part the members screen gets, loaded when first shown', async () => {
    stubFetch(...statisticsAnswers());
    const Part = activitiesMembersParts.groupStatistics!;
    renderPart(<Part clubId={clubId} groupId={5} groupTitle="U11 piger" />);
    expect(await screen.findByRole('button', { name: 'Statistik' }, { timeout: 3000 })).toBeTruthy();
  });
});
