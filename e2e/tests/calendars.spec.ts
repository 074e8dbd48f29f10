import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Download, type Locator, type Page } from '@playwright/test';
import { typeDateTime, typedDay } from '../support/dateTime';
import { adminTest as test } from '../support/demoAdmin';
import { eventsOf, fetchFeed } from '../support/ical';
import { solidPng } from '../support/png';

// Calendars' journey through the real app (`pnpm start`, the demo club): the administrator copies the club's calendar
// link from 'Eksportér til kalender', and the feed at that address, fetched without any session, holds the club's
// public practices (the U11 teams' and Motion's, each one weekly event) and not its invited-only ones; she creates a
// public activity of her own, ticks the demo's shared calendar, sees the hints say what sharing needs, gives the
// description and the cover image they ask for, and the shared calendar's feed holds the activity; she downloads the
// attendance of U11 Drenge from 'Eksportér aktiviteter' and the file starts with its BOM and parses as `;`-separated
// rows of the team's practices. What a journey cannot see (the server's refusals without a cover, a description or a
// VAT number, the feeds' time zones and exceptions, another club's data, the personal feed's token) the server tests
// prove.

test.use({ actionTimeout: 20_000, timezoneId: 'Europe/Copenhagen', locale: 'da-DK' });
test.setTimeout(240_000);
// An activity with a cover is a transaction and an image: wait for saves generously on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** This run's names are its own: the journey can run again against the same server. */
const run = Date.now().toString(36);
const sharedTitle = `Åben fodboldaften ${run}`;
const sharedDescription = `Alle er velkomne til en aften med bold og kaffe (${run}).`;

/** The demo's shared calendar (apps/server/src/features/shared-calendars/config.ts, DEMO_SHARED_CALENDAR). */
const sharedCalendar = { id: 1, name: 'Aarhus Aktivitetskalender' } as const;
/** The demo club's public practices, weekly series (apps/server/src/features/activities/demo.ts). */
const publicPractices = ['Træning U11 Drenge', 'Træning U11 Piger', 'Træning Motion'] as const;
/** One of its practices for its members only (visibility 3): never in the club's public feed. */
const invitedOnlyPractice = 'Træning Senior';

/** The file a download saved, as text, after checking the UTF-8 byte order mark that Excel needs. */
const csvOf = async (download: Download): Promise<string> => {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'a UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
};

/** A `;`-separated file's rows (RFC 4180 quoting: a quoted cell may hold `;`, `""` and line breaks). */
const rowsOf = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

const openActivities = async (page: Page) => {
  await page.goto('/activities');
  await expect(page.getByRole('tab', { name: 'Kommende aktiviteter' })).toBeVisible();
};

const closeDialog = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Luk' }).first().click();
  await expect(dialog).toBeHidden();
};

test('an administrator subscribes to the club calendar, shares an activity and exports U11 attendance', async ({
  page,
  context,
  baseURL,
}) => {
  // 'Kopiér link' writes the clipboard; the journey reads it back to prove what was copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step("copy the club's calendar link: its feed holds the public practices, without a session", async () => {
    await openActivities(page);
    await page.getByRole('button', { name: 'Eksportér til kalender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eksportér til kalender' });
    const club = dialog.getByRole('region', { name: 'Foreningens kalender' });
    const field = club.getByRole('textbox', { name: 'Link til foreningens kalender' });
    await expect(field).toHaveValue(/\/api\/v3\/clubs\/\d+\/ical$/);
    const shown = await field.inputValue();
    await expect(club.getByRole('link', { name: 'Abonnér i din kalender' })).toHaveAttribute(
      'href',
      shown.replace(/^https?:/, 'webcal:'),
    );

    // 'Kopieret' shows for a few seconds only (a busy machine could miss it): the clipboard itself is the proof.
    await club.getByRole('button', { name: 'Kopiér link' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await closeDialog(dialog);

    const events = eventsOf(await fetchFeed(baseURL, copied));
    for (const practice of publicPractices) {
      const series = events.filter((event) => event.get('SUMMARY') === practice);
      expect(series.length, `${practice} in the club's feed`).toBeGreaterThan(0);
      // A series is one event with a weekly rule (its moved or changed occurrences are overrides of it).
      expect(
        series.some((event) => event.get('RRULE')?.includes('FREQ=WEEKLY')),
        `${practice} as a weekly series`,
      ).toBe(true);
    }
    expect(events.some((event) => event.get('SUMMARY') === invitedOnlyPractice)).toBe(false);
  });

  await test.step('share a public activity: the hints ask for a description and a cover until she gives them', async () => {
    await page.getByRole('button', { name: 'Opret aktivitet' }).click();
    const wizard = page.getByRole('dialog', { name: 'Opret aktivitet' });
    await wizard.getByRole('radio', { name: 'Træning', exact: true }).check({ force: true });
    await wizard.getByRole('button', { name: 'Næste' }).click();
    await wizard.getByRole('textbox', { name: 'Titel' }).fill(sharedTitle);
    await typeDateTime(page, 'Start', typedDay(4, '1800'));
    await typeDateTime(page, 'Slut', typedDay(4, '1930'));
    // The hidden inputs of these far-down choices lie outside the dialog's viewport: she clicks their labels.
    await wizard.getByRole('radiogroup', { name: 'Synlighed' }).getByText('Offentlig', { exact: true }).click();
    await expect(wizard.getByRole('radio', { name: 'Offentlig' })).toBeChecked();

    const calendar = wizard.getByRole('checkbox', { name: sharedCalendar.name });
    await wizard.getByText(sharedCalendar.name, { exact: true }).click();
    await expect(calendar).toBeChecked();
    await expect(calendar).toHaveAccessibleDescription('Kræver coverbillede · Kræver beskrivelse');

    await wizard.getByRole('textbox', { name: 'Beskrivelse' }).fill(sharedDescription);
    await expect(calendar).toHaveAccessibleDescription('Kræver coverbillede');

    await wizard
      .getByRole('group', { name: 'Coverbillede' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bold.png', mimeType: 'image/png', buffer: solidPng(320, 180, [34, 139, 34]) });
    await expect(wizard.getByRole('img', { name: 'Valgt coverbillede' })).toBeVisible();
    await expect(calendar).toHaveAccessibleDescription('');
    await expect(calendar).toBeChecked();

    await wizard.getByRole('button', { name: 'Næste' }).click();
    await wizard.getByRole('button', { name: 'Opret aktivitet' }).click();
    await expect(wizard).toBeHidden();
    await closeDialog(page.getByRole('dialog', { name: sharedTitle }));

    // The list marks it as shared ('Delt').
    await page.getByRole('textbox', { name: 'Søg' }).fill(sharedTitle);
    const row = page.getByRole('row').filter({ hasText: sharedTitle });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Delt', { exact: true })).toBeVisible();
  });

  await test.step("the shared calendar's feed holds the activity, with its description", async () => {
    const events = eventsOf(await fetchFeed(baseURL, `/api/v3/sharedcalendars/${sharedCalendar.id}/ical`));
    const shared = events.filter((event) => event.get('SUMMARY') === sharedTitle);
    expect(shared, `${sharedTitle} in ${sharedCalendar.name}`).toHaveLength(1);
    expect(shared[0]?.get('DESCRIPTION')).toContain(sharedDescription);
    expect(shared[0]?.has('RRULE')).toBe(false);
  });

  await test.step('download the attendance of U11 Drenge: a BOM, then rows of its practices', async () => {
    await openActivities(page);
    await page.getByRole('button', { name: 'Importér og eksportér' }).click();
    await page.getByRole('menuitem', { name: 'Eksportér aktiviteter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eksportér aktiviteter' });
    await dialog.getByRole('radio', { name: /^Hold\b/ }).check({ force: true });
    await dialog.getByRole('button', { name: /Vælg et hold/ }).click();
    await page.getByRole('option', { name: 'U11 Drenge', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Hent CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^aktiviteter-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(dialog.getByText(`${download.suggestedFilename()} er hentet.`)).toBeVisible();

    const [header, ...rows] = rowsOf(await csvOf(download));
    expect(header).toEqual(['Dato', 'Starttid', 'Titel', 'Type', 'Fornavn', 'Efternavn', 'Svar', 'Aflyst']);
    // The last three months hold the team's past practices, one row per member and practice.
    const practices = rows.filter((cells) => cells[2] === 'Træning U11 Drenge');
    expect(practices.length).toBeGreaterThan(0);
    for (const cells of rows) {
      expect(cells).toHaveLength(header?.length ?? 0);
      expect(cells[0]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(cells[1]).toMatch(/^\d{2}:\d{2}$/);
      expect(cells[4], 'a first name').not.toBe('');
      expect(['Deltager', 'Afbud', 'Ikke svaret', 'Ikke inviteret']).toContain(cells[6]);
      expect(['Ja', 'Nej']).toContain(cells[7]);
    }
    expect(practices.some((cells) => cells[6] === 'Deltager')).toBe(true);
    await closeDialog(dialog);
  });
});
