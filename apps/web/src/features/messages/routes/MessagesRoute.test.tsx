import { contract, messagePreview, messageRefusals } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, pending } from '../../../testing/apiStub';
import { stubFetch } from '../../../testing/stubFetch';
import {
  clubAs,
  manyMessages,
  messagePage,
  messagesAnswers,
  pagedAnswer,
  sampleMessages,
  seasonText,
} from '../testing/answers';
import { messageList, renderMessages, scrollToEnd, stubObservers } from '../testing/renderMessages';

beforeEach(stubObservers);

const stub = (...answers: Parameters<typeof stubFetch>) => stubFetch(...messagesAnswers, ...answers);

const rowsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('row')
    .filter((row) => !row.hasAttribute('data-loader'));

const openMessage = async (title: string) => {
  const list = await messageList();
  fireEvent.click(within(list).getByText(title));
  return screen.findByRole('dialog', { name: title });
};

describe('the administrators’ list', { timeout: 20_000 }, () => {
  it('lists the club’s messages newest first with preview, time, author and targets', async () => {
    const api = stub();
    renderMessages();
    const list = await messageList();
    const rows = rowsOf(list);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Sæsonstart 2027',
      'Ny træningstid for U11',
      'Generalforsamling',
    ]);
    // The preview is cut at a word boundary within 200 characters, with a cue that there is more.
    expect(within(rows[0]!).getByText(messagePreview(seasonText))).toBeTruthy();
    expect(within(rows[0]!).getByText('Vis hele beskeden')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Vis hele beskeden')).toBeNull();
    expect(within(rows[0]!).getByText('Skrevet af Anna Hansen')).toBeTruthy();
    expect(within(rows[0]!).getByText('Til: Alle medlemmer')).toBeTruthy();
    expect(within(rows[1]!).getByText('Til: U11 drenge, U11 piger')).toBeTruthy();
    expect(within(rows[2]!).getByText('Skrevet af en tidligere bruger')).toBeTruthy();
    // 19 November 14:30 UTC is 15:30 in Copenhagen.
    expect(within(rows[0]!).getByText(/15\.30|15:30/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Kommentarer: 5')).toBeTruthy();
    // The row shows the last 3 of the 5 comments the answer carries (§2.8), with their authors.
    const lastComments = within(rows[0]!).getByRole('list', { name: 'Kommentarer' });
    expect(within(lastComments).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows[1]!).queryByRole('list', { name: 'Kommentarer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Opret besked' })).toBeTruthy();
    expect(api.sent(contract.clubMessages)[0]?.query).toEqual({ offset: '0', limit: '20' });
    expect(api.sent(contract.myMessages)).toHaveLength(0);
  });

  it('loads the next page as the end of the list comes into view, and says when there are no more', async () => {
    const api = stub(answer(contract.clubMessages, ({ query }) => pagedAnswer(manyMessages(45))(query)));
    renderMessages();
    const list = await messageList();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(20));
    expect(screen.queryByText('Der er ikke flere beskeder.')).toBeNull();
    scrollToEnd();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(40));
    scrollToEnd();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(45));
    expect(await screen.findByText('Der er ikke flere beskeder.')).toBeTruthy();
    scrollToEnd();
    expect(api.sent(contract.clubMessages).map((call) => call.query?.offset)).toEqual(['0', '20', '40']);
  }, 20_000);

  it('opens a message whole: its text with links, never markup', async () => {
    stub(answer(contract.clubMessages, messagePage([{ ...sampleMessages[0]!, message: `${seasonText} <b>fed</b>` }])));
    renderMessages();
    const dialog = await openMessage('Sæsonstart 2027');
    expect(
      within(dialog)
        .getByRole('link', { name: /arbejdsdage/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(within(dialog).getByText(/<b>fed<\/b>/)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Rediger' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Slet' })).toBeTruthy();
  });

  it('says so when there are no messages, and while loading', async () => {
    stub(answer(contract.clubMessages, messagePage([])));
    renderMessages();
    expect(await screen.findByText('Ingen beskeder endnu')).toBeTruthy();
    expect(screen.getByText(/Skriv den første besked/)).toBeTruthy();
  });

  it('shows a spinner while loading', async () => {
    stub(pending(contract.clubMessages));
    renderMessages();
    expect(await screen.findByLabelText('Henter beskeder …')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    const api = stub(failure(contract.clubMessages, 500, 'Boom'));
    renderMessages();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Beskederne kunne ikke hentes.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.clubMessages)).toHaveLength(2));
  });

  it('deletes a message after confirming', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openMessage('Ny træningstid for U11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Slet beskeden?' });
    expect(confirm.textContent).toContain("'Ny træningstid for U11' og dens kommentarer slettes");
    expect(api.sent(contract.deleteMessage)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slet beskeden' }));
    await screen.findByText('Beskeden er slettet.');
    expect(api.sent(contract.deleteMessage)[0]?.params).toEqual({ id: '302' });
    await waitFor(() => expect(api.sent(contract.clubMessages).length).toBeGreaterThan(1));
  });

  it('keeps the confirmation open and says why when the delete is refused', async () => {
    stub(failure(contract.deleteMessage, 404, messageRefusals.messageNotFound));
    renderMessages();
    const dialog = await openMessage('Ny træningstid for U11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slet beskeden' }));
    expect(await within(confirm).findByText('Beskeden findes ikke')).toBeTruthy();
  });
});

describe('a member’s reading list', { timeout: 20_000 }, () => {
  it('lists their own messages, read-only', async () => {
    const api = stub(clubAs('member'));
    renderMessages();
    const list = await messageList();
    expect(rowsOf(list)).toHaveLength(2);
    expect(api.sent(contract.myMessages)[0]?.query).toEqual({ clubId: '12', offset: '0', limit: '20' });
    expect(api.sent(contract.clubMessages)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Opret besked' })).toBeNull();
    const dialog = await openMessage('Sæsonstart 2027');
    expect(within(dialog).queryByRole('button', { name: 'Rediger' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Slet' })).toBeNull();
    // Members comment too.
    expect(within(dialog).getByRole('textbox', { name: 'Skriv en kommentar' })).toBeTruthy();
  });

  it('says what comes when there is nothing yet', async () => {
    stub(clubAs('member'), answer(contract.myMessages, messagePage([])));
    renderMessages();
    expect(await screen.findByText('Når foreningen skriver til dig, står beskederne her.')).toBeTruthy();
  });
});

describe('comments', { timeout: 20_000 }, () => {
  it('shows the last 3, loads all with "Vis flere" and goes back with "Vis færre"', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openMessage('Sæsonstart 2027');
    const section = within(dialog).getByRole('region', { name: 'Kommentarer' });
    const items = () => within(section).getAllByRole('listitem');
    expect(items()).toHaveLength(3);
    expect(within(section).getByText('Viser 3 af 5')).toBeTruthy();
    expect(api.sent(contract.messageComments)).toHaveLength(0);
    fireEvent.click(within(section).getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(api.sent(contract.messageComments)[0]?.body).toEqual({ messageId: 301 });
    fireEvent.click(within(section).getByRole('button', { name: 'Vis færre' }));
    expect(items()).toHaveLength(3);
  });

  it('sends a comment as the signed-in user', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openMessage('Generalforsamling');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Skriv en kommentar' }), {
      target: { value: 'Jeg kommer.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Kommentaren er sendt.');
    expect(api.sent(contract.addMessageComment)[0]?.body).toEqual({
      userId: 7,
      messageId: 303,
      comment: 'Jeg kommer.',
    });
  });

  it('refuses an empty comment without calling', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openMessage('Generalforsamling');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Skal udfyldes')).toBeTruthy();
    expect(api.sent(contract.addMessageComment)).toHaveLength(0);
  });

  it('shows a refusal under the composer', async () => {
    stub(failure(contract.addMessageComment, 403, messageRefusals.messageCommentsOff));
    renderMessages();
    const dialog = await openMessage('Generalforsamling');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Skriv en kommentar' }), { target: { value: 'Hej' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Kommentarer på beskeder er slået fra')).toBeTruthy();
  });

  it('shows no comments with the flag off', async () => {
    stub();
    renderMessages({ flags: { message_comments: false } });
    const list = await messageList();
    expect(within(list).queryByText(/Kommentarer:/)).toBeNull();
    expect(within(list).queryByRole('list', { name: 'Kommentarer' })).toBeNull();
    const dialog = await openMessage('Sæsonstart 2027');
    expect(within(dialog).queryByRole('region', { name: 'Kommentarer' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
