import { expect, test } from '@playwright/test';

test('a page without an API base shows the error screen with the reason', async ({ page }) => {
  // Serves the real index.html with the meta tag emptied, as a broken deployment would.
  await page.route('**/download', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<meta name="api-base" content=")[^"]*"/, '$1"');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/download');
  await expect(page.getByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toBeVisible();
  await expect(page.getByText('baseEndpoint is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Genindlæs siden' })).toHaveAttribute('href', /\/download$/);
});
