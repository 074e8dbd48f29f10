import { contract, messageRefusals } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { stubFetch } from '../../../testing/stubFetch';
import { messagesAnswers } from '../testing/answers';
import { messageList, renderMessages, stubObservers } from '../testing/renderMessages';

beforeEach(stubObservers);

const stub = (...answers: Parameters<typeof stubFetch>) => stubFetch(...messagesAnswers, ...answers);

/** The wizard, opened by 'Opret besked'. */
const openWizard = async () => {
  await messageList();
  fireEvent.click(screen.getByRole('button', { name: 'Opret besked' }));
  return screen.findByRole('dialog', { name: 'Opret besked' }, { timeout: 3000 });
};

const type = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

const press = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

describe('the message wizard', { timeout: 20_000 }, () => {
  it('opens by itself with route state showMessages (the dashboard’s shortcut)', async () => {
    stub();
    renderMessages({ state: { showMessages: true } });
    // The wizard's chunk loads first (the first test of the file compiles it).
    expect(await screen.findByRole('dialog', { name: 'Opret besked' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('requires a title and a message', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openWizard();
    press(dialog, 'Send besked');
    await waitFor(() => expect(within(dialog).getAllByText('Skal udfyldes')).toHaveLength(2));
    expect(api.sent(contract.createMessage)).toHaveLength(0);
  });

  it('sends to all members in one step and says to how many', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openWizard();
    // All members is on: the groups step is skipped.
    expect(within(dialog).queryByText('Grupper')).toBeNull();
    type(dialog, 'Titel', 'Sæsonstart');
    type(dialog, 'Besked', 'Vi starter 3. april.');
    press(dialog, 'Send besked');
    expect(await screen.findByText('Beskeden er sendt til 42 medlemmer')).toBeTruthy();
    expect(api.sent(contract.createMessage)[0]?.body).toEqual({
      clubId: 12,
      title: 'Sæsonstart',
      message: 'Vi starter 3. april.',
      allMembers: true,
      groupIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for groups when not to all members (groupsRequired), then sends to the chosen', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openWizard();
    type(dialog, 'Titel', 'U11');
    type(dialog, 'Besked', 'Træning flyttes.');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Send til alle medlemmer' }));
    press(dialog, 'Næste');
    await within(dialog).findByText('Vælg grupper');
    press(dialog, 'Send besked');
    expect(
      await within(dialog).findByText('Vælg mindst én gruppe, eller send beskeden til alle medlemmer'),
    ).toBeTruthy();
    expect(api.sent(contract.createMessage)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /U11 piger/ }));
    press(dialog, 'Send besked');
    await screen.findByText('Beskeden er sendt til 42 medlemmer');
    expect(api.sent(contract.createMessage)[0]?.body).toMatchObject({ allMembers: false, groupIds: [5] });
  });

  it('skips the groups step when the club has no groups', async () => {
    stub(answer(contract.groupOverview, []));
    renderMessages();
    const dialog = await openWizard();
    expect(await within(dialog).findByText(/Foreningen har ingen grupper/)).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send besked' })).toBeTruthy();
  });

  it('fills title and message from a template, asking first when something is typed', async () => {
    const api = stub();
    renderMessages();
    const dialog = await openWizard();
    await waitFor(() =>
      expect(api.sent(contract.messageTemplates)[0]?.query).toEqual({ clubId: '12', language: 'da' }),
    );
    type(dialog, 'Titel', 'Mit eget');
    fireEvent.click(within(dialog).getByRole('button', { name: /Skabelon/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Aflysning' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Brug skabelonen?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Brug skabelonen' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Titel/ }) as HTMLInputElement).value).toBe('Aflysning'),
    );
    expect((within(dialog).getByRole('textbox', { name: /^Besked/ }) as HTMLTextAreaElement).value).toBe(
      'Træningen i dag er aflyst på grund af vejret.',
    );
  });

  it('has no template picker with the flag off', async () => {
    const api = stub();
    renderMessages({ flags: { message_templates: false } });
    const dialog = await openWizard();
    expect(within(dialog).queryByRole('button', { name: /Skabelon/ })).toBeNull();
    expect(api.sent(contract.messageTemplates)).toHaveLength(0);
  });

  it('edits a message: the same wizard filled in', async () => {
    const api = stub();
    renderMessages();
    const list = await messageList();
    fireEvent.click(within(list).getByText('Ny træningstid for U11'));
    const detail = await screen.findByRole('dialog', { name: 'Ny træningstid for U11' });
    press(detail, 'Rediger');
    const dialog = await screen.findByRole('dialog', { name: 'Rediger besked' });
    expect((within(dialog).getByRole('textbox', { name: /^Titel/ }) as HTMLInputElement).value).toBe(
      'Ny træningstid for U11',
    );
    type(dialog, 'Titel', 'Ny træningstid');
    press(dialog, 'Næste');
    await within(dialog).findByText('Vælg grupper');
    expect((within(dialog).getByRole('checkbox', { name: /U11 drenge/ }) as HTMLInputElement).checked).toBe(true);
    press(dialog, 'Gem ændringer');
    await screen.findByText('Beskeden er gemt.');
    expect(api.sent(contract.updateMessage)[0]?.params).toEqual({ id: '302' });
    expect(api.sent(contract.updateMessage)[0]?.body).toMatchObject({ title: 'Ny træningstid', groupIds: [4, 5] });
  });

  it('shows a refusal no field shows at the top, in the user’s language', async () => {
    stub(failure(contract.updateMessage, 404, messageRefusals.messageNotFound));
    renderMessages();
    const list = await messageList();
    fireEvent.click(within(list).getByText('Sæsonstart 2027'));
    press(await screen.findByRole('dialog', { name: 'Sæsonstart 2027' }), 'Rediger');
    const dialog = await screen.findByRole('dialog', { name: 'Rediger besked' });
    press(dialog, 'Gem ændringer');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Beskeden findes ikke');
  });

  it('places a refused field’s error under it', async () => {
    stub(failure(contract.createMessage, 400, { message: 'For lang', code: 'maxLength', field: 'title' }));
    renderMessages();
    const dialog = await openWizard();
    type(dialog, 'Titel', 'U11');
    type(dialog, 'Besked', 'Hej');
    press(dialog, 'Send besked');
    expect(await within(dialog).findByText('Teksten er for lang')).toBeTruthy();
  });
});
