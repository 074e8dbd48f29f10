import { expect, type Page } from '@playwright/test';

/** The demo club's administrator (`pnpm start`'s demo, apps/server/src/demo/seedDemo.ts). */
const demoAdmin = { email: 'demo@klubhus.dk', password: 'klubhus-demo' } as const;

/** Signs in through the form as the demo administrator and waits for the signed-in shell. */
export const signInAsAdmin = async (page: Page) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demoAdmin.email);
  await page.locator('input[type="password"]').fill(demoAdmin.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
};

/** Searches the member list and waits until it holds `count` members. */
export const searchMembers = async (page: Page, words: string, count = 1) => {
  const box = page.getByRole('textbox', { name: /^Søg/ });
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByText(`Medlemmer: ${count}`, { exact: true })).toBeVisible();
};

/** Finds a member by name or e-mail and opens their details. */
export const openMember = async (page: Page, words: string, name: string) => {
  await page.goto('/members');
  await searchMembers(page, words);
  await page
    .getByRole('grid', { name: 'Medlemmer' })
    .getByRole('row')
    .filter({ hasText: name.split(' ')[0] })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
};
