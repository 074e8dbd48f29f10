import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { linkFrom, waitForMail } from '../support/mailbox';
import { solidPng } from '../support/png';

// Issue 4's journeys through the real app (`pnpm start`): the account, the club, sign-out, and the
// password reset through a real mailbox (the SMTP peer started by playwright.config.ts).

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** A form field by its label, whether or not the label carries a required mark or "(valgfri)". */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?(\\s*\\(valgfri\\))?$`));

const clientCredential = { Authorization: `Basic ${Buffer.from('web:web').toString('base64')}` };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });

const storedToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => window.localStorage.getItem('klubhus.token'));
  expect(token, 'the session token in local storage').toBeTruthy();
  return token ?? '';
};

interface OverviewClub {
  clubId: number;
  title: string;
  imageUrl: string | null;
}

const clubOverview = async (request: APIRequestContext, token: string): Promise<OverviewClub[]> => {
  const response = await request.get('/api/v2/web/cluboverview', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OverviewClub[];
};

test('a new user creates an account, a club with a logo, edits the club and signs out', async ({ page }) => {
  const email = `e2e-${unique()}@klubhus.test`;
  const clubName = `E2E Idrætsforening ${unique()}`;

  await test.step('create the account at /create', async () => {
    await page.goto('/create');
    await field(page, 'Fornavn').fill('Erik');
    await field(page, 'Efternavn').fill('Ende');
    await field(page, 'Email').fill(email);
    await field(page, 'Postnummer').fill('8000');
    await field(page, 'Adgangskode').fill('hemmelig-kode-1');
    await field(page, 'Gentag adgangskode').fill('hemmelig-kode-1');
    await page.getByRole('button', { name: 'Opret bruger' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: /^Velkommen/ })).toBeVisible();
  });

  await test.step('create a club with a logo at /create-club', async () => {
    await page.getByRole('link', { name: 'Opret forening' }).click();
    await expect(page).toHaveURL(/\/create-club$/);
    await field(page, 'Foreningens navn').fill(clubName);
    await field(page, 'Postnummer').fill('8000');
    await field(page, 'By').fill('Aarhus C');
    // The image picker (ImageUpload) keeps a hidden file input next to its button, inside its labelled group.
    const logo = page.getByRole('group', { name: /^Logo/ });
    await logo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 40, 90]) });
    // The picker decodes and scales the image in the browser before the form can send it.
    await expect(logo.getByRole('img'), 'the chosen logo is previewed').toBeVisible();
    await page.getByRole('button', { name: 'Opret forening' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText('Foreningen er oprettet')).toBeVisible();
  });

  const token = await storedToken(page);
  await test.step('the server has the club, with its logo', async () => {
    const club = (await clubOverview(page.request, token)).find((item) => item.title === clubName);
    expect(club, `the club "${clubName}" in the overview`).toBeDefined();
    expect(club?.imageUrl).toMatch(/\S/);
    const image = await page.request.get(club?.imageUrl ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  await test.step('edit the club at /settings/general', async () => {
    await page.goto('/settings/general');
    const description = field(page, 'Beskrivelse');
    await expect(description).toBeVisible();
    await description.fill('Fodbold og hygge for hele familien.');
    await field(page, 'By').fill('Aarhus');
    await page.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(page.getByText('Ændringerne er gemt')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Beskrivelse')).toHaveValue('Fodbold og hygge for hele familien.');
    await expect(field(page, 'By')).toHaveValue('Aarhus');
  });

  await test.step('sign out: the session ends on the server', async () => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('klubhus.token'))).toBeNull();
    const response = await page.request.get('/api/v2/web/cluboverview', { headers: bearer(token) });
    expect(response.status()).toBe(401);
  });
});

test('a user who forgot the password sets a new one through the mailed link', async ({ page, baseURL }) => {
  const email = `e2e-reset-${unique()}@klubhus.test`;
  const oldPassword = 'gammel-kode-1';
  const newPassword = 'ny-hemmelig-kode-2';

  const registered = await page.request.post('/api/v2/login/register', {
    headers: clientCredential,
    data: { firstName: 'Rita', surname: 'Reset', email, password: oldPassword, zip: '8000' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await test.step('ask for a link at /forgot', async () => {
    await page.goto('/forgot');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Vi har sendt et link/)).toBeVisible();
  });

  const mail = await waitForMail(email, { subject: /adgangskode/i });
  const link = linkFrom(mail, /\/reset\?token=/);
  // The server builds the link from PUBLIC_URL, which the config sets to the app under test.
  expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);

  await test.step('set a new password at /reset', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nulstil adgangskode' })).toBeVisible();
    await field(page, 'Ny adgangskode').fill(newPassword);
    await field(page, 'Gentag adgangskode').fill(newPassword);
    await page.getByRole('button', { name: 'Nulstil adgangskode' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Din adgangskode er ændret')).toBeVisible();
  });

  await test.step('the link works only once', async () => {
    await page.goto(link);
    await field(page, 'Ny adgangskode').fill('endnu-en-kode-3');
    await field(page, 'Gentag adgangskode').fill('endnu-en-kode-3');
    await page.getByRole('button', { name: 'Nulstil adgangskode' }).click();
    await expect(page.getByRole('alert')).toContainText('Linket er ugyldigt eller udløbet');
    await expect(page).toHaveURL(/\/reset\?token=/);
  });

  await test.step('the old password no longer signs in', async () => {
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Adgangskode').fill(oldPassword);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByText('forkert password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new password signs in', async () => {
    await field(page, 'Adgangskode').fill(newPassword);
    await page.getByRole('button', { name: 'Log ind' }).click();
    // No club yet: the sign-in sequence leads to /onboarding.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: /^Velkommen/ })).toBeVisible();
  });
});

test('the demo sign-in printed by `pnpm start` works in the browser', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'Email').fill('demo@klubhus.dk');
  await field(page, 'Adgangskode').fill('klubhus-demo');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('main').getByText('Demo Idrætsforening')).toBeVisible();
});
