import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTest, openAsAdmin } from '../support/demoAdmin';

// Issue 6's journeys: the shell around the screens, against the real app (`pnpm start`) with fault
// injection on (KLUBHUS_FAULTS=1, playwright.config.ts).

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const clientCredential = { Authorization: `Basic ${Buffer.from('web:web').toString('base64')}` };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });
const demoPassword = 'klubhus-demo';

/** The same server under another host name: *.localhost resolves to this machine in Chromium. */
const onHost = (baseURL: string | undefined, host: string) => {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3100');
  url.hostname = host;
  return url.origin;
};

/** The brand colour the page is painted with (the brand file's `--color-brand`). */
const brandColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());

/** Signs in through the sign-in page, whatever its language, and waits for the signed-in app. */
const signIn = async (page: Page, email: string, password = demoPassword, origin = '') => {
  await page.goto(`${origin}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
};

/** A user of their own with two clubs, made through the API (the clubs sort by title: Alfa first). */
const userWithTwoClubs = async (request: APIRequestContext) => {
  const email = `shell-${unique()}@klubhus.test`;
  const password = 'hemmelig-kode-1';
  const register = await request.post('/api/v2/login/register', {
    headers: clientCredential,
    data: { firstName: 'Klara', surname: 'Klubsen', email, password, zip: '8000' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await request.post('/api/v2/login/plain', { headers: clientCredential, data: { email, password } });
  const { authToken } = (await login.json()) as { authToken: string };
  const suffix = unique();
  const clubs = [`Alfa Roklub ${suffix}`, `Beta Svømmeklub ${suffix}`];
  for (const title of clubs) {
    const created = await request.post('/api/v2/web/newclub', {
      headers: bearer(authToken),
      data: { title, zip: '8000' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { email, password, clubs };
};

test('one build under two host names shows two brands in two languages', async ({ page, baseURL }) => {
  await page.goto(`${onHost(baseURL, 'localhost')}/login`);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await expect(page).toHaveTitle('Log ind | Klubhus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  expect(await brandColour(page)).toBe('#1f6feb');

  // The partner brand file of design system I (apps/web/src/brands/partner-demo.json): Norwegian.
  await page.goto(`${onHost(baseURL, 'partner.localhost')}/login`);
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  await expect(page).toHaveTitle('Logg inn | Foreningsportalen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  expect(await brandColour(page)).toBe('#0f766e');
});

test('the language switcher changes the texts and keeps the brand, also after a reload', async ({ page, baseURL }) => {
  const origin = onHost(baseURL, 'partner.localhost');
  await signIn(page, 'demo@klubhus.dk', demoPassword, origin);
  await expect(page.getByRole('link', { name: 'Innstillinger' })).toBeVisible();

  await page.getByRole('button', { name: /: Norsk$/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Overview | Foreningsportalen');
  expect(await brandColour(page)).toBe('#0f766e');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Overview | Foreningsportalen');
  expect(await brandColour(page)).toBe('#0f766e');
});

test('a user with two clubs switches between them, and the choice survives a reload', async ({ page, request }) => {
  const { email, password, clubs } = await userWithTwoClubs(request);
  const [first, second] = clubs as [string, string];
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/overview$/);
  const main = page.getByRole('main');
  await expect(main.getByText(first, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Skift forening: ${first}` }).click();
  await page.getByRole('menuitemradio', { name: second }).click();
  await expect(main.getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Skift forening: ${second}` })).toBeVisible();

  await page.reload();
  await expect(main.getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Skift forening: ${second}` })).toBeVisible();
});

test('a group leader sees messages, settings and payments disabled, with the reason', async ({ page }) => {
  await signIn(page, 'mette@demo.klubhus.dk');
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
  for (const name of ['Beskeder', 'Indstillinger', 'Betalinger']) {
    const entry = nav.getByRole('link', { name });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await entry.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Gruppeledere har ikke adgang');
    await page.mouse.move(900, 700);
    await expect(page.getByRole('tooltip')).toBeHidden();
  }
  await expect(nav.getByRole('link', { name: 'Medlemmer' })).not.toHaveAttribute('aria-disabled', 'true');
  // Typed in by address, settings stays closed to a group leader.
  await page.goto('/settings/general');
  await expect(page.getByRole('main').getByText('Gruppeledere har ikke adgang')).toBeVisible();
});

test.describe('failed calls, answered by the real server (x-klubhus-fault)', () => {
  /** Makes the real server answer the member switcher's call (the user's children) with `status`. */
  const failChildren = (page: Page, status: number) =>
    page.route('**/api/v3/user/0/children', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-klubhus-fault': String(status) } }),
    );

  adminTest('a 500 shows the error dialog with Back, which closes it', async ({ page }) => {
    await openAsAdmin(page, '/overview');
    await failChildren(page, 500);
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('Fejl 500');
    await expect(dialog).toContainText('Injected fault 500');
    await expect(dialog.getByRole('button', { name: 'Genindlæs' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Tilbage' }).click();
    await expect(dialog).toBeHidden();
  });

  adminTest('a 400 on a call that is not a form’s shows the error dialog with Reload', async ({ page }) => {
    await openAsAdmin(page, '/overview');
    await failChildren(page, 400);
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Fejl 400');
    await expect(dialog.getByRole('button', { name: 'Tilbage' })).toHaveCount(0);
    await page.unroute('**/api/v3/user/0/children');
    await dialog.getByRole('button', { name: 'Genindlæs' }).click();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('with the server gone before the dialog’s code has loaded, a plain panel says so, and signing in works once it is back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
    // Nothing has been pressed yet, so the overlays' code (ADR 015) is not loaded; the browser thinks it is online.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: /Email/ }).fill('demo@klubhus.dk');
    await page.getByLabel(/Adgangskode/).fill(demoPassword);
    await page.getByLabel(/Adgangskode/).press('Enter');
    const panel = page.getByRole('alertdialog');
    await expect(panel).toContainText('Fejl');
    await expect(panel).toContainText('Noget gik galt...');
    await expect(panel.getByRole('button', { name: 'Tilbage' })).toBeFocused();
    await page.unroute('**/*');
    await panel.getByRole('button', { name: 'Tilbage' }).click();
    await expect(panel).toHaveCount(0);
    await page.getByLabel(/Adgangskode/).press('Enter');
    await expect(page).toHaveURL(/\/overview$/);
  });

  adminTest('a 403 shows the permission notice and no dialog', async ({ page }) => {
    await openAsAdmin(page, '/overview');
    await failChildren(page, 403);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(/Du har ikke adgang til dette\./);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  });
});
