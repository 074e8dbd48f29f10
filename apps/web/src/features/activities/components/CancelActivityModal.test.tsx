import { activityRefusals, contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, networkError } from '../../../testing/apiStub';
import { samplePracticeDetail } from '../testing/answers';
import { openActivity, stubActivities, stubObservers } from '../testing/renderActivities';

beforeEach(stubObservers);

/** The detail of `id`, then 'Aflys': the cancel modal over it. */
const openCancel = async (id: number, title: string) => {
  const detail = await openActivity(id, title);
  fireEvent.click(within(detail).getByRole('button', { name: 'Aflys' }));
  return screen.findByRole('dialog', { name: 'Aflys aktivitet' });
};

const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Aflys aktivitet' }));

// Each test opens the detail first (its participants, statistics and comments too): slow on a busy machine.
describe('CancelActivityModal', { timeout: 15_000 }, () => {
  it('cancels a series from this occurrence on, with the reason, then closes and reads the lists again', async () => {
    const api = stubActivities();
    const dialog = await openCancel(101, 'Træning for U11');
    expect(within(dialog).getByRole('radio', { name: 'Kun denne aktivitet' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Denne og alle efterfølgende i serien' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Begrundelse/ }), {
      target: { value: '  Banen er lukket  ' },
    });
    const listsBefore = api.sent(contract.activityOverview).length;
    confirm(dialog);
    await waitFor(() => expect(api.sent(contract.activityRemove)).toHaveLength(1));
    expect(api.sent(contract.activityRemove)[0]).toMatchObject({
      params: { club: '12' },
      query: { message: 'Banen er lukket' },
      body: { activityId: 101, recurring: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Aktiviteten er aflyst.')).toBeTruthy();
    await waitFor(() => expect(api.sent(contract.activityOverview).length).toBeGreaterThan(listsBefore));
  });

  it('cancels only this occurrence by default, and sends no message without a reason', async () => {
    const api = stubActivities();
    const dialog = await openCancel(101, 'Træning for U11');
    confirm(dialog);
    await waitFor(() => expect(api.sent(contract.activityRemove)).toHaveLength(1));
    const [call] = api.sent(contract.activityRemove);
    expect(call?.body).toEqual({ activityId: 101, recurring: false });
    expect(call?.query).toEqual({});
  });

  it('does not ask about the series for a single activity', async () => {
    stubActivities();
    const single = await openCancel(103, 'Stævne i Odense');
    expect(within(single).queryByRole('radiogroup')).toBeNull();
  });

  it('cancels a past occurrence of a series alone, without asking (§4)', async () => {
    const api = stubActivities(answer(contract.getActivity, { ...samplePracticeDetail, archived: true }));
    const dialog = await openCancel(101, 'Træning for U11');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    confirm(dialog);
    await waitFor(() => expect(api.sent(contract.activityRemove)).toHaveLength(1));
    expect(api.sent(contract.activityRemove)[0]?.body).toEqual({ activityId: 101, recurring: false });
  });

  it('counts the reason’s characters up to 150', async () => {
    stubActivities();
    const dialog = await openCancel(103, 'Stævne i Odense');
    const reason = within(dialog).getByRole('textbox', { name: /^Begrundelse/ });
    expect(reason.getAttribute('maxlength')).toBe('150');
    fireEvent.change(reason, { target: { value: 'Regn' } });
    expect(within(dialog).getByText('4/150')).toBeTruthy();
  });

  it('shows a refusal in the modal with an Ok that closes it, and no error dialog (§8)', async () => {
    const api = stubActivities(failure(contract.activityRemove, 409, activityRefusals.activityCancelled));
    const dialog = await openCancel(101, 'Træning for U11');
    confirm(dialog);
    const failed = await screen.findByRole('dialog', { name: 'Aktiviteten blev ikke aflyst' });
    expect(within(failed).getByRole('alert').textContent).toBe('Aktiviteten er aflyst');
    fireEvent.click(within(failed).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aktiviteten blev ikke aflyst' })).toBeNull());
    // Back at the detail, which stays open.
    expect(screen.getByRole('dialog', { name: 'Træning for U11' })).toBeTruthy();
    expect(api.sent(contract.activityRemove)).toHaveLength(1);
  });

  it('says that something went wrong when the server does not answer', async () => {
    stubActivities(networkError(contract.activityRemove));
    const dialog = await openCancel(101, 'Træning for U11');
    confirm(dialog);
    const failed = await screen.findByRole('dialog', { name: 'Aktiviteten blev ikke aflyst' });
    expect(within(failed).getByRole('alert').textContent).toBe('Noget gik galt. Prøv igen om lidt.');
  });

  it('goes back to the detail with “Fortryd” and with Escape', async () => {
    const api = stubActivities();
    let dialog = await openCancel(101, 'Træning for U11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aflys aktivitet' })).toBeNull());
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Træning for U11' })).getByRole('button', { name: 'Aflys' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Aflys aktivitet' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aflys aktivitet' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Træning for U11' })).toBeTruthy();
    expect(api.sent(contract.activityRemove)).toEqual([]);
  });
});
