import { contract, participationRefusals, type ActivityDetail, memberTypeOf } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { useActiveClub } from '../../../../shell/session/useActiveClub';
import {
  activitiesAnswers,
  detailOf,
  participantsAnswer,
  sampleMatchDetail,
  samplePastDetail,
  samplePracticeDetail,
} from '../../testing/answers';
import { PARTICIPANTS_SHOWN } from '../../queries';
import { ActivityParticipants, participantActions } from './ActivityParticipants';

/** jsdom has no ResizeObserver, which the dialogs use. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

/** The caller's role in the club as the screen knows it, once the clubs have come. */
const Role = () => {
  const { activeClub, role } = useActiveClub();
  return <output data-testid="role">{activeClub ? role : ''}</output>;
};

interface Options {
  flags?: Record<string, boolean>;
  /** The caller's member type in the club: 2 administrator (default), 3 group leader. */
  memberType?: 2 | 3;
  answers?: Answer[];
}

/**
 * The participants section of `activity` (the match by default: 25 invited, among them Ida Ærø and Anna Hansen one by
 * one; 12 attending; 3 cancelled; the group Senior), for an administrator of the sample club with the shipped flags.
 */
const renderParticipants = (activity: ActivityDetail = sampleMatchDetail, options: Options = {}) => {
  const api = stubFetch(
    ...activitiesAnswers,
    answer(contract.clubOverview, [{ ...sampleClub, memberType: options.memberType ?? memberTypeOf('admin') }]),
    participantsAnswer([activity]),
    ...(options.answers ?? []),
  );
  render(
    <ScreenProviders session={signedInSession} flags={options.flags}>
      <ActivityParticipants clubId={sampleClub.clubId} activity={activity} />
      <Role />
    </ScreenProviders>,
  );
  return api;
};

/** The rows of the shown list, once in. */
const rowsOf = async (list: string) => {
  const shown = await screen.findByRole('list', { name: list }, { timeout: 3000 });
  return within(shown).getAllByRole('listitem');
};
/** The name a row shows (its avatar's initials aside). */
const nameOf = (item: HTMLElement) => item.querySelector('span.break-words')?.textContent;
const names = async (list: string) => (await rowsOf(list)).map(nameOf);
const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));
const row = async (list: string, name: string) => {
  const found = (await rowsOf(list)).find((item) => nameOf(item) === name);
  if (!found) throw new Error(`No row ${name} in ${list}`);
  return found;
};
const moveButtons = () => screen.queryAllByRole('button', { name: /^Flyt / });

// A list of 50 rows with their buttons takes seconds in jsdom on a busy machine (two cores, CI).
describe('ActivityParticipants', { timeout: 15_000 }, () => {
  it('shows the preview, the counts and the attending list by name, dimming who left the club', async () => {
    const api = renderParticipants();
    const preview = screen.getByRole('group', { name: 'Deltagere: 12' });
    expect(preview.textContent).toContain('+ 8 flere');
    expect(within(preview).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('Højst 16 deltagere · Ledige pladser: 4')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inviterede 25',
      'Deltagere 12',
      'Afbud 3',
    ]);
    expect(screen.getByRole('tab', { name: /Deltagere/ }).getAttribute('aria-selected')).toBe('true');
    expect(await names('Deltagere')).toEqual([
      'Alma Andersen',
      'Anders Andersen',
      'Asta Andersen',
      'Bo Andersen',
      'Clara Andersen',
      'Emil Andersen',
      'Freja Andersen',
      'Gustav Andersen',
      'Hanne Andersen',
      'Jonas Andersen',
      'Karla Andersen',
      'Lukas Andersen',
    ]);
    expect((await row('Deltagere', 'Emil Andersen')).textContent).toContain('Ikke længere medlem');
    expect((await row('Deltagere', 'Alma Andersen')).textContent).toContain('Inviteret via gruppe');
    expect(api.sent(contract.activityParticipants)[0]?.query).toEqual({
      status: '1',
      offset: '0',
      limit: String(PARTICIPANTS_SHOWN),
    });
  });

  it('shows the other lists when their tabs are chosen, each with its own call', async () => {
    const api = renderParticipants();
    await rowsOf('Deltagere');
    openTab(/^Afbud/);
    expect(await rowsOf('Afbud')).toHaveLength(3);
    openTab(/^Inviterede/);
    const invited = await names('Inviterede');
    expect(invited).toHaveLength(25);
    expect(invited).toContain('Ida Ærø');
    expect(api.sent(contract.activityParticipants).map((call) => call.query.status)).toEqual(['1', '2', '0']);
  });

  it('says so when a list is empty', async () => {
    renderParticipants(samplePracticeDetail);
    await rowsOf('Deltagere');
    openTab(/^Afbud/);
    expect(await screen.findByText('Ingen har meldt afbud.')).toBeTruthy();
  });

  describe('moving (§2.6: administrators, with the flag on)', () => {
    it('offers each person the two other lists, as named buttons, but not one who left the club', async () => {
      renderParticipants();
      const alma = await row('Deltagere', 'Alma Andersen');
      expect(
        within(alma)
          .getAllByRole('button', { name: /^Flyt / })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Flyt Alma Andersen til Inviterede', 'Flyt Alma Andersen til Afbud']);
      expect(within(await row('Deltagere', 'Emil Andersen')).queryAllByRole('button')).toEqual([]);
      openTab(/^Afbud/);
      const cancelled = (await rowsOf('Afbud'))[0];
      if (!cancelled) throw new Error('No cancelled row');
      expect(
        within(cancelled)
          .getAllByRole('button', { name: /^Flyt / })
          .map((button) => button.textContent),
      ).toEqual(['Inviterede', 'Deltagere']);
    });

    it.each([
      ['an administrator with the flag off', { flags: { participant_admin: false } }],
      ['a group leader', { memberType: 3 as const }],
    ])('offers no moves to %s', async (_who, options: Options) => {
      renderParticipants(sampleMatchDetail, options);
      await rowsOf('Deltagere');
      // The role arrives with the clubs: look once it has.
      await waitFor(() => expect(screen.getByTestId('role').textContent).toBe(options.memberType ? 'leader' : 'admin'));
      expect(screen.getAllByRole('button', { name: /^Fjern / }).length).toBeGreaterThan(0);
      expect(moveButtons()).toEqual([]);
    });

    it('offers no moves on a cancelled activity, but does on a past one (who came)', () => {
      expect(participantActions({ canEdit: true, archived: false, cancelled: true }, 'admin', true).move).toBe(false);
      expect(participantActions({ canEdit: true, archived: true, cancelled: false }, 'admin', true)).toEqual({
        move: true,
        change: false,
      });
      expect(participantActions({ canEdit: true, archived: false, cancelled: false }, 'leader', true).move).toBe(false);
      expect(participantActions({ canEdit: true, archived: false, cancelled: false }, 'admin', false).move).toBe(false);
    });

    it('sends the move and reads the lists again', async () => {
      const api = renderParticipants();
      fireEvent.click(
        within(await row('Deltagere', 'Alma Andersen')).getByRole('button', {
          name: 'Flyt Alma Andersen til Afbud',
        }),
      );
      expect(await screen.findByText('Alma Andersen er flyttet til Afbud.')).toBeTruthy();
      expect(api.sent(contract.moveParticipant).map((call) => call.body)).toEqual([
        { clubId: 12, activityId: 103, userId: 3000, initialStatus: 2 },
      ]);
      await waitFor(() => expect(api.sent(contract.activityParticipants).length).toBeGreaterThan(1));
    });

    it('says clearly when the activity is full (409 activityFull)', async () => {
      renderParticipants(sampleMatchDetail, {
        answers: [failure(contract.moveParticipant, 409, participationRefusals.activityFull)],
      });
      await rowsOf('Deltagere');
      openTab(/^Inviterede/);
      fireEvent.click(
        within(await row('Inviterede', 'Ida Ærø')).getByRole('button', { name: 'Flyt Ida Ærø til Deltagere' }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe('Der er ikke flere pladser på aktiviteten');
    });
  });

  describe('removing (§2.5, §8)', () => {
    it("shows 'Kan ikke fjerne medlem' for a member invited through a group, and calls nothing", async () => {
      const api = renderParticipants();
      fireEvent.click(
        within(await row('Deltagere', 'Alma Andersen')).getByRole('button', { name: 'Fjern Alma Andersen' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Kan ikke fjerne medlem' });
      expect(dialog.textContent).toContain('Alma Andersen er inviteret gennem en gruppe og kan ikke fjernes alene.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Forstået' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent(contract.removeParticipants)).toEqual([]);
    });

    it('shows the same dialog when the server answers 409 memberInvitedByGroup', async () => {
      renderParticipants(sampleMatchDetail, {
        answers: [failure(contract.removeParticipants, 409, participationRefusals.memberInvitedByGroup)],
      });
      await rowsOf('Deltagere');
      openTab(/^Inviterede/);
      fireEvent.click(within(await row('Inviterede', 'Ida Ærø')).getByRole('button', { name: 'Fjern Ida Ærø' }));
      expect(await screen.findByRole('dialog', { name: 'Kan ikke fjerne medlem' })).toBeTruthy();
    });

    it('removes a member invited one by one at once', async () => {
      const api = renderParticipants();
      await rowsOf('Deltagere');
      openTab(/^Inviterede/);
      fireEvent.click(within(await row('Inviterede', 'Ida Ærø')).getByRole('button', { name: 'Fjern Ida Ærø' }));
      expect(await screen.findByText('Ida Ærø er fjernet fra aktiviteten.')).toBeTruthy();
      expect(api.sent(contract.removeParticipants)).toMatchObject([
        { params: { id: '103' }, query: { forceattending: 'false' }, body: { userIds: [24] } },
      ]);
    });

    it('asks before removing someone attending, and then insists (forceattending)', async () => {
      const api = renderParticipants();
      const anders = await row('Deltagere', 'Anders Andersen');
      fireEvent.click(within(anders).getByRole('button', { name: 'Fjern Anders Andersen' }));
      let confirm = await screen.findByRole('alertdialog', { name: 'Fjern en deltager?' });
      expect(confirm.textContent).toContain('Anders Andersen har meldt sig til aktiviteten.');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Fortryd' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.sent(contract.removeParticipants)).toEqual([]);
      fireEvent.click(within(anders).getByRole('button', { name: 'Fjern Anders Andersen' }));
      confirm = await screen.findByRole('alertdialog', { name: 'Fjern en deltager?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern alligevel' }));
      await waitFor(() =>
        expect(api.sent(contract.removeParticipants)).toMatchObject([
          { query: { forceattending: 'true' }, body: { userIds: [3001] } },
        ]),
      );
      expect(await screen.findByText('Anders Andersen er fjernet fra aktiviteten.')).toBeTruthy();
    });

    it.each([
      ['a past activity', samplePastDetail],
      ['one the user may not edit', { ...sampleMatchDetail, canEdit: false }],
      ['a cancelled one', { ...sampleMatchDetail, cancelled: true }],
    ])('offers neither removal nor invitation on %s', async (_case, activity) => {
      renderParticipants(activity);
      await rowsOf('Deltagere');
      expect(screen.queryAllByRole('button', { name: /^Fjern / })).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Invitér' })).toBeNull();
    });
  });

  describe('invited groups', () => {
    it('removes a group once confirmed, keeping those attending unless told otherwise', async () => {
      const api = renderParticipants();
      const groups = screen.getByRole('list', { name: 'Inviterede grupper' });
      fireEvent.click(within(groups).getByRole('button', { name: 'Fjern gruppen Senior' }));
      let confirm = await screen.findByRole('alertdialog', { name: 'Fjern gruppen Senior?' });
      expect(within(confirm).getByRole('radio', { name: 'Behold dem på aktiviteten' })).toHaveProperty('checked', true);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern gruppen' }));
      expect(await screen.findByText('Gruppen Senior er fjernet fra aktiviteten.')).toBeTruthy();
      fireEvent.click(within(groups).getByRole('button', { name: 'Fjern gruppen Senior' }));
      confirm = await screen.findByRole('alertdialog', { name: 'Fjern gruppen Senior?' });
      fireEvent.click(within(confirm).getByRole('radio', { name: 'Fjern dem også' }));
      fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern gruppen' }));
      await waitFor(() => expect(api.sent(contract.removeGroups)).toHaveLength(2));
      expect(api.sent(contract.removeGroups)).toMatchObject([
        { params: { id: '103' }, query: { forceattending: 'false' }, body: { groupIds: [2] } },
        { params: { id: '103' }, query: { forceattending: 'true' }, body: { groupIds: [2] } },
      ]);
    });

    it('does not ask about those attending when nobody attends', async () => {
      renderParticipants(
        detailOf({ ...sampleMatchDetail, participatingCount: 0 }, { groups: sampleMatchDetail.groups }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Fjern gruppen Senior' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Fjern gruppen Senior?' });
      expect(within(confirm).queryByRole('radio')).toBeNull();
    });
  });

  describe('paging and search (ADR 023: lists paged in SQL)', () => {
    const crowded = detailOf(
      { ...sampleMatchDetail, invitedCount: 70, participatingCount: 60, limit: null },
      {
        groups: sampleMatchDetail.groups,
      },
    );

    it("loads 25 at a time with 'Vis flere' until the list is whole", async () => {
      const api = renderParticipants(crowded);
      expect(await rowsOf('Deltagere')).toHaveLength(25);
      expect(screen.getByText('Viser 25 af 60')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
      await waitFor(async () => expect(await rowsOf('Deltagere')).toHaveLength(50), { timeout: 5000 });
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
      await waitFor(async () => expect(await rowsOf('Deltagere')).toHaveLength(60), { timeout: 5000 });
      expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
      expect(screen.queryByText(/^Viser/)).toBeNull();
      expect(api.sent(contract.activityParticipants).map((call) => call.query.offset)).toEqual(['0', '25', '50']);
      // The button went with the last page: the focus stays in the list.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Deltagere' })));
    });

    it('searches the list by name on the server', async () => {
      const api = renderParticipants(crowded);
      await rowsOf('Deltagere');
      fireEvent.change(screen.getByRole('textbox', { name: 'Søg efter deltager' }), { target: { value: ' alma ' } });
      await waitFor(() => expect(api.sent(contract.activityParticipants).at(-1)?.query.search).toBe('alma'));
      await waitFor(async () => expect(await rowsOf('Deltagere')).toHaveLength(4));
      fireEvent.change(screen.getByRole('textbox', { name: 'Søg efter deltager' }), { target: { value: 'zebra' } });
      expect(await screen.findByText('Ingen på listen matcher søgningen.')).toBeTruthy();
    });
  });

  describe('unavailable lists', () => {
    it('says there is no access on 403', async () => {
      renderParticipants(sampleMatchDetail, {
        answers: [failure(contract.activityParticipants, 403, participationRefusals.participantsHidden)],
      });
      expect(await screen.findByText('Du har ikke adgang til deltagerlisten.')).toBeTruthy();
    });

    it('offers a retry when a list fails otherwise', async () => {
      let fail = true;
      renderParticipants(sampleMatchDetail, {
        answers: [
          answer(contract.activityParticipants, () =>
            fail ? failure(contract.activityParticipants, 500, 'Database unavailable') : participantsPage(),
          ),
        ],
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Listen kunne ikke hentes.');
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
      expect(await rowsOf('Deltagere')).toHaveLength(1);
    });
  });
});

/** One page with one person, for the retry. */
const participantsPage = () => ({
  participants: [
    {
      userId: 3000,
      firstName: 'Alma',
      surname: 'Andersen',
      imageUrl: null,
      activityStatus: 1,
      inactive: false,
      viaGroup: true,
    },
  ],
  totalCount: 1,
  counts: { invited: 0, attending: 1, cancelled: 0 },
});
