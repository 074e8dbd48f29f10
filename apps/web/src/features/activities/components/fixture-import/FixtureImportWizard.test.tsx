import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pending, type Answer } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { fixtureFile, fixtureImportAnswers, groupGone, rowRefusal } from '../../testing/fixtureAnswers';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { FixtureImportWizard } from './FixtureImportWizard';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

const renderWizard = async (...answers: Answer[]) => {
  const api = stubFetch(...wizardAnswers, ...fixtureImportAnswers(), ...answers);
  const onClose = vi.fn();
  const onImported = vi.fn();
  render(
    <ScreenProviders session={signedInSession}>
      <FixtureImportWizard clubId={12} timeZone="Europe/Copenhagen" onClose={onClose} onImported={onImported} />
    </ScreenProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Importér kampprogram' });
  return { api, dialog, onClose, onImported };
};

const chooseFile = (dialog: HTMLElement, file = fixtureFile()) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  fireEvent.change(input, { target: { files: [file] } });
};

/** The rows' checkboxes ('Vælg <home> – <away>'), without the header's 'Vælg alle kampe'. */
const rowBoxes = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox', { name: /^Vælg / })
    .filter((box) => box.getAttribute('aria-label') !== 'Vælg alle kampe') as HTMLInputElement[];

const press = (dialog: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

/** The wizard at its matches, the sample file read. */
const toMatches = async (...answers: Answer[]) => {
  const opened = await renderWizard(...answers);
  chooseFile(opened.dialog);
  await within(opened.dialog).findByRole('grid', { name: 'Kampe' });
  return opened;
};

describe('the fixture import (issue 24)', () => {
  it('reads the file and chooses the new and changed matches; duplicates cannot be chosen', async () => {
    const { api, dialog } = await toMatches();
    expect(api.sent(contract.parseFixtures)).toHaveLength(1);
    expect((api.sent(contract.parseFixtures)[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(dialog).getByText('17 nye · 1 ændret · 2 findes allerede')).toBeTruthy();
    expect(within(dialog).getByText('18 kampe er valgt')).toBeTruthy();
    const boxes = rowBoxes(dialog);
    // The first two rows are the duplicates: unticked and disabled; the others ticked.
    expect(boxes.slice(0, 2).map((box) => [box.checked, box.hasAttribute('disabled')])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(boxes.slice(2).every((box) => box.checked)).toBe(true);
    expect(within(dialog).getByText('Ændret')).toBeTruthy();
    expect(within(dialog).getByText('10:00 → 11:30 · Vejlby Stadion, bane 1 → Vejlby Stadion, bane 3')).toBeTruthy();

    press(dialog, 'Vælg ingen');
    expect(within(dialog).getByText('0 kampe er valgt')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
    press(dialog, 'Vælg alle');
    expect(within(dialog).getByText('18 kampe er valgt')).toBeTruthy();
  }, 15_000);

  it('shows a refused file under the picker, with its row, and stays at the file', async () => {
    const { dialog } = await renderWizard(rowRefusal);
    chooseFile(dialog);
    expect(await within(dialog).findByText('Rækken kan ikke læses (række 14)')).toBeTruthy();
    expect(within(dialog).queryByRole('grid')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
  }, 15_000);

  it('says the file is being read while the call runs', async () => {
    const { dialog } = await renderWizard(pending(contract.parseFixtures));
    chooseFile(dialog);
    expect(await within(dialog).findByRole('progressbar', { name: 'Læser filen' })).toBeTruthy();
  }, 15_000);

  it('imports the chosen matches with the settings: the group, type 4, the duration and the notification', async () => {
    const { api, dialog, onImported } = await toMatches();
    // One new match left out.
    fireEvent.click(rowBoxes(dialog)[3] as HTMLElement);
    expect(within(dialog).getByText('17 kampe er valgt')).toBeTruthy();
    press(dialog, 'Næste');
    await within(dialog).findByRole('heading', { name: 'Indstillinger for kampene' });

    // Without a group the import is not sent.
    press(dialog, 'Importér 17 kampe');
    expect(await within(dialog).findAllByText('Vælg et hold')).not.toHaveLength(0);
    expect(api.sent(contract.importFixtures)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Vælg et hold/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'U11 drenge' }));
    const duration = within(dialog).getByRole('textbox', { name: /Varighed \(minutter\)/ });
    expect(duration).toHaveProperty('value', '120');
    fireEvent.change(duration, { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Send notifikation til de inviterede' }));
    press(dialog, 'Importér 17 kampe');

    await waitFor(() => expect(onImported).toHaveBeenCalledWith('16 kampe er oprettet, 1 er opdateret'));
    const body = api.sent(contract.importFixtures)[0]?.body as Record<string, unknown> & { rows: object[] };
    expect({ ...body, rows: body.rows.length }).toEqual({
      groupId: 4,
      type: 4,
      durationMinutes: 90,
      sendNotification: true,
      rows: 17,
    });
    expect(body.rows[0]).toEqual({
      line: 4,
      matchNumber: '512032',
      date: '2027-03-20',
      time: '10:00',
      homeTeam: 'Aarhus Roklub',
      awayTeam: 'Aarhus Fremad',
      venue: 'Vejlby Stadion, bane 3',
      competition: 'U11 Drenge A-rækken, pulje 2',
    });
  }, 20_000);

  it('shows a group gone under the group field, and imports nothing', async () => {
    const { dialog, onImported } = await toMatches(groupGone);
    press(dialog, 'Næste');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Vælg et hold/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Senior' }));
    press(dialog, 'Importér 18 kampe');
    expect(await within(dialog).findByText('Holdet findes ikke længere. Vælg et andet hold.')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  }, 15_000);

  it('closes at once before a file is read, and asks once one has been', async () => {
    const first = await renderWizard();
    press(first.dialog, 'Luk');
    expect(first.onClose).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('asks before a read file is thrown away', async () => {
    const { dialog, onClose } = await toMatches();
    press(dialog, 'Luk');
    const ask = await screen.findByRole('alertdialog', { name: 'Afbryd importen?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Fortsæt importen' }));
    expect(onClose).not.toHaveBeenCalled();
    press(dialog, 'Luk');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Afbryd import' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 15_000);
});
