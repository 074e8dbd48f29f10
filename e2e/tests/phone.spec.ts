import { expect, test, type Page } from '@playwright/test';
import { coversEntry, phoneRoutes } from '../support/phoneRoutes';

// Issue 12: the signed-in app on a phone. The notice to use a computer comes first; "Fortsæt i browseren"
// is remembered on the device, and the sidebar becomes a drawer. No signed-in page scrolls sideways.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** The page is no wider than the screen: nothing scrolls the whole page sideways. */
const expectNoSidewaysScroll = async (page: Page, where: string) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width}px wide`).toBeLessThanOrEqual(phone.width);
};

/** A page has rendered when its own heading shows and its calls have settled (wide content arrives with data). */
const pageShown = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

const menuButton = (page: Page) => page.getByRole('button', { name: 'Åbn menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Sidemenu' });

test.beforeEach(async ({ page }) => {
  // Chat is a sidebar entry behind two flags that are off by default: on here, so its route is checked too.
  await page.route('**/api/features', async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { features: Record<string, { defaultValue: unknown }> };
    for (const flag of ['chat', 'chat_web']) payload.features[flag] = { defaultValue: true };
    await route.fulfill({ response, json: payload });
  });
});

test('a phone shows the notice first; continuing in the browser gives every page without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill('demo@klubhus.dk');
  await page.locator('input[type="password"]').fill('klubhus-demo');
  await page.locator('form button[type="submit"]').click();

  await expect(page.getByRole('heading', { name: 'Brug en computer' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the phone notice');
  await page.getByRole('button', { name: 'Fortsæt i browseren' }).click();
  await pageShown(page);
  await expect(page).toHaveURL(/\/overview$/);

  // The drawer from the keyboard: Enter opens it with focus inside, Escape closes it and focus returns.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await drawer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // A press beside the drawer closes it.
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.mouse.click(5, phone.height - 5);
  await expect(drawer(page)).toBeHidden();

  // Every entry the sidebar offers, followed from the drawer; the drawer closes on the way.
  await menuButton(page).click();
  const entries = drawer(page).getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link');
  const hrefs = (await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter(
    (href) => href !== '/logout',
  );
  expect(hrefs).toContain('/chat');
  expect(
    hrefs.filter((href) => !coversEntry(href)),
    'sidebar entries missing from e2e/support/phoneRoutes.ts',
  ).toEqual([]);
  await page.keyboard.press('Escape');
  for (const href of hrefs) {
    await menuButton(page).click();
    await drawer(page).locator(`a[href="${href}"]`).click();
    await expect(drawer(page)).toBeHidden();
    // A page may settle on its default query (/members → /members?group=all&key=firstName&direction=asc).
    await expect(page).toHaveURL(new RegExp(`${href}([/?]|$)`));
    await pageShown(page);
    await expectNoSidewaysScroll(page, href);
  }

  // Every signed-in route of the list, sub-pages included, opened by its address.
  for (const route of phoneRoutes) {
    await page.goto(route);
    await pageShown(page);
    await expect(page).toHaveURL(new RegExp(`${route}(\\?.*)?$`));
    await expect(menuButton(page)).toBeVisible();
    await expectNoSidewaysScroll(page, route);
  }

  // The choice is the device's: a reload goes straight to the page.
  await page.reload();
  await pageShown(page);
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brug en computer' })).toHaveCount(0);
});
