import { contract, participationRefusals, type ActivityDetail } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { sampleMatchDetail, samplePracticeDetail } from '../../testing/answers';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { ActivityParticipants } from './ActivityParticipants';

/** jsdom has no ResizeObserver, which the modal uses. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

/** The participants section of `activity` with its 'Invitér' pressed; the club's groups and members are the wizard's. */
const openInvite = async (activity: ActivityDetail, ...answers: Answer[]) => {
  const api = stubFetch(...wizardAnswers, ...answers);
  render(
    <ScreenProviders session={signedInSession}>
      <ActivityParticipants clubId={sampleClub.clubId} activity={activity} />
    </ScreenProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Invitér' }));
  const dialog = await screen.findByRole('dialog', { name: `Invitér til ${activity.title}` });
  // The club's groups, from the members area's call.
  await within(dialog).findByRole('checkbox', { name: /U11 drenge/ }, { timeout: 3000 });
  return { api, dialog };
};

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Invitér' }));

describe('InviteModal', { timeout: 15_000 }, () => {
  it('sends the groups, the status, the mail choice and, for a series, the rest of it', async () => {
    const { api, dialog } = await openInvite(samplePracticeDetail);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /U11 drenge/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Senior/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deltager' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Denne og resten af serien' }));
    const mail = within(dialog).getByRole('switch', { name: /Send en mail til de nye/ });
    expect(mail).toHaveProperty('checked', true);
    fireEvent.click(mail);
    submit(dialog);
    await waitFor(() => expect(api.sent(contract.inviteToActivity)).toHaveLength(1));
    expect(api.sent(contract.inviteToActivity)[0]?.body).toEqual({
      activityId: 101,
      isRecurring: true,
      userIds: [],
      userGroupIds: [4, 2],
      uninvitedUserIds: [],
      initialStatus: 1,
      sendNotification: false,
    });
    // The sample server adds three a group, to this activity and to the next of the series.
    expect(
      await screen.findByText('Nye inviterede på denne aktivitet: 6. Aktiviteter i serien med nye inviterede: 2.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends this one alone, as invited, by default; no series question for a single activity', async () => {
    const { api, dialog } = await openInvite(sampleMatchDetail);
    expect(within(dialog).queryByRole('radio', { name: 'Kun denne' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Inviteret' })).toHaveProperty('checked', true);
    // The limit's places left, where attending is chosen.
    expect(within(dialog).getByText('Ledige pladser: 4')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Bestyrelse/ }));
    submit(dialog);
    await waitFor(() => expect(api.sent(contract.inviteToActivity)).toHaveLength(1));
    expect(api.sent(contract.inviteToActivity)[0]?.body).toMatchObject({
      activityId: 103,
      isRecurring: false,
      userGroupIds: [1],
      initialStatus: 0,
      sendNotification: true,
    });
    expect(await screen.findByText('Nye inviterede: 3.')).toBeTruthy();
  });

  it('asks for someone before any call', async () => {
    const { api, dialog } = await openInvite(sampleMatchDetail);
    submit(dialog);
    expect(await within(dialog).findByText('Vælg mindst én gruppe eller ét medlem.')).toBeTruthy();
    expect(api.sent(contract.inviteToActivity)).toEqual([]);
  });

  it('shows a full activity at the top of the form (409 activityFull) and stays open', async () => {
    const { dialog } = await openInvite(
      sampleMatchDetail,
      failure(contract.inviteToActivity, 409, participationRefusals.activityFull),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Senior/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deltager' }));
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Der er ikke flere pladser på aktiviteten');
  });

  it('says when nobody new was invited', async () => {
    const { dialog } = await openInvite(
      sampleMatchDetail,
      answer(contract.inviteToActivity, { newUserMaps: [{ activityId: 103, userIds: [] }] }),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Senior/ }));
    submit(dialog);
    expect(await screen.findByText('Ingen nye: de valgte var allerede inviteret.')).toBeTruthy();
  });

  it('invites members found by the search one by one', async () => {
    const { api, dialog } = await openInvite(sampleMatchDetail);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Søg efter medlemmer/ }), {
      target: { value: 'Jonas' },
    });
    const list = within(dialog).getByRole('grid', { name: 'Medlemmer, der kan inviteres' });
    fireEvent.click(await within(list).findByRole('row', { name: /Jonas Berg/ }, { timeout: 3000 }));
    expect(await within(dialog).findByRole('button', { name: 'Fjern Jonas Berg' })).toBeTruthy();
    submit(dialog);
    await waitFor(() => expect(api.sent(contract.inviteToActivity)).toHaveLength(1));
    expect(api.sent(contract.inviteToActivity)[0]?.body).toMatchObject({ userIds: [31], userGroupIds: [] });
  });
});
