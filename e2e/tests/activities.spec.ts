import { expect, type Locator, type Page } from '@playwright/test';
import { typeDateTime } from '../support/dateTime';
import { adminTest as test, openAsAdmin } from '../support/demoAdmin';

// Activities I's journey through the real app (`pnpm start`, the demo club), in a browser in Copenhagen: the
// administrator creates a weekly practice for U11 for 8 weeks from the coming October at 17:00 with a limit of 12;
// all 8 appear in 'Kommende aktiviteter' at 17:00 local time, across the end of summer time (last Sunday of
// October); she edits only the third (18:00), then all (the place); copies one into a match; cancels one occurrence
// with a reason, then the rest of the series. What a journey cannot see (UTC on the wire, another club's ids, races
// on images) the server tests prove.

test.use({ actionTimeout: 20_000, timezoneId: 'Europe/Copenhagen', locale: 'da-DK' });
test.setTimeout(240_000);

/** This run's titles are its own: the journey can run again against the same server. */
const run = Date.now().toString(36);
const title = `Træning U11 ${run}`;
const matchTitle = `Kamp U11 ${run}`;

/** The first Thursday of the coming October (next year's once this year's has begun). */
const firstThursdayOfComingOctober = (): Date => {
  const today = new Date();
  const year = today.getMonth() >= 9 ? today.getFullYear() + 1 : today.getFullYear();
  const day = new Date(Date.UTC(year, 9, 1));
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};
const first = firstThursdayOfComingOctober();
const dayPlus = (days: number) => new Date(first.getTime() + days * 86_400_000);
const typed = (day: Date, time: string) =>
  `${String(day.getUTCDate()).padStart(2, '0')}${String(day.getUTCMonth() + 1).padStart(2, '0')}${day.getUTCFullYear()}${time}`;

const rowsOf = (page: Page): Locator => page.getByRole('row').filter({ hasText: title });

const openRow = async (page: Page, index: number) => {
  await rowsOf(page).nth(index).click();
  return page.getByRole('dialog');
};

/** A save opens the saved activity's detail: close it to see the list. */
const closeDetail = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: 'Luk' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

const saveSeriesChoice = async (page: Page, choice: 'Kun denne aktivitet' | 'Alle aktiviteter i serien') => {
  const question = page.getByRole('dialog', { name: 'Aktiviteten er en del af en serie' });
  await question.getByRole('radio', { name: choice }).check({ force: true });
  await question.getByRole('button', { name: 'Gem' }).click();
};

test('an administrator plans a weekly practice across summer time, edits, copies and cancels it', async ({ page }) => {
  await openAsAdmin(page, '/activities');
  await expect(page.getByRole('tab', { name: 'Kommende aktiviteter' })).toBeVisible();

  // Create: type → details → participants.
  await page.getByRole('button', { name: 'Opret aktivitet' }).click();
  const wizard = page.getByRole('dialog', { name: 'Opret aktivitet' });
  await wizard.getByRole('radio', { name: 'Træning', exact: true }).check({ force: true });
  await wizard.getByRole('button', { name: 'Næste' }).click();
  await wizard.getByRole('textbox', { name: 'Titel' }).fill(title);
  await typeDateTime(page, 'Start', typed(first, '1700'));
  await expect(wizard.getByRole('group', { name: 'Slut', exact: true })).toContainText('18');
  await wizard.getByRole('button', { name: /Gentagelse/ }).click();
  await page.getByRole('option', { name: 'Hver uge' }).click();
  await typeDateTime(page, 'Gentag indtil', typed(dayPlus(49), '1200'));
  await expect(wizard.getByText('Aktiviteter, der oprettes: 8')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'Max antal deltagere' }).fill('12');
  await wizard.getByRole('button', { name: 'Næste' }).click();
  await wizard
    .getByRole('checkbox', { name: /^U11\b/ })
    .first()
    .check({ force: true });
  await wizard.getByRole('button', { name: 'Opret aktivitet' }).click();
  await expect(wizard).toBeHidden();
  await closeDetail(page);

  // All 8 in 'Kommende aktiviteter', every one at 17:00 local time, before and after summer time ends.
  await page.getByRole('textbox', { name: 'Søg' }).fill(run);
  await expect(rowsOf(page)).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) await expect(rowsOf(page).nth(index)).toContainText('17:00–18:00');

  // Edit only the third: 18:00.
  let detail = await openRow(page, 2);
  await detail.getByRole('button', { name: 'Rediger' }).click();
  const editor = page.getByRole('dialog', { name: 'Rediger aktivitet' });
  await typeDateTime(page, 'Start', typed(dayPlus(14), '1800'));
  await editor.getByRole('button', { name: 'Gem ændringer' }).click();
  await saveSeriesChoice(page, 'Kun denne aktivitet');
  await expect(editor).toBeHidden();
  await closeDetail(page);
  await expect(rowsOf(page).nth(2)).toContainText('18:00–19:00');
  await expect(rowsOf(page).nth(3)).toContainText('17:00–18:00');

  // Then all of them: the place.
  detail = await openRow(page, 0);
  await expect(detail).toContainText('Højst 12 deltagere');
  await expect(detail).toContainText('U11');
  await detail.getByRole('button', { name: 'Rediger' }).click();
  await editor.getByRole('textbox', { name: 'Sted' }).fill(`Kunstgræsbanen ${run}`);
  await editor.getByRole('button', { name: 'Gem ændringer' }).click();
  await saveSeriesChoice(page, 'Alle aktiviteter i serien');
  await expect(editor).toBeHidden();
  await closeDetail(page);
  for (let index = 0; index < 8; index += 1)
    await expect(rowsOf(page).nth(index)).toContainText(`Kunstgræsbanen ${run}`);
  // The third keeps its own time.
  await expect(rowsOf(page).nth(2)).toContainText('18:00–19:00');

  // Copy one into a match.
  detail = await openRow(page, 4);
  await detail.getByRole('button', { name: 'Kopiér' }).click();
  const copy = page.getByRole('dialog', { name: 'Kopiér aktivitet' });
  await copy.getByRole('button', { name: /Type$/ }).click();
  // The demo club renamed the built-in 'Kamp/Turnering' to 'Kamp' (its tournaments are 'Stævne', ADR 024).
  await page.getByRole('option', { name: 'Kamp', exact: true }).click();
  await copy.getByRole('textbox', { name: 'Titel' }).fill(matchTitle);
  await copy.getByRole('button', { name: 'Næste' }).click();
  await copy.getByRole('button', { name: 'Opret kopi' }).click();
  await expect(copy).toBeHidden();
  await closeDetail(page);
  await page.getByRole('textbox', { name: 'Søg' }).fill(matchTitle);
  await expect(page.getByRole('row').filter({ hasText: matchTitle }).getByText('Kamp', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Søg' }).fill(run);

  // Cancel the first with a reason, then the rest of the series.
  detail = await openRow(page, 0);
  await detail.getByRole('button', { name: 'Aflys' }).click();
  let cancel = page.getByRole('dialog', { name: 'Aflys aktivitet' });
  await cancel.getByRole('textbox', { name: 'Begrundelse' }).fill('Banen er lukket efter stormen');
  await cancel.getByRole('radio', { name: 'Kun denne aktivitet' }).check({ force: true });
  await cancel.getByRole('button', { name: 'Aflys aktivitet' }).click();
  await expect(cancel).toBeHidden();
  await expect(rowsOf(page).nth(0)).toContainText('Aflyst');
  await expect(rowsOf(page).nth(1)).not.toContainText('Aflyst');
  detail = await openRow(page, 0);
  await expect(detail).toContainText('Banen er lukket efter stormen');
  await closeDetail(page);

  detail = await openRow(page, 1);
  await detail.getByRole('button', { name: 'Aflys' }).click();
  cancel = page.getByRole('dialog', { name: 'Aflys aktivitet' });
  await cancel.getByRole('radio', { name: 'Denne og alle efterfølgende i serien' }).check({ force: true });
  await cancel.getByRole('button', { name: 'Aflys aktivitet' }).click();
  await expect(cancel).toBeHidden();
  for (let index = 0; index < 8; index += 1) await expect(rowsOf(page).nth(index)).toContainText('Aflyst');
});
