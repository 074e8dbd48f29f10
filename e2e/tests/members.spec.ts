import { expect, type Locator, type Page } from '@playwright/test';
import { tick } from '../support/checkbox';
import { adminTest as test } from '../support/demoAdmin';

// Issue 15's journey through the real app (`pnpm start`, the demo club): an administrator builds a group tree,
// moves members between groups and makes one of them leader of a subgroup; the leader then administers only it.

const demoPassword = 'klubhus-demo';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });

/** The journey's groups, named apart from the demo club's own Senior and U11. */
const senior = 'Senior 2027';
const u11 = 'U11 2027';
const boys = 'U11 2027 drenge';
const girls = 'U11 2027 piger';
/** The demo member who becomes leader of the girls' subgroup (a plain member of Senior in the demo). */
const ida = { email: 'ida@demo.klubhus.dk', name: 'Ida Christensen' };

const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
};

const groupsMenu = (page: Page) => page.getByRole('navigation', { name: 'Grupper' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A group's entry in the menu: its title, then its member count ("Medlemmer i gruppen: 3"), none when empty. */
const groupLink = (page: Page, title: string) =>
  groupsMenu(page).getByRole('link', { name: new RegExp(`^${escape(title)}( Medlemmer i gruppen|$)`) });
const groupIdOf = async (page: Page, title: string) =>
  Number(new URL((await groupLink(page, title).getAttribute('href')) ?? '', 'http://x').searchParams.get('group'));

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Handlinger for de valgte medlemmer' });
const rowCheckboxes = (page: Page): Locator =>
  page.getByRole('grid').getByRole('checkbox', { name: /^Vælg (?!alle$)/ });

/** Creates a group through "Ny gruppe", or a subgroup of the listed group through "Ny undergruppe". */
const createGroup = async (page: Page, button: 'Ny gruppe' | 'Ny undergruppe', title: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Navn/ }).fill(title);
  await dialog.getByRole('button', { name: 'Opret' }).click();
  await expect(dialog).toBeHidden();
  await expect(groupLink(page, title)).toBeVisible();
};

/** Runs a toolbar action that asks for a group, and waits for the screen to say it is done. */
const groupAction = async (page: Page, action: string, confirm: string, group: string, done: string) => {
  await toolbar(page).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Gruppe/ }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
  await expect(dialog).toBeHidden();
};

const search = async (page: Page, words: string) => {
  const box = page.getByRole('textbox', { name: /Søg/ });
  await box.fill(words);
  await box.press('Enter');
};

test('an administrator builds groups, moves members and makes a leader, who then administers only that group', async ({
  page,
  browser,
}) => {
  // A long journey (two users, a dozen writes): a generous budget, so that a busy machine does not fail it.
  test.setTimeout(180_000);

  await test.step('the members screen fills in its defaults', async () => {
    await page.goto('/members');
    await expect(page).toHaveURL(/\/members\?group=all&key=firstName&direction=asc$/);
    await expect(page.getByText(/^Medlemmer: \d+$/)).toBeVisible();
  });

  await test.step(`build the tree: ${senior}; ${u11} with two subgroups`, async () => {
    await createGroup(page, 'Ny gruppe', senior);
    await createGroup(page, 'Ny gruppe', u11);
    await groupLink(page, u11).click();
    await expect(page).toHaveURL(new RegExp(`group=${await groupIdOf(page, u11)}`));
    await createGroup(page, 'Ny undergruppe', boys);
    await createGroup(page, 'Ny undergruppe', girls);
  });

  await test.step(`add three members and ${ida.name} to ${senior}`, async () => {
    await groupsMenu(page).getByRole('link', { name: /^Alle/ }).click();
    await page.getByRole('columnheader', { name: /Efternavn/ }).click();
    await expect(page).toHaveURL(/group=all&key=surname&direction=asc/);
    const boxes = rowCheckboxes(page);
    await expect(boxes.first()).toBeVisible();
    for (const index of [0, 1, 2]) await tick(boxes.nth(index));
    await expect(toolbar(page).getByText('3 valgt')).toBeVisible();
    await groupAction(page, 'Tilføj til gruppe', 'Tilføj', senior, `3 tilføjet til ${senior}`);
    await search(page, ida.email);
    await expect(page.getByText('Medlemmer: 1', { exact: true })).toBeVisible();
    await tick(rowCheckboxes(page).first());
    await groupAction(page, 'Tilføj til gruppe', 'Tilføj', senior, `1 tilføjet til ${senior}`);
    await expect(groupLink(page, senior)).toHaveAccessibleName(/Medlemmer i gruppen: 4$/);
  });

  await test.step(`move ${ida.name} from ${senior} to ${girls} and make her its leader`, async () => {
    await groupLink(page, senior).click();
    // The search stays in the address, so the list is Ida's alone.
    await expect(page).toHaveURL(/search=ida%40demo\.klubhus\.dk/);
    await expect(page.getByText('Medlemmer: 1', { exact: true })).toBeVisible();
    await tick(rowCheckboxes(page).first());
    await groupAction(page, 'Flyt til gruppe', 'Flyt', girls, `1 flyttet til ${girls}`);
    await expect(groupLink(page, senior)).toHaveAccessibleName(/Medlemmer i gruppen: 3$/);
    await groupLink(page, girls).click();
    await expect(page.getByRole('row', { name: new RegExp(ida.name.split(' ')[0] ?? '') })).toBeVisible();
    await tick(rowCheckboxes(page).first());
    await groupAction(page, 'Gør til leder', 'Gør til leder', girls, `1 er nu leder af ${girls}`);
    await expect(page.getByRole('row').filter({ hasText: ida.email }).getByText('Gruppeleder')).toBeVisible();
  });

  await test.step('sort and filter through the address, and reload onto the same view', async () => {
    const box = page.getByRole('textbox', { name: /Søg/ });
    await box.focus();
    await box.press('Backspace'); // removes the search word: the whole group again
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('columnheader', { name: /Fornavn/ }).click();
    await page.getByRole('columnheader', { name: /Fornavn/ }).click();
    const girlsId = await groupIdOf(page, girls);
    await expect(page).toHaveURL(new RegExp(`group=${girlsId}&key=firstName&direction=desc`));
    const view = page.url();
    await page.reload();
    expect(page.url()).toBe(view);
    await expect(page.getByRole('columnheader', { name: /Fornavn/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(groupLink(page, girls)).toHaveAttribute('aria-current', 'page');
  });

  const girlsId = await groupIdOf(page, girls);
  const seniorId = await groupIdOf(page, senior);

  await test.step(`${ida.name} signs in and administers ${girls} only`, async () => {
    const context = await browser.newContext();
    const leader = await context.newPage();
    await signIn(leader, ida.email);
    await leader.goto('/members');
    await expect(groupLink(leader, girls)).toBeVisible();
    for (const other of [senior, u11, boys]) await expect(groupLink(leader, other)).toHaveCount(0);
    // In her group she can take members out; with no other group of hers, there is nowhere to move them.
    await groupLink(leader, girls).click();
    await tick(rowCheckboxes(leader).first());
    await expect(toolbar(leader).getByRole('button', { name: 'Fjern fra gruppe' })).toBeEnabled();
    await expect(toolbar(leader).getByRole('button', { name: 'Flyt til gruppe' })).toBeDisabled();
    await expect(toolbar(leader).getByRole('button', { name: 'Gør til leder' })).toHaveCount(0);
    // Adding someone from everyone offers her group alone.
    await groupsMenu(leader).getByRole('link', { name: /^Alle/ }).click();
    await expect(leader.getByText('Medlemmer: 1', { exact: true })).toBeHidden();
    await tick(rowCheckboxes(leader).first());
    await toolbar(leader).getByRole('button', { name: 'Tilføj til gruppe' }).click();
    await leader
      .getByRole('dialog')
      .getByRole('button', { name: /Gruppe/ })
      .click();
    await expect(leader.getByRole('option')).toHaveText([girls]);
    await leader.keyboard.press('Escape');

    // The server refuses a forged call for a group she does not lead, and one of another club's.
    const token = await leader.evaluate(() => window.localStorage.getItem('klubhus.token'));
    const forged = await leader.request.post(`/api/v2/web/groupremovemembers/${seniorId}`, {
      headers: bearer(token ?? ''),
      data: { memberIds: ['1'] },
    });
    expect(forged.status()).toBe(403);
    const ownGroup = await leader.request.get(`/api/v2/web/memberoverview/${await clubIdOf(leader)}?group=${girlsId}`, {
      headers: bearer(token ?? ''),
    });
    expect(ownGroup.status()).toBe(200);
    await context.close();
  });
});

/** The active club's id, as the web remembers it. */
const clubIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('klubhus.clubId'));
