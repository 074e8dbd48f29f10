import { expect, type Page } from '@playwright/test';
import { adminTest as test, openAsAdmin, searchMembers } from '../support/demoAdmin';
import { linkFrom, waitForMail } from '../support/mailbox';

// Joining III's journey through the real app (`pnpm start`, the demo club) and the real SMTP peer: the administrator
// clears the half-finished import the demo leaves waiting, uploads a 50-row CSV saved the way Excel saves it in
// Denmark (semicolons, Windows-1252 bytes, "Søren Ærø"), merges one row into an existing demo member, maps the
// roles and the departments, confirms, finds the members in their groups on /members and sends the welcome mails;
// an imported adult reads the mail, opens its link on a phone and registers. What a journey cannot see (20,000
// rows, another club's import, a race with a second upload) the server tests prove.

test.use({ actionTimeout: 20_000 });

const club = 'Demo Idrætsforening';
/** This run's addresses are its own: the journey can run again against the same server. */
const run = Date.now().toString(36);
const soren = {
  firstName: 'Søren',
  surname: 'Ærø',
  email: `soeren.aeroe.${run}@journey.klubhus.dk`,
  zip: '8000',
  password: 'Kajak-paa-aaen-2025',
};

/** Windows-1252 (Excel's "CSV (semikolonsepareret)" in Denmark): ASCII as is, and the few letters above it we use. */
const windows1252: Record<string, number> = { æ: 0xe6, ø: 0xf8, å: 0xe5, Æ: 0xc6, Ø: 0xd8, Å: 0xc5, é: 0xe9 };
const encode1252 = (text: string): Buffer =>
  Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code < 0x80) return code;
      const byte = windows1252[char];
      if (byte === undefined) throw new Error(`No Windows-1252 byte for "${char}" in the journey's encoder`);
      return byte;
    }),
  );

const firstNames = ['Mads', 'Sofie', 'Jens', 'Ida', 'Bjørn', 'Astrid', 'Søren', 'Mette', 'Kåre', 'Line'];
const surnames = ['Kjær', 'Østergaard', 'Dahl', 'Bækgaard', 'Lund', 'Holm', 'Nørgaard', 'Brøndum'];

interface Person {
  firstName: string;
  surname: string;
  email: string;
}

/**
 * The club's file: a header Excel writes (Danish, with a dot and a hyphen), the merge row (a demo member, same name
 * and email), Søren Ærø, and 47 more; trainers among them, departments Fodbold (teams Senior and Fodboldfitness)
 * and Svømning.
 */
const clubFile = (existing: Person): Buffer => {
  const header = 'Fornavn;Efternavn;E-mail;Mobil;Adresse;Postnr.;By;Fødselsdato;Rolle;Afdeling;Hold';
  const row = (p: Person, n: number, role: string, department: string, team: string) =>
    [
      p.firstName,
      p.surname,
      p.email,
      `2${String(6100000 + n * 131).slice(0, 7)}`,
      `Ådalsvej ${n}`,
      '8000',
      'Aarhus C',
      `${1960 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
      role,
      department,
      team,
    ].join(';');
  const lines = [header, row(existing, 1, 'Medlem', 'Fodbold', 'Senior'), row(soren, 2, 'Medlem', 'Fodbold', 'Senior')];
  for (let n = 3; n <= 50; n += 1) {
    const person = {
      firstName: firstNames[n % firstNames.length] ?? 'Mads',
      surname: surnames[n % surnames.length] ?? 'Kjær',
      email: `medlem${n}.${run}@journey.klubhus.dk`,
    };
    const [department, team] =
      n % 5 === 0 ? ['Svømning', ''] : n % 2 === 0 ? ['Fodbold', 'Senior'] : ['Fodbold', 'Fodboldfitness'];
    lines.push(row(person, n, n % 7 === 0 ? 'Træner' : 'Medlem', department ?? '', team ?? ''));
  }
  // Excel ends every line with CRLF.
  return encode1252(`${lines.join('\r\n')}\r\n`);
};

/** An active demo member with a demo address: the row the file shares with the club. */
const demoMember = async (page: Page): Promise<{ person: Person; group: string }> => {
  const session = await page.request.post('/api/v2/login/plain', {
    headers: { Authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    data: { email: 'demo@klubhus.dk', password: 'klubhus-demo' },
  });
  const { authToken } = (await session.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}`, 'X-Requested-With': 'XMLHttpRequest' };
  const clubs = (await (await page.request.get('/api/v2/web/cluboverview', { headers })).json()) as {
    clubId: number;
    title: string;
  }[];
  const clubId = clubs.find((item) => item.title === club)?.clubId;
  const overview = await page.request.get(
    `/api/v2/web/memberoverview/${clubId}?group=all&key=surname&direction=desc&limit=50`,
    { headers },
  );
  const { members } = (await overview.json()) as { members: (Person & { status: string })[] };
  const member = members.find((item) => item.status === 'active' && item.email?.endsWith('@demo.klubhus.dk'));
  if (!member) throw new Error('The demo club has no active member with a demo address');
  // A main group without a member limit: the file's Senior team joins it ("For mange medlemmer" otherwise, spec §5).
  const groups = (await (await page.request.get(`/api/v2/web/groupoverview/${clubId}`, { headers })).json()) as {
    title: string;
    parentUserGroupId: number | null;
    maxUsers: number | null;
  }[];
  const target = groups.find((group) => group.parentUserGroupId === null && group.maxUsers === null);
  if (!target) throw new Error('The demo club has no main group without a member limit');
  return { person: { firstName: member.firstName, surname: member.surname, email: member.email }, group: target.title };
};

test('an administrator imports a club from a Danish Excel CSV, and an imported adult registers from the mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const { person: existing, group: clubGroup } = await demoMember(page);
  await openAsAdmin(page, '/members');
  await page.getByRole('button', { name: 'Importér medlemmer' }).click();
  const wizard = page.getByRole('dialog', { name: 'Importér medlemmer' });

  await test.step('the half-finished import the demo left is cleared, after "Er du sikker?"', async () => {
    const clear = wizard.getByRole('button', { name: 'Ryd import' });
    await expect(clear.or(wizard.getByRole('button', { name: 'Upload CSV-fil' }))).toBeVisible();
    if (await clear.isVisible()) {
      // It waits where the administrator left it: at the groups mapping.
      await expect(wizard.getByRole('list', { name: 'Importens trin' }).locator('[aria-current="step"]')).toContainText(
        'Grupper',
      );
      await clear.click();
      await page
        .getByRole('alertdialog', { name: 'Er du sikker?' })
        .getByRole('button', { name: 'Ja, ryd importen' })
        .click();
    }
  });

  await test.step('a .xlsx is refused under the picker; the Excel CSV is read', async () => {
    await wizard.getByRole('button', { name: 'Upload CSV-fil' }).click();
    const picker = wizard.locator('input[type="file"]');
    await picker.setInputFiles({
      name: 'medlemmer.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('PK'),
    });
    await expect(wizard.getByRole('alert')).toHaveText('Filen skal være en .csv-fil');
    await picker.setInputFiles({ name: 'medlemmer.csv', mimeType: 'text/csv', buffer: clubFile(existing) });
    await expect(wizard.getByRole('list', { name: 'Importens trin' }).locator('[aria-current="step"]')).toContainText(
      'Eksisterende medlemmer',
    );
  });

  await test.step('the demo member in the file is merged into the member the club has', async () => {
    const choice = wizard.getByRole('radiogroup', {
      name: `Hvem er ${existing.firstName} ${existing.surname} fra filen?`,
    });
    const candidate = choice.getByRole('radio', { name: new RegExp(`^${existing.firstName} ${existing.surname}`) });
    await candidate.check({ force: true });
    await expect(candidate).toBeChecked();
    await wizard.getByRole('button', { name: 'Næste' }).click();
  });

  await test.step('trainers become group leaders', async () => {
    await wizard.getByRole('button', { name: /Træner bliver til/ }).click();
    await page.getByRole('option', { name: 'Gruppeleder' }).click();
    await wizard.getByRole('button', { name: 'Næste' }).click();
  });

  await test.step('Fodbold › Senior joins a group of the club, Fodboldfitness is created, Svømning skipped', async () => {
    const senior = wizard.getByRole('radiogroup', { name: 'Hvad skal der ske med Fodbold › Senior?' });
    await senior.getByRole('radio', { name: 'Match eksisterende gruppe' }).check({ force: true });
    await wizard.getByRole('button', { name: /Foreningens gruppe/ }).click();
    await page.getByRole('option', { name: clubGroup, exact: true }).click();
    const fitness = wizard.getByRole('radiogroup', { name: 'Hvad skal der ske med Fodbold › Fodboldfitness?' });
    await expect(fitness.getByRole('radio', { name: /^Opret som hovedgruppe/ })).toBeChecked();
    await wizard
      .getByRole('radiogroup', { name: 'Hvad skal der ske med Svømning?' })
      .getByRole('radio', { name: 'Spring over' })
      .check({ force: true });
    await wizard.getByRole('button', { name: 'Næste' }).click();
  });

  await test.step('the preview reads "Søren Ærø" as written, with no row to fix; confirm imports', async () => {
    await expect(wizard.getByText('Alle rækker er klar til import.')).toBeVisible();
    await wizard.getByRole('checkbox', { name: 'Vis kun rækker, der skal rettes' }).uncheck({ force: true });
    await expect(wizard.getByRole('grid', { name: 'Rækker i importen' }).getByText('Søren Ærø')).toBeVisible();
    await wizard.getByRole('button', { name: 'Næste' }).click();
    await expect(wizard.getByText('Flettes med eksisterende medlemmer')).toBeVisible();
    await wizard.getByRole('button', { name: 'Importér' }).click();
    await expect(wizard.getByText(/^Importerede medlemmer: \d+$/)).toBeVisible({ timeout: 60_000 });
  });

  await test.step('welcome mails go to the imported members with an email', async () => {
    await wizard.getByRole('button', { name: 'Send velkomstmails' }).click();
    await expect(wizard.getByText(/^Velkomstmails sendt: [1-9]\d*$/)).toBeVisible();
    await wizard.getByRole('button', { name: 'Luk' }).last().click();
    await expect(wizard).toBeHidden();
  });

  await test.step('the members are in their groups on /members', async () => {
    await page.goto('/members');
    await page
      .getByRole('navigation', { name: 'Grupper' })
      .getByRole('link', { name: new RegExp(`^${clubGroup}( |$)`) })
      .click();
    await searchMembers(page, soren.email);
    await expect(page.getByRole('grid', { name: 'Medlemmer' }).getByText('Ærø')).toBeVisible();
    await page.goto('/members');
    await page
      .getByRole('navigation', { name: 'Grupper' })
      .getByRole('link', { name: /^Fodboldfitness( |$)/ })
      .click();
    await expect(page.getByText(/^Medlemmer: [1-9]\d*$/)).toBeVisible();
  });

  const mail = await waitForMail(soren.email, { subject: new RegExp(club) });
  expect(mail.text).toContain(soren.firstName);
  const link = linkFrom(mail, /\/register\?/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await test.step('Søren opens the link on a phone and registers', async () => {
    await mobile.goto(link);
    await expect(mobile.getByRole('heading', { name: `Tilmelding til ${club}` })).toBeVisible();
    await mobile
      .getByRole('listitem')
      .filter({ hasText: `${soren.firstName} ${soren.surname}` })
      .getByRole('link', { name: 'Voksen', exact: true })
      .click();
    await expect(mobile.getByRole('heading', { name: /Opret bruger til/ })).toBeVisible();
    await mobile.getByLabel('Fornavn').fill(soren.firstName);
    await mobile.getByLabel('Efternavn').fill(soren.surname);
    await mobile.getByLabel('Email').fill(soren.email);
    await mobile.getByLabel('Postnummer').fill(soren.zip);
    await mobile.getByLabel(/^Adgangskode/).fill(soren.password);
    await mobile.getByLabel('Gentag adgangskode').fill(soren.password);
    const policy = mobile.getByRole('checkbox', { name: /persondatapolitik|privatlivspolitik|datapolitik/i });
    if (await policy.count()) await policy.check({ force: true });
    await mobile.getByRole('button', { name: /^(Godkend|Gem)!$/ }).click();
    await expect(mobile.getByRole('heading', { name: `Du er nu medlem af ${club}` })).toBeVisible();
  });
  await phone.close();
});
