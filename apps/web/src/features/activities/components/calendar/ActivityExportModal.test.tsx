import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { ActivityExportModal } from './ActivityExportModal';

/** What the browser was asked to save: jsdom saves nothing, so the link's click is caught. */
const saved: string[] = [];
/** Tuesday 31 March 2026, 12:00 in Copenhagen. */
const NOW = new Date('2026-03-31T10:00:00Z');

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  // The stub answers with Node's Response, which streams only Node's own Blob (jsdom's has no stream()).
  vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.unstubAllGlobals());

const csv = () => new Blob(['\uFEFFDato;Titel\r\n2026-01-05;Træning\r\n']);
const csvAnswers: Answer[] = [
  answer(contract.exportClubActivities, csv),
  answer(contract.exportGroupAttendance, csv),
  answer(contract.exportMemberAttendance, csv),
];

const renderExport = async (...answers: Answer[]) => {
  const api = stubFetch(...wizardAnswers, ...csvAnswers, ...answers);
  const onClose = vi.fn();
  render(
    <ScreenProviders session={signedInSession}>
      <ActivityExportModal clubId={12} timeZone="Europe/Copenhagen" now={NOW} onClose={onClose} />
    </ScreenProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Eksportér aktiviteter' });
  return { api, dialog, onClose };
};

const download = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Hent CSV' }));

describe('the activity export (§7 "export files"; ADR 026)', () => {
  it("downloads the club's activities over the last three months as aktiviteter-<start>-<end>.csv", async () => {
    const { api, dialog } = await renderExport();
    expect(within(dialog).getByRole('radio', { name: /^Klub/ })).toHaveProperty('checked', true);
    download(dialog);
    await waitFor(() => expect(saved).toEqual(['aktiviteter-2025-12-31-2026-03-31.csv']));
    expect(api.sent(contract.exportClubActivities).map((call) => [call.params, call.query])).toEqual([
      [{ club: '12' }, { startDate: '2025-12-31', endDate: '2026-03-31' }],
    ]);
    expect(await within(dialog).findByText('aktiviteter-2025-12-31-2026-03-31.csv er hentet.')).toBeTruthy();
  }, 15_000);

  it('asks for a group before a group export, and sends it', async () => {
    const { api, dialog } = await renderExport();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Hold/ }));
    download(dialog);
    expect(await within(dialog).findByText('Vælg et hold', { selector: '[slot="errorMessage"], p, div' })).toBeTruthy();
    expect(api.sent(contract.exportGroupAttendance)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /Hold/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'U11 drenge' }));
    download(dialog);
    await waitFor(() => expect(api.sent(contract.exportGroupAttendance)).toHaveLength(1));
    expect(api.sent(contract.exportGroupAttendance)[0]).toMatchObject({
      params: { group: '4' },
      query: { clubId: '12', startDate: '2025-12-31', endDate: '2026-03-31' },
    });
  }, 15_000);

  it("exports one member's invitations, found by name", async () => {
    const { api, dialog } = await renderExport();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Medlem/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Søg efter medlem' }), { target: { value: 'Jonas' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Jonas Berg/ }));
    expect(within(dialog).getByText('Valgt: Jonas Berg')).toBeTruthy();
    download(dialog);
    await waitFor(() => expect(api.sent(contract.exportMemberAttendance)).toHaveLength(1));
    expect(api.sent(contract.exportMemberAttendance)[0]?.params).toEqual({ member: '31' });
  }, 15_000);

  it('shows a refusal of the range under its field, and another failure at the top', async () => {
    const { dialog } = await renderExport(
      failure(contract.exportClubActivities, 400, {
        message: 'Perioden er for lang',
        code: 'exportRangeTooLong',
        field: 'endDate',
      }),
    );
    download(dialog);
    expect(await within(dialog).findByText('Perioden kan højst være 3 år')).toBeTruthy();
    expect(saved).toEqual([]);
  }, 15_000);

  it('says when the export could not be fetched', async () => {
    const { dialog } = await renderExport(failure(contract.exportClubActivities, 500, 'Database unavailable'));
    download(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Eksporten kunne ikke hentes. Prøv igen.');
  }, 15_000);
});
