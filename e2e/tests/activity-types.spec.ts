import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { typeDateTime, typedDay } from '../support/dateTime';
import { adminTest as test, openAsAdmin } from '../support/demoAdmin';
import { ringPng } from '../support/png';

// Activity types' journey through the real app (`pnpm start`, the demo club): the administrator creates
// "Styrketræning" on /settings/activities, uploads an icon, picks the blue preset and sees the icon recoloured,
// translates the title into English, creates an activity of the type and sees its colours and icon in 'Kommende
// aktiviteter'; in English the list shows the translated title; after she hides the type, the activity keeps its
// look and the wizard no longer offers the type. What a journey cannot see (the recoloured pixels, another club's
// types, races at the limits) the server tests prove.

test.use({ actionTimeout: 20_000, timezoneId: 'Europe/Copenhagen', locale: 'da-DK' });
test.setTimeout(240_000);
// Saves take their time on a busy machine (a preset is six calls, an activity a transaction): wait for them generously.
const expect = baseExpect.configure({ timeout: 30_000 });

/** This run's names are its own: the journey can run again against the same server. */
const run = Date.now().toString(36);
const typeTitle = `Styrketræning ${run}`;
const englishTitle = `Strength training ${run}`;
const activityTitle = `Styrke for seniorer ${run}`;

// The blue preset (`activityTypePresets.blue`, packages/domain/src/rules/activityTypes.ts): the badge's background,
// and the font colour its icon is recoloured to.
const blueBadge = 'rgb(169, 200, 240)';
const blueFont = '0B2545';

const typeRow = (page: Page): Locator =>
  page.getByRole('list', { name: 'Klubbens aktivitetstyper' }).getByRole('listitem').filter({ hasText: typeTitle });

const openAction = async (page: Page, action: string) => {
  await page.getByRole('button', { name: `Rediger ${typeTitle}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

const closeDialog = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Luk' }).first().click();
  await expect(dialog).toBeHidden();
};

/** The icon in the type's font colour, as the server recoloured it: loaded, a PNG. */
const expectRecolouredIcon = async (page: Page, where: Locator) => {
  const icon = where.locator(`img[src*="color=${blueFont}"]`).first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const answer = await page.request.get((await icon.getAttribute('src')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
};

/** The activity's row in 'Kommende aktiviteter', searched for. */
const activityRow = async (page: Page): Promise<Locator> => {
  await page.goto('/activities');
  await expect(page.getByRole('tab', { name: 'Kommende aktiviteter' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Søg' }).fill(activityTitle);
  const row = page.getByRole('row').filter({ hasText: activityTitle });
  await expect(row).toHaveCount(1);
  return row;
};

/** The row shows the type as a badge in the blue preset, with the recoloured icon. */
const expectTypeLook = async (page: Page, row: Locator, title: string) => {
  const badge = row.getByText(title, { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge.locator('..')).toHaveCSS('background-color', blueBadge);
  await expectRecolouredIcon(page, row);
};

const switchLanguage = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: new RegExp(`: ${from}$`) }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
};

test('an administrator makes a type of her own, uses it, reads it in English, and hides it', async ({ page }) => {
  await openAsAdmin(page, '/settings/activities');

  await test.step('add the type: the button waits for a title, Enter adds', async () => {
    const title = page.getByRole('textbox', { name: 'Ny aktivitetstype' });
    const add = page.getByRole('button', { name: 'Tilføj' });
    await expect(add).toBeDisabled();
    await title.fill(typeTitle);
    await expect(add).toBeEnabled();
    await title.press('Enter');
    await expect(typeRow(page)).toBeVisible();
  });

  await test.step('upload an icon, pick the blue preset, see the icon recoloured', async () => {
    await openAction(page, 'Ikon');
    const icon = page.getByRole('dialog', { name: `Ikon til ${typeTitle}` });
    await icon
      .locator('input[type="file"]')
      .setInputFiles({ name: 'styrke.png', mimeType: 'image/png', buffer: ringPng(64) });
    await expect(icon.getByText('Ikonet er gemt')).toBeVisible();
    await closeDialog(icon);

    await openAction(page, 'Farver');
    const colours = page.getByRole('dialog', { name: `Farver til ${typeTitle}` });
    await colours.getByRole('option', { name: 'Blå' }).click();
    await expect(colours.getByText('Farveforslaget er gemt')).toBeVisible();
    await closeDialog(colours);
    await expectRecolouredIcon(page, typeRow(page));
  });

  await test.step('translate the title into English', async () => {
    await openAction(page, 'Oversættelser');
    const translations = page.getByRole('dialog', { name: `Oversættelser af ${typeTitle}` });
    await translations.getByRole('textbox', { name: 'Engelsk' }).fill(englishTitle);
    await translations.getByRole('button', { name: 'Gem' }).click();
    await expect(translations).toBeHidden();
  });

  await test.step("create an activity of the type: its colours and icon in 'Kommende aktiviteter'", async () => {
    await page.goto('/activities');
    await page.getByRole('button', { name: 'Opret aktivitet' }).click();
    const wizard = page.getByRole('dialog', { name: 'Opret aktivitet' });
    await wizard.getByRole('radio', { name: typeTitle, exact: true }).check({ force: true });
    await wizard.getByRole('button', { name: 'Næste' }).click();
    await wizard.getByRole('textbox', { name: 'Titel' }).fill(activityTitle);
    await typeDateTime(page, 'Start', typedDay(2, '1700'));
    await typeDateTime(page, 'Slut', typedDay(2, '1830'));
    await wizard.getByRole('button', { name: 'Næste' }).click();
    await wizard.getByRole('button', { name: 'Opret aktivitet' }).click();
    await expect(wizard).toBeHidden();
    await closeDialog(page.getByRole('dialog', { name: activityTitle }));
    await expectTypeLook(page, await activityRow(page), typeTitle);
  });

  await test.step('in English the list shows the translated title', async () => {
    await switchLanguage(page, 'Dansk', 'English');
    await expect(page.getByRole('tab', { name: 'Upcoming activities' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: activityTitle });
    await expect(row.getByText(englishTitle, { exact: true })).toBeVisible();
    await switchLanguage(page, 'English', 'Dansk');
    await expect(page.getByRole('tab', { name: 'Kommende aktiviteter' })).toBeVisible();
  });

  await test.step('hide the type: the activity keeps its look, the wizard no longer offers it', async () => {
    await page.goto('/settings/activities');
    await openAction(page, 'Slet');
    const confirm = page.getByRole('alertdialog', { name: `Slet ${typeTitle}?` });
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await expect(typeRow(page)).toHaveCount(0);

    await expectTypeLook(page, await activityRow(page), typeTitle);
    await page.getByRole('button', { name: 'Opret aktivitet' }).click();
    const wizard = page.getByRole('dialog', { name: 'Opret aktivitet' });
    await expect(wizard.getByRole('radio', { name: 'Træning', exact: true })).toBeAttached();
    await expect(wizard.getByRole('radio', { name: typeTitle, exact: true })).toHaveCount(0);
  });
});
