import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { memberPage } from '../../testing/answers';
import { renderMembers, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);

/**
 * The sample club's inactive list, by first name and surname: Anna Andersen (i100, orange), Anna Christensen (i12,
 * orange), Anna Hansen (i122, red), Anna Jensen (i34, red), Anna Larsen (i144, orange), Anna Møller (i56, orange),
 * Anna Pedersen (i78, red).
 */
const INACTIVE = '/members?group=inactive&key=firstName&direction=asc';

/** Ticks the first `count` rows of the table, in the table's order. */
const tickRows = async (count: number) => {
  await screen.findByText(/^Medlemmer: \d+/);
  const boxes = (await screen.findAllByRole('checkbox', { name: /^Vælg / })).filter(
    (box) => box.getAttribute('aria-label') !== 'Vælg alle',
  );
  for (const box of boxes.slice(0, count)) fireEvent.click(box);
  await screen.findByText(`${count} valgt`);
};

const openInvite = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send invitationer' });
  await within(dialog).findByText('Får deres første invitation');
  return dialog;
};

/** The modal's counts, as label → number. */
const counts = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, Number(term.nextElementSibling?.textContent)]),
  );

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitationer' }));

describe('the invite modal (spec §2 "invite modal"; ADR 018)', () => {
  it('is disabled until members are ticked', async () => {
    stubMembers();
    renderMembers(INACTIVE);
    await screen.findByText('Medlemmer: 7');
    expect(screen.getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(true);
  });

  it('mails the red ones for the first time and the orange ones again, then says how many were sent', async () => {
    const api = stubMembers();
    renderMembers(INACTIVE);
    await tickRows(3);
    const dialog = await openInvite();
    expect(counts(dialog)).toEqual({ 'Får deres første invitation': 1, 'Får invitationen igen': 2 });
    expect(api.sent(contract.sendWelcomeMails)).toEqual([]);
    const pressed = within(dialog).getByRole('button', { name: 'Send invitationer' });
    pressed.focus();
    send(dialog);
    expect(await within(dialog).findByText('Invitationer sendt: 3')).toBeTruthy();
    expect(api.sent(contract.sendWelcomeMails).map((call) => call.body)).toEqual([{ memberIds: ['i122'] }]);
    expect(api.sent(contract.sendWelcomeMailsAgain).map((call) => call.body)).toEqual([{ memberIds: ['i100', 'i12'] }]);
    expect(within(dialog).queryByText(/^Ikke sendt/)).toBeNull();
    // The button pressed is now the footer's "Luk", and keeps the focus (the header's close icon is the other "Luk").
    const close = within(dialog).getAllByRole('button', { name: 'Luk' }).at(-1)!;
    expect(close).toBe(pressed);
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The screen says so and clears the ticks.
    expect(screen.getByText('Invitationer sendt: 3').getAttribute('role')).toBe('status');
    expect(screen.getByText('Vælg medlemmer i tabellen')).toBeTruthy();
  });

  it('counts every ticked member after "select all", the whole list read', async () => {
    stubMembers();
    renderMembers(INACTIVE);
    await screen.findByText('Medlemmer: 7');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vælg alle' }));
    const dialog = await openInvite();
    expect(counts(dialog)).toEqual({ 'Får deres første invitation': 3, 'Får invitationen igen': 4 });
  });

  it('says so when the ticked members cannot be read, and reads them again on "Prøv igen"', async () => {
    let reads = 0;
    stubMembers(
      answer(contract.memberOverview, ({ query }) => {
        if (query.limit !== '200') return memberPage(query);
        reads += 1;
        return reads === 1 ? failure(contract.memberOverview, 500, 'Database unavailable') : memberPage(query);
      }),
    );
    renderMembers(INACTIVE);
    await screen.findByText('Medlemmer: 7');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vælg alle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invitationer' });
    expect(await within(dialog).findByText('De valgte medlemmer kunne ikke hentes.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send invitationer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv igen' }));
    await within(dialog).findByText('Får deres første invitation');
    expect(counts(dialog)).toEqual({ 'Får deres første invitation': 3, 'Får invitationen igen': 4 });
  });

  it('reports who was left out and why, with their names', async () => {
    stubMembers(
      answer(contract.sendWelcomeMails, { sent: [], skipped: [{ id: 'i122', reason: 'noEmail' }] }),
      answer(contract.sendWelcomeMailsAgain, { sent: ['i100'], skipped: [{ id: 'i12', reason: 'sentToday' }] }),
    );
    renderMembers(INACTIVE);
    await tickRows(3);
    const dialog = await openInvite();
    send(dialog);
    expect(await within(dialog).findByText('Invitationer sendt: 1')).toBeTruthy();
    const skipped = within(dialog).getByRole('region', { name: 'Ikke sendt: 2' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Har ingen email (1)Anna Hansen',
      'Har fået en invitation i dag og kan få den igen i morgen (1)Anna Christensen',
    ]);
  });

  it('counts a resend refused with 409 sentToday as those members left out for that, and the rest as sent', async () => {
    stubMembers(
      failure(contract.sendWelcomeMailsAgain, 409, {
        message: 'Invitationen er sendt og kan sendes igen i morgen',
        code: 'sentToday',
      }),
    );
    renderMembers(INACTIVE);
    await tickRows(3);
    const dialog = await openInvite();
    send(dialog);
    expect(await within(dialog).findByText('Invitationer sendt: 1')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('region', { name: 'Ikke sendt: 2' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Har fået en invitation i dag og kan få den igen i morgen (2)Anna Andersen, Anna Christensen']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends nothing when only active members are ticked, and says why', async () => {
    const api = stubMembers();
    renderMembers();
    await tickRows(1);
    const dialog = await openInvite();
    expect(counts(dialog)).toEqual({
      'Får deres første invitation': 0,
      'Får invitationen igen': 0,
      'Er allerede aktive og får ingen': 1,
    });
    expect(within(dialog).getByText('Ingen af de valgte mangler en invitation: de er allerede aktive.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send invitationer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(contract.sendWelcomeMails)).toEqual([]);
    // Nothing was done: the ticks stay.
    expect(screen.getByText('1 valgt')).toBeTruthy();
  });

  it('shows a refusal of the call atop the modal, which stays open to try again', async () => {
    stubMembers(
      failure(contract.sendWelcomeMails, 400, { message: 'For mange medlemmer valgt på én gang', code: 'tooManyIds' }),
    );
    renderMembers(INACTIVE);
    await tickRows(3);
    const dialog = await openInvite();
    send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('For mange medlemmer valgt på én gang');
    expect(within(dialog).getByRole('button', { name: 'Send invitationer' }).hasAttribute('disabled')).toBe(false);
  });
});
