import { expect, test } from '@playwright/test';
import { adminTest } from '../support/demoAdmin';

test('the download page names the brand and sees the API', async ({ page }) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { name: 'Hent appen' })).toBeVisible();
  await expect(page.getByText('Klubhus', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hent i App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(page.getByRole('status')).toHaveText('API-status: OK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});

test('/ leads a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('an unknown path gets the web app, which sends a signed-out visitor to sign in, keeping the way back', async ({
  page,
}) => {
  const response = await page.goto('/some/where');
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(/\/login\?next=%2Fsome%2Fwhere$/);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
});

adminTest(
  'a signed-in visitor at /login with a TAB in next= lands on /overview of this origin',
  async ({ page, baseURL }) => {
    // Signed in (the worker's administrator session, support/demoAdmin.ts): /login itself leads to the overview.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/overview$/);
    // next = `/\t/evil.example/`: the URL parser drops the TAB and would read the protocol-relative `//evil.example/`.
    await page.goto('/login?next=/%09/evil.example/');
    await expect(page).toHaveURL(new URL('/overview', baseURL).href);
    await expect(page.getByRole('main').getByText('Demo Idrætsforening')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toHaveCount(0);
  },
);

test('an unknown API path answers 404 JSON, never the web app', async ({ request }) => {
  const response = await request.get('/api/no/such/call');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
