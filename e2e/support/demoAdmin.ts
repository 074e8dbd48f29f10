import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The demo club's administrator (`pnpm start`'s demo, apps/server/src/demo/seedDemo.ts). */
const demoAdmin = { email: 'demo@klubhus.dk', password: 'klubhus-demo' } as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the form as the demo administrator and waits for the signed-in shell. */
const signInAsAdmin = async (page: Page) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demoAdmin.email);
  await page.locator('input[type="password"]').fill(demoAdmin.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
};

/** What the browser holds once the demo administrator has signed in through the form: cookies and local storage. */
const signedInState = async (browser: Browser, baseURL: string | undefined): Promise<StorageState> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInAsAdmin(page);
    // The web stores the user and the club once the clubs are loaded: wait for all three before keeping them.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['klubhus.token', 'klubhus.user', 'klubhus.clubId'].every((key) => window.localStorage.getItem(key)),
        ),
      )
      .toBe(true);
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/** The worker's signed-in state, made by its first `adminTest` journey (a worker is one process). */
let adminState: Promise<StorageState> | undefined;

const clientCredential = { Authorization: `Basic ${Buffer.from('web:web').toString('base64')}` };

/**
 * The journeys of the demo administrator that are not about signing in. A worker signs in through the form once
 * (`signInAsAdmin`) and keeps what the browser then holds (Playwright's storage state: the token, the user and the club
 * the web keeps in local storage, ADR 005). Each journey's own context (its `page`) starts from that state with a
 * session of its own, asked for through the API as the form does, so no journey can end another's session; every
 * other context a journey opens (a phone, a second user) starts signed out, as before.
 *
 * The state is kept in the worker's process rather than in a worker-scoped fixture: such a fixture would give these
 * files another worker hash than the others', and Playwright would start a new worker (and browser) each time the two
 * kinds of files meet. It is set on the context (`setStorageState`), not through the `storageState` option, which
 * Playwright would apply to every context the journey opens. The journeys about signing in (accounts, phone, shell's
 * other users and host names, the group leader in members) still sign in through the form.
 */
export const adminTest = base.extend({
  context: async ({ context, browser, baseURL }, use) => {
    adminState ??= signedInState(browser, baseURL).catch((error: unknown) => {
      adminState = undefined; // the next journey tries again
      throw error;
    });
    const state = await adminState;
    const session = await context.request.post('/api/v2/login/plain', {
      headers: clientCredential,
      data: demoAdmin,
    });
    expect(session.ok(), await session.text()).toBe(true);
    const { authToken } = (await session.json()) as { authToken: string };
    await context.setStorageState({
      cookies: state.cookies,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.map((item) =>
          item.name === 'klubhus.token' ? { ...item, value: authToken } : item,
        ),
      })),
    });
    await use(context);
  },
});

/** Opens a page of the app as the signed-in administrator (an `adminTest` journey) and waits for the signed-in shell. */
export const openAsAdmin = async (page: Page, path: string) => {
  await page.goto(path);
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
