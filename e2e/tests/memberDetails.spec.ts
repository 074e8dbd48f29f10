import { expect, type Download, type Page } from '@playwright/test';
import { adminTest as test, openMember, searchMembers } from '../support/demoAdmin';

// Issue 16's journey through the real app (`pnpm start`, the demo club): the administrator makes a member group
// leader of two groups, meets the sole-administrator rule, answers two group requests, relates a guardian and a
// child, edits a member, removes one, and takes the members, age and removed files out. Other journeys use other
// demo people (Ida Christensen, the first rows by surname): this one names its own.

// A step that cannot find its control fails in seconds, not at the journey's whole budget.
test.use({ actionTimeout: 20_000 });
/** A plain member of Veteran who becomes group leader of Motion and Frivillige. */
const jesper = 'Jesper Holm';
/** The demo's pending group requests, both for U11 Piger (apps/server/src/features/members/demo.ts). */
const approved = 'Peter Petersen';
const rejected = 'Helle Poulsen';
/** A guardian and a child, unrelated in the demo; the guardian moves to Ærø. */
const guardian = { name: 'Torben Lund', email: 'torben.lund@demo.klubhus.dk' };
const child = { name: 'Alfred Lund', search: 'alfred.lund' };
/** A member in no group, removed from the club. */
const leaving = { name: 'Michael Jakobsen', email: 'michael.jakobsen@demo.klubhus.dk' };

/** The file a download saved, as text, after checking the UTF-8 byte order mark that Excel needs. */
const csvOf = async (download: Download) => {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)], 'a UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
};

/** Rows of a `;`-separated file (the journey's fields hold no quotes or separators). */
const rowsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')));

const exportFile = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Eksporter' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return downloading;
};

test('an administrator runs the members of a club: roles, requests, relations, edits, removal and files', async ({
  page,
}) => {
  // Many writes and three downloads: a generous budget, so that a busy machine does not fail it.
  test.setTimeout(240_000);

  await test.step(`${jesper} becomes group leader of Motion and Frivillige, after a confirmation`, async () => {
    const dialog = await openMember(page, jesper, jesper);
    await dialog.getByRole('button', { name: /Rolle$/ }).click();
    await page.getByRole('option', { name: 'Gruppeleder' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Er du sikker?' });
    await expect(confirm).toContainText(`${jesper} får rollen Gruppeleder`);
    await confirm.getByRole('button', { name: 'Ja' }).click();
    // Then which groups to lead: two of them.
    await dialog.getByRole('checkbox', { name: 'Motion' }).check({ force: true });
    await dialog.getByRole('checkbox', { name: 'Frivillige' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Gør til gruppeleder' }).click();
    await expect(dialog.getByText('Gruppeleder').first()).toBeVisible();
    await dialog.getByRole('tab', { name: /Grupper/ }).click();
    for (const group of ['Motion', 'Frivillige']) {
      await expect(dialog.getByRole('checkbox', { name: `Leder ${group}` })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Luk' }).last().click();
  });

  await test.step('the sole administrator cannot be demoted or removed, and the screen says why', async () => {
    const dialog = await openMember(page, 'demo@klubhus.dk', 'Demo Administrator');
    await expect(dialog.getByRole('button', { name: /Rolle$/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Fjern fra foreningen' })).toBeDisabled();
    await expect(dialog.getByText('Foreningen skal have mindst én administrator').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).last().click();
  });

  await test.step(`${approved}'s request for U11 Piger is approved, ${rejected}'s rejected`, async () => {
    await page.goto('/members');
    await page.getByRole('button', { name: /^Anmodninger/ }).click();
    const requests = page.getByRole('dialog', { name: 'Ventende anmodninger' });
    await requests.getByRole('listitem').filter({ hasText: approved }).getByRole('button', { name: 'Godkend' }).click();
    await expect(page.getByText(`${approved} er nu i U11 Piger`)).toBeVisible();
    await requests.getByRole('listitem').filter({ hasText: rejected }).getByRole('button', { name: 'Afvis' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Er du sikker?' });
    await expect(confirm).toContainText(`${rejected}s anmodning om at komme i U11 Piger afvises.`);
    await confirm.getByRole('button', { name: 'Afvis' }).click();
    await expect(page.getByText(`Anmodningen fra ${rejected} er afvist`)).toBeVisible();
    await expect(requests.getByRole('listitem').filter({ hasText: approved })).toHaveCount(0);
    await expect(requests.getByRole('listitem').filter({ hasText: rejected })).toHaveCount(0);
    await requests.getByRole('button', { name: 'Luk' }).last().click();
    // Approved means in the group.
    await page
      .getByRole('navigation', { name: 'Grupper' })
      .getByRole('link', { name: /^U11 Piger/ })
      .click();
    await expect(
      page.getByRole('grid', { name: 'Medlemmer' }).getByRole('row').filter({ hasText: 'Petersen' }),
    ).toBeVisible();
  });

  await test.step(`${guardian.name} becomes ${child.name}'s guardian, seen from both`, async () => {
    const dialog = await openMember(page, guardian.email, guardian.name);
    await dialog.getByRole('tab', { name: 'Relationer' }).click();
    await dialog.getByRole('textbox', { name: 'Find medlem' }).fill(child.search);
    // The candidates are replaced as the search's answer arrives: choose once the list holds still.
    const candidate = dialog.getByRole('radio', { name: new RegExp(child.name) });
    await expect(async () => {
      if (!(await candidate.isChecked())) await candidate.check({ force: true, timeout: 2_000 });
      await expect(candidate).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await dialog.getByRole('button', { name: /Relation$/ }).click();
    await page.getByRole('option', { name: 'Barn' }).click();
    await dialog.getByRole('button', { name: 'Tilføj relation' }).last().click();
    const relations = (of: typeof dialog) => of.getByRole('list', { name: 'Relationer' }).getByRole('listitem');
    await expect(relations(dialog).filter({ hasText: child.name })).toContainText('Barn');
    await dialog.getByRole('button', { name: 'Luk' }).last().click();

    const other = await openMember(page, child.search, child.name);
    await other.getByRole('tab', { name: 'Relationer' }).click();
    await expect(relations(other).filter({ hasText: guardian.name })).toContainText('Forælder');
    await other.getByRole('button', { name: 'Luk' }).last().click();
  });

  await test.step(`${guardian.name} moves to Ærøskøbing`, async () => {
    const dialog = await openMember(page, guardian.email, guardian.name);
    await dialog.getByRole('button', { name: 'Rediger' }).click();
    await dialog.getByRole('textbox', { name: 'By' }).fill('Ærøskøbing');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog.getByText('Ærøskøbing')).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).last().click();
  });

  await test.step(`${leaving.name} is removed from the club, after a confirmation`, async () => {
    const dialog = await openMember(page, leaving.email, leaving.name);
    await dialog.getByRole('button', { name: 'Fjern fra foreningen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fjern' }).click();
    await expect(page.getByText(`${leaving.name} er fjernet fra foreningen`)).toBeVisible();
    await page.goto('/members');
    await searchMembers(page, leaving.email, 0);
  });

  await test.step('the members, age and removed files, with their BOM and Danish letters intact', async () => {
    await page.goto('/members');
    const members = rowsOf(await csvOf(await exportFile(page, 'Medlemmer i visningen')));
    const torben = members.find((row) => row.includes(guardian.email));
    expect(torben, 'the guardian in the members file').toBeDefined();
    expect(torben).toContain('Ærøskøbing');
    expect(members.some((row) => row.includes(leaving.email))).toBe(false);

    await page.getByRole('button', { name: 'Eksporter' }).click();
    await page.getByRole('menuitem', { name: 'Efter alder …' }).click();
    const ages = page.getByRole('dialog', { name: 'Eksporter efter alder' });
    await ages.getByRole('textbox', { name: /Fra alder/ }).fill('6');
    await ages.getByRole('textbox', { name: /Til alder/ }).fill('12');
    const downloading = page.waitForEvent('download');
    await ages.getByRole('button', { name: 'Hent fil' }).click();
    const byAge = rowsOf(await csvOf(await downloading));
    expect(byAge.some((row) => row.includes('Alfred') && row.includes('Lund'))).toBe(true);
    expect(byAge.some((row) => row.includes(guardian.email))).toBe(false);

    const removed = rowsOf(await csvOf(await exportFile(page, 'Fjernede medlemmer')));
    expect(removed.some((row) => row.includes(leaving.email))).toBe(true);
    expect(removed.some((row) => row.includes('Bisgaard'))).toBe(true);
  });
});
