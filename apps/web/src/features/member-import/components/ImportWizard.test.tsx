import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, pending } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { cleanRows, importAnswers, overviewPage, sampleRows, sampleSummary } from '../testing/answers';
import {
  chooseFile,
  csvFile,
  currentStep,
  openWizard,
  renderImportButton,
  stubImport,
  stubResizeObserver,
} from '../testing/renderImport';
import { stubFetch } from '../../../testing/stubFetch';

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const press = (dialog: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

/** The error in red under the file picker: the alert beside it. */
const pickerError = async (dialog: HTMLElement) => (await within(dialog).findByRole('alert')).textContent;

describe('the toolbar button (spec §2: "import members (hidden in a flag-restricted case)")', () => {
  it("is the administrator's", async () => {
    stubImport(null);
    renderImportButton({ isAdministrator: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Importér medlemmer' })).toBeNull());
  });

  it('is hidden in restricted mode', () => {
    stubImport(null);
    renderImportButton({ flags: { restricted_mode: true } });
    expect(screen.queryByRole('button', { name: 'Importér medlemmer' })).toBeNull();
  });
});

describe('choose (spec §4)', () => {
  it('offers a CSV file and, for a Danish club with association_import, Conventus with its guide and integrations', async () => {
    stubImport(null);
    const dialog = await openWizard();
    await within(dialog).findByRole('button', { name: 'Upload CSV-fil' });
    expect(within(dialog).getByRole('button', { name: 'Upload eksport fra Conventus' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sådan eksporterer du fra Conventus' }).getAttribute('href')).toBe(
      '/members/conventus-import-guide',
    );
    expect(within(dialog).getByRole('link', { name: 'Se integrationer' }).getAttribute('href')).toBe(
      '/settings/integrations',
    );
    const template = within(dialog).getByRole('link', { name: 'Medlemmer med roller og grupper (CSV)' });
    expect(template.getAttribute('href')).toBe('/files/templates/medlemmer-med-roller-og-grupper.csv');
    expect(template.hasAttribute('download')).toBe(true);
  });

  it.each([
    ['a club outside Denmark', [answer(contract.clubOverview, [{ ...sampleClub, countryCode: 'NO' }])], {}],
    ['the flag association_import off', [], { association_import: false }],
  ])('offers no Conventus import for %s', async (_case, answers, flags) => {
    stubImport(null, ...answers);
    const dialog = await openWizard({ flags });
    await within(dialog).findByRole('button', { name: 'Upload CSV-fil' });
    expect(within(dialog).queryByRole('button', { name: 'Upload eksport fra Conventus' })).toBeNull();
  });
});

describe('upload (spec §5 "Import accepts only .csv files", §8 "shown in red under the file picker")', () => {
  const toUpload = async (source = 'Upload CSV-fil') => {
    const dialog = await openWizard();
    fireEvent.click(await within(dialog).findByRole('button', { name: source }));
    await within(dialog).findByRole('heading', { name: source });
    return dialog;
  };

  it('refuses a file that is not .csv under the picker, before any call', async () => {
    const api = stubImport(null);
    const dialog = await toUpload();
    chooseFile(dialog, csvFile('medlemmer.xlsx'));
    expect(await pickerError(dialog)).toBe('Filen skal være en .csv-fil');
    expect(api.sent(contract.parseCsv)).toEqual([]);
  });

  it("shows the server's refusal of a malformed line in red under the picker, with the line", async () => {
    stubImport(
      null,
      failure(contract.parseCsv, 400, { message: 'Filen kan ikke læses', code: 'csvMalformed', field: 'line.12' }),
    );
    const dialog = await toUpload();
    chooseFile(dialog, csvFile());
    expect(await pickerError(dialog)).toBe('Filen kan ikke læses: der er en fejl i linje 12');
    expect(within(dialog).getByRole('button', { name: 'Vælg fil' })).toBeTruthy();
  });

  it.each([
    ['csvColumnsMissing', 'Filen mangler kolonnerne for fornavn og efternavn'],
    ['csvEmpty', 'Filen indeholder ingen medlemmer'],
    ['csvTooManyRows', 'Filen har for mange rækker (højst 20.000)'],
    ['csvOnly', 'Filen skal være en .csv-fil'],
  ])('shows %s under the picker', async (code, text) => {
    stubImport(null, failure(contract.parseCsv, 400, { message: text, code }));
    const dialog = await toUpload();
    chooseFile(dialog, csvFile());
    expect(await pickerError(dialog)).toBe(text);
  });

  it('says the file is being read while the call runs, and cannot be closed meanwhile', async () => {
    const api = stubImport(null, pending(contract.parseCsv));
    const dialog = await toUpload();
    chooseFile(dialog, csvFile());
    expect(await within(dialog).findByRole('progressbar', { name: 'Læser filen' })).toBeTruthy();
    expect(within(dialog).getByText(/^medlemmer\.csv \(1 kB\) bliver sendt og læst/)).toBeTruthy();
    const [call] = api.sent(contract.parseCsv);
    expect(call?.params).toEqual({ club: '12' });
    expect((call?.body as FormData).get('newmembers')).toBeInstanceOf(File);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Importér medlemmer' })).toBeTruthy();
  });

  it("sends the association system's export to parsecsvconventus, then shows the existing matches", async () => {
    const api = stubImport(null);
    const dialog = await toUpload('Upload eksport fra Conventus');
    chooseFile(dialog, csvFile('eksport.csv'));
    await waitFor(() => expect(currentStep(dialog)).toBe('Eksisterende medlemmer'));
    expect(api.sent(contract.parseCsvConventus)).toHaveLength(1);
    expect(api.sent(contract.parseCsv)).toEqual([]);
  });
});

describe('a staged import', () => {
  it('resumes at the step it reached, and says so', async () => {
    stubImport('groups');
    const dialog = await openWizard();
    await waitFor(() => expect(currentStep(dialog)).toBe('Grupper'));
    expect(within(dialog).getByText(/^Du fortsætter importen af medlemmer\.csv fra 14-03-2025/)).toBeTruthy();
  });

  it('is cleared only after "Er du sikker?", then starts again', async () => {
    const api = stubImport('roles');
    const dialog = await openWizard();
    await waitFor(() => expect(currentStep(dialog)).toBe('Roller'));
    press(dialog, 'Ryd import');
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(within(confirm).getByText(/Importen af medlemmer\.csv og alle dine valg bliver slettet/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nej' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent(contract.clearImport)).toEqual([]);

    press(dialog, 'Ryd import');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, ryd importen' }));
    await within(dialog).findByRole('button', { name: 'Upload CSV-fil' });
    expect(api.sent(contract.clearImport)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Ryd import' })).toBeNull();
  });
});

describe('the sub-steps record their choices on Next (spec §4)', () => {
  it('existing matches: proposes the candidate of the same name, or a new member, and records each choice', async () => {
    const api = stubImport('existing');
    const dialog = await openWizard();
    const bo = await within(dialog).findByRole('radiogroup', { name: 'Hvem er Bo Andersen fra filen?' });
    expect(within(bo).getByRole('radio', { name: /^Bo Andersen/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText(/beholder medlemmet alle sine oplysninger/)).toBeTruthy();
    const karen = within(dialog).getByRole('radiogroup', { name: 'Hvem er Karen Møller fra filen?' });
    expect(within(karen).getByRole('radio', { name: /^Karen Møller/ })).toHaveProperty('checked', true);
    fireEvent.click(within(karen).getByRole('radio', { name: 'Opret som nyt medlem' }));
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Roller'));
    expect(api.sent(contract.mergeMembers).map((call) => call.body)).toEqual([
      {
        merges: [
          { memberId: 'M1001', userId: '102' },
          { memberId: 'M1010', userId: null },
        ],
      },
    ]);
  });

  it('roles: every source role defaults to Medlem; the chosen types are recorded', async () => {
    const api = stubImport('roles');
    const dialog = await openWizard();
    const trainer = await within(dialog).findByRole('button', { name: /Træner bliver til/ });
    expect(trainer.textContent).toContain('Medlem');
    fireEvent.click(trainer);
    fireEvent.click(await screen.findByRole('option', { name: 'Gruppeleder' }));
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Grupper'));
    expect(api.sent(contract.importRoles).map((call) => call.body)).toEqual([
      {
        roles: [
          { id: 'Bestyrelse', memberType: 1 },
          { id: 'Medlem', memberType: 1 },
          { id: 'Træner', memberType: 3 },
        ],
      },
    ]);
  });

  it('groups: "Match eksisterende gruppe" waits for a group of the club; each fate is recorded', async () => {
    const api = stubImport('groups');
    const dialog = await openWizard();
    const senior = await within(dialog).findByRole('radiogroup', { name: 'Hvad skal der ske med Fodbold › Senior?' });
    fireEvent.click(within(senior).getByRole('radio', { name: 'Match eksisterende gruppe' }));
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Vælg den gruppe, medlemmerne skal i')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Foreningens gruppe/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'U11 › U11 piger' }));
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Gennemse'));
    expect(api.sent(contract.importGroups).map((call) => call.body)).toEqual([
      {
        groups: [
          { id: 'Fodbold-U11 piger', action: 'create', groupId: null },
          { id: 'Fodbold-Senior', action: 'match', groupId: 5 },
          { id: 'Håndbold', action: 'create', groupId: null },
          { id: 'Gymnastik-Forældre og barn', action: 'skip', groupId: null },
        ],
      },
    ]);
  });

  it('keeps the step and says why when a recording call is refused', async () => {
    stubImport(
      'roles',
      failure(contract.importRoles, 409, {
        message: 'Importen er ændret eller ryddet imens. Indlæs den igen.',
        code: 'importChanged',
      }),
    );
    const dialog = await openWizard();
    await waitFor(() => expect(currentStep(dialog)).toBe('Roller'));
    press(dialog, 'Næste');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Importen er ændret eller ryddet imens. Indlæs den igen.',
    );
    expect(currentStep(dialog)).toBe('Roller');
  });
});

describe('members preview (spec §4)', () => {
  it('marks the rows to fix, lists only them with "Skal rettes", and keeps Next disabled with the reason', async () => {
    const api = stubImport('preview');
    const dialog = await openWizard();
    const grid = await within(dialog).findByRole('grid', { name: 'Rækker i importen' });
    await within(grid).findByText('ida.jensen@');
    expect(
      within(dialog).getByText('Rækker, der skal rettes: 3. Ret eller udelad dem, før du kan importere.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
    // There are rows to fix: the list opens on them.
    expect(within(dialog).getByRole('checkbox', { name: 'Vis kun rækker, der skal rettes' })).toHaveProperty(
      'checked',
      true,
    );
    expect(api.sent(contract.importOverview).some((call) => call.query.problems === 'true')).toBe(true);
  });

  it('edits a row (patchImportedRow) with the domain rules, and leaves another out', async () => {
    const api = stubImport('preview');
    const dialog = await openWizard();
    const grid = await within(dialog).findByRole('grid', { name: 'Rækker i importen' });
    fireEvent.click(await within(grid).findByText('ida.jensen@'));
    const form = await within(dialog).findByRole('form', { name: 'Ret linje 5' });
    expect(within(form).getByText('Ugyldig email')).toBeTruthy();
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'ida@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Gem rækken' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent(contract.patchImportedRow)).toEqual([]);
    fireEvent.change(email, { target: { value: 'ida.jensen@example.dk' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Gem rækken' }));
    await within(dialog).findByRole('grid', { name: 'Rækker i importen' });
    const [saved] = api.sent(contract.patchImportedRow);
    expect(saved?.params).toEqual({ club: '12', id: 'M1003' });
    expect(saved?.body).toMatchObject({ email: 'ida.jensen@example.dk', firstName: 'Frederik', zip: '8030' });

    fireEvent.click(await within(dialog).findByText('Mangler navn'));
    const other = await within(dialog).findByRole('form', { name: 'Ret linje 42' });
    fireEvent.click(within(other).getByRole('button', { name: 'Udelad rækken' }));
    await waitFor(() => expect(api.sent(contract.patchImportedRow)).toHaveLength(2));
    expect(api.sent(contract.patchImportedRow)[1]?.body).toEqual({ removed: true });
  });
});

describe('confirm and done (spec §4: "Confirm creates groups, roles, merges and users")', () => {
  const toConfirm = async (...extra: Parameters<typeof stubFetch>) => {
    const rows = cleanRows();
    const api = stubFetch(...importAnswers('preview', rows), ...extra);
    const dialog = await openWizard();
    await within(dialog).findByText('Alle rækker er klar til import.');
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Bekræft'));
    return { api, dialog };
  };

  it('counts what the import will do, and says "Importerer" while the POST runs', async () => {
    const { api, dialog } = await toConfirm(pending(contract.importUsers));
    expect(within(dialog).getByText('Nye medlemmer').nextSibling?.textContent).toBe('238');
    expect(within(dialog).getByText('Udeladte rækker').nextSibling?.textContent).toBe('2');
    expect(within(dialog).getByText('Grupper, der springes over').nextSibling?.textContent).toBe('1');
    press(dialog, 'Importér');
    expect(await within(dialog).findByRole('progressbar', { name: 'Importerer medlemmer' })).toBeTruthy();
    expect(api.sent(contract.importUsers).map((call) => call.body)).toEqual([{ importId: 7 }]);
  });

  it('is not offered while rows with problems remain', async () => {
    stubImport(
      'preview',
      answer(contract.importOverview, ({ query }) => overviewPage(sampleSummary('preview'), sampleRows(), query)),
    );
    const dialog = await openWizard();
    await within(dialog).findByText(/^Rækker, der skal rettes: 3/);
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
  });

  it('shows a refusal of the import atop the step', async () => {
    const { dialog } = await toConfirm(
      failure(contract.importUsers, 400, {
        message: 'Nogle rækker skal rettes eller fjernes, før importen kan gennemføres',
        code: 'importHasProblems',
      }),
    );
    press(dialog, 'Importér');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nogle rækker skal rettes eller fjernes, før importen kan gennemføres',
    );
  });

  it('says how many were imported and sends welcome mails to those with an email, with what was sent', async () => {
    const { api, dialog } = await toConfirm();
    press(dialog, 'Importér');
    expect(await within(dialog).findByText('Importerede medlemmer: 236')).toBeTruthy();
    press(dialog, 'Send velkomstmails');
    expect(await within(dialog).findByText('Velkomstmails sendt: 211')).toBeTruthy();
    expect(within(dialog).getByText('Ikke sendt: 1')).toBeTruthy();
    expect(within(dialog).getByText('Er allerede inviteret (1)')).toBeTruthy();
    const [call] = api.sent(contract.sendWelcomeMails);
    const ids = (call?.body as { memberIds: string[] }).memberIds;
    // 236 imported, every tenth without an email.
    expect(ids).toHaveLength(212);
    expect(ids).not.toContain('i204');
  });
});
