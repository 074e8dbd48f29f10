import { contract, memberTypeOf } from '@klubhus/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { sampleDetails } from '../../testing/answers';
import { openMember, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(() => {
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'] });
  // 26 November 2026, 10:00 in Copenhagen.
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Anna Christensen, invited (orange) on 12 May 2025; Anna Jensen, never invited (red). */
const orange = sampleDetails('i12')!;
const red = sampleDetails('i34')!;
const SENT_TODAY = 'Invitationen er sendt og kan sendes igen i morgen';

const openOrange = () => openMember('i12', 'Anna Christensen');
const openRed = () => openMember('i34', 'Anna Jensen');
/** The button's description: what it says besides its label. */
const describedBy = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe("the inactive member's invitation button (spec §4; ADR 018)", () => {
  it('sends an orange member the invitation again, then is disabled and says it can be sent again tomorrow', async () => {
    const api = stubMembers();
    const dialog = await openOrange();
    expect(orange.status).toBe('invited');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation igen' }));
    const sent = await within(dialog).findByRole('button', { name: 'Invitation sendt' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(describedBy(sent)).toBe(SENT_TODAY);
    expect(api.sent(contract.sendWelcomeMailsAgain).map((call) => [call.params.club, call.body])).toEqual([
      ['12', { memberIds: ['i12'] }],
    ]);
    expect(api.sent(contract.sendWelcomeMails)).toEqual([]);
  });

  it('sends a red member the first invitation', async () => {
    const api = stubMembers();
    const dialog = await openRed();
    expect(red.status).toBe('notInvited');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(SENT_TODAY)).toBeTruthy();
    expect(api.sent(contract.sendWelcomeMails).map((call) => call.body)).toEqual([{ memberIds: ['i34'] }]);
    expect(api.sent(contract.sendWelcomeMailsAgain)).toEqual([]);
  });

  it('is disabled with the same text when the server answers 409 sentToday', async () => {
    stubMembers(
      failure(contract.sendWelcomeMailsAgain, 409, {
        message: 'Invitationen er sendt og kan sendes igen i morgen',
        code: 'sentToday',
      }),
    );
    const dialog = await openOrange();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation igen' }));
    const sent = await within(dialog).findByRole('button', { name: 'Invitation sendt' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(describedBy(sent)).toBe(SENT_TODAY);
    // No error dialog: the refusal is the button's answer.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['this morning', '2026-11-26T07:00'],
    ['after midnight in Copenhagen (23:30 UTC the day before)', '2026-11-25T23:30'],
  ])('is disabled as the member opens when the last mail went %s', async (_label, emailLastSent) => {
    stubMembers(answer(contract.memberDetails, { ...orange, emailLastSent }));
    const dialog = await openOrange();
    const sent = within(dialog).getByRole('button', { name: 'Invitation sendt' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(describedBy(sent)).toBe(SENT_TODAY);
  });

  it('may be pressed again when the last mail went yesterday in Copenhagen', async () => {
    stubMembers(answer(contract.memberDetails, { ...orange, emailLastSent: '2026-11-25T22:59' }));
    const dialog = await openOrange();
    expect(within(dialog).getByRole('button', { name: 'Send invitation igen' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why the mail was not sent when the server left the member out', async () => {
    stubMembers(answer(contract.sendWelcomeMails, { sent: [], skipped: [{ id: 'i34', reason: 'alreadyInvited' }] }));
    const dialog = await openRed();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invitationen blev ikke sendt. Årsag: Er allerede inviteret')).toBeTruthy();
  });

  it('is disabled for a member without an e-mail, saying how to add one', async () => {
    stubMembers(answer(contract.memberDetails, { ...red, email: null }));
    const dialog = await openRed();
    const button = within(dialog).getByRole('button', { name: 'Send invitation' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(describedBy(button)).toBe('Medlemmet har ingen email. Tilføj en under Rediger for at sende invitationen.');
  });

  it("is the administrator's: a group leader sees none", async () => {
    stubMembers(answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]));
    const dialog = await openOrange();
    expect(within(dialog).queryByRole('button', { name: /invitation/i })).toBeNull();
  });

  it('offers nothing for an active member', async () => {
    stubMembers();
    const dialog = await openMember();
    expect(within(dialog).getByRole('button', { name: 'Rediger' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /invitation/i })).toBeNull();
  });
});
