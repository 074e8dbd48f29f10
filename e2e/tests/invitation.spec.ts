import { expect, type Browser, type Page } from '@playwright/test';
import { adminTest as test } from '../support/demoAdmin';

// Issue 18's journey through the real app (`pnpm start`, the demo club): the administrator makes a sign-up link for
// U11; a phone opens it, a mother creates her user (accepting the club's data policy), adds her daughter and asks
// U11 for both, and is told she is a member; the administrator accepts the requests, and the link counts 1 sign-up.
// A deleted link answers "Ugyldigt eller inaktivit invitationslink", and a person who has a user joins with method=1.
// What a journey cannot see (90 days, ten joins at once, another club's link) the server tests prove.

test.use({ actionTimeout: 20_000 });

const club = 'Demo Idrætsforening';
const mother = {
  firstName: 'Louise',
  surname: 'Dalsgaard',
  email: 'louise.dalsgaard@journey.klubhus.dk',
  zip: '8260',
  birthdate: '1988-04-12',
  mobile: '26418390',
  address: 'Skovvejen 14',
  city: 'Viby J',
  password: 'Roning-om-torsdagen-17',
};
const daughter = { firstName: 'Freja', surname: 'Dalsgaard', birthdate: `${new Date().getUTCFullYear() - 10}-03-02` };
const existing = {
  firstName: 'Kasper',
  surname: 'Holmgaard',
  email: 'kasper.holmgaard@journey.klubhus.dk',
  zip: '8000',
  password: 'Haandbold-hver-onsdag-9',
};
const clientCredential = { Authorization: `Basic ${Buffer.from('web:web').toString('base64')}` };

const phoneContext = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const groupLink = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Grupper' })
    .getByRole('link', { name: new RegExp(`^${title}( Medlemmer i gruppen|$)`) });

/** Opens the U11 group's "Tilmeldingslink" dialog. */
const openU11Links = async (page: Page) => {
  await page.goto('/members');
  await groupLink(page, 'U11').click();
  await expect(page).toHaveURL(/group=\d+/);
  await page.getByRole('button', { name: 'Tilmeldingslink' }).click();
  const dialog = page.getByRole('dialog', { name: /Tilmeldingslink – U11/ });
  await expect(dialog.getByRole('heading', { name: /Aktive links/ })).toBeVisible();
  return dialog;
};

/** Ticks U11 in the "Se grupper" dialog of `who` (the club has more than 4 groups), then closes it. */
const chooseU11 = async (page: Page, who: string) => {
  await page.getByRole('button', { name: `Se grupper for ${who}` }).click();
  const dialog = page.getByRole('dialog', { name: `Grupper i ${club}` });
  const u11 = dialog.getByRole('checkbox', { name: 'U11', exact: true });
  if (!(await u11.isChecked())) await u11.check({ force: true });
  await dialog.getByRole('button', { name: 'Færdig' }).click();
  await expect(page.getByText(/Valgt: .*U11/).first()).toBeVisible();
};

test('a sign-up link brings a mother and her daughter into U11, and is counted and deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  let link = '';
  await test.step('the administrator generates a new link for U11', async () => {
    const dialog = await openU11Links(page);
    const before = await dialog.getByText(/^\d+ tilmeldt/).count();
    await dialog.getByRole('button', { name: 'Generer nyt link' }).click();
    await expect(dialog.getByText(/^\d+ tilmeldt/)).toHaveCount(before + 1);
    link = await dialog.getByRole('textbox', { name: 'Nyeste link' }).inputValue();
    expect(link).toMatch(/\/invitation\?clubToken=[\w-]{40,}$/);
    await page.keyboard.press('Escape');
  });

  const phone = await phoneContext(browser);
  const mobile = await phone.newPage();

  await test.step('a phone opens it and creates a user, ticking the data policy', async () => {
    await mobile.goto(link);
    await expect(mobile.getByText(club).first()).toBeVisible();
    await expect(mobile.getByRole('heading', { name: 'Opret bruger' })).toBeVisible();
    await mobile.getByLabel('Fornavn').fill(mother.firstName);
    await mobile.getByLabel('Efternavn').fill(mother.surname);
    await mobile.getByLabel('Email').fill(mother.email);
    await mobile.getByLabel('Postnummer').fill(mother.zip);
    // The club decides which of these it asks for (its disabled properties): fill what the form shows.
    for (const [label, value] of [
      ['Fødselsdato', mother.birthdate],
      [/^Mobil/, mother.mobile],
      [/^Adresse/, mother.address],
      [/^By/, mother.city],
    ] as const) {
      const field = mobile.getByLabel(label);
      if (await field.count()) await field.fill(value);
    }
    await mobile.getByLabel(/^Adgangskode/).fill(mother.password);
    await mobile.getByLabel('Gentag adgangskode').fill(mother.password);
    const submit = mobile.getByRole('button', { name: 'Opret bruger og bliv medlem' });
    await submit.click();
    // The club has a data policy: nothing is created before it is accepted.
    await expect(mobile.getByRole('heading', { name: 'Opret bruger' })).toBeVisible();
    await mobile.getByRole('checkbox', { name: /privatlivspolitik|persondatapolitik/ }).check({ force: true });
    await submit.click();
    await expect(mobile.getByRole('heading', { name: 'Hvem skal være med?' })).toBeVisible();
  });

  await test.step('she adds her daughter and asks U11 for both', async () => {
    await mobile.getByRole('button', { name: 'Tilføj et barn' }).click();
    const form = mobile.locator('form').filter({ has: mobile.getByRole('button', { name: 'Tilføj barn' }) });
    await form.getByLabel('Fornavn').fill(daughter.firstName);
    await form.getByLabel('Efternavn').fill(daughter.surname);
    await form.getByLabel('Fødselsdato').fill(daughter.birthdate);
    await form.getByRole('button', { name: 'Tilføj barn' }).click();
    await expect(mobile.getByText(`${daughter.firstName} ${daughter.surname} er tilføjet.`)).toBeVisible();
    await chooseU11(mobile, mother.firstName);
    await chooseU11(mobile, daughter.firstName);
    await mobile.getByRole('button', { name: 'Send anmodninger' }).click();
    await expect(mobile.getByRole('heading', { name: `Du er nu medlem af ${club}` })).toBeVisible();
    await mobile.screenshot({ path: test.info().outputPath('invitation-done-390.png'), fullPage: true });
  });
  await phone.close();

  await test.step('the administrator sees both requests and accepts them', async () => {
    await page.goto('/members');
    await page.getByRole('button', { name: /^Anmodninger/ }).click();
    const requests = page.getByRole('dialog', { name: 'Ventende anmodninger' });
    for (const person of [mother, daughter]) {
      const row = requests.getByRole('listitem').filter({ hasText: `${person.firstName} ${person.surname}` });
      await expect(row).toContainText('U11');
      await row.getByRole('button', { name: 'Godkend' }).click();
      await expect(page.getByText(`${person.firstName} ${person.surname} er nu i U11`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
  });

  await test.step('the link counts one sign-up, and the deleted link answers that it is void', async () => {
    const dialog = await openU11Links(page);
    const newest = dialog.getByRole('listitem').filter({ hasText: 'Nyeste' });
    await expect(newest).toContainText('1 tilmeldt');
    await newest.getByRole('button', { name: /^Slet/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Slet/ }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nyeste link' })).not.toHaveValue(link);

    const second = await phoneContext(browser);
    const visitor = await second.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Ugyldigt eller inaktivit invitationslink' })).toBeVisible();
    await second.close();
  });
});

test('a person who has a user joins through the link with method=1', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const registered = await page.request.post('/api/v2/login/register', {
    headers: clientCredential,
    data: { ...existing, passwordConfirmation: existing.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The administrator's newest U11 link, read through the API: the dialog itself is the first journey's.
  const session = await page.request.post('/api/v2/login/plain', {
    headers: clientCredential,
    data: { email: 'demo@klubhus.dk', password: 'klubhus-demo' },
  });
  const { authToken } = (await session.json()) as { authToken: string };
  const asAdmin = { Authorization: `Bearer ${authToken}`, 'X-Requested-With': 'XMLHttpRequest' };
  const [demoClub] = (await (await page.request.get('/api/v2/web/cluboverview', { headers: asAdmin })).json()) as {
    clubId: number;
  }[];
  const clubGroups = (await (
    await page.request.get(`/api/v2/web/groupoverview/${demoClub?.clubId}`, { headers: asAdmin })
  ).json()) as { userGroupId: number; title: string }[];
  const u11 = clubGroups.find((group) => group.title === 'U11')?.userGroupId;
  const { links } = (await (
    await page.request.get(`/api/v2/web/clublinks/${demoClub?.clubId}?groupId=${u11}`, { headers: asAdmin })
  ).json()) as { links: { token: string | null }[] };
  const link = `${test.info().project.use.baseURL}/invitation?clubToken=${links[0]?.token}`;

  const phone = await phoneContext(browser);
  const mobile = await phone.newPage();
  await mobile.goto(`${link}&method=1`);
  await expect(mobile.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await mobile.getByLabel('Email').fill(existing.email);
  await mobile.getByLabel(/^Adgangskode/).fill(existing.password);
  await mobile.getByRole('checkbox', { name: /privatlivspolitik|persondatapolitik/ }).check({ force: true });
  await mobile.getByRole('button', { name: 'Log ind og bliv medlem' }).click();
  await expect(mobile.getByRole('heading', { name: 'Vælg grupper' })).toBeVisible();
  await mobile.getByRole('button', { name: /^Se grupper/ }).click();
  const groups = mobile.getByRole('dialog', { name: `Grupper i ${club}` });
  await expect(groups.getByRole('checkbox', { name: 'U11', exact: true })).toBeChecked();
  await groups.getByRole('button', { name: 'Færdig' }).click();
  await mobile.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(mobile.getByRole('heading', { name: `Du er nu medlem af ${club}` })).toBeVisible();

  await mobile
    .getByRole('link', { name: 'Fortsæt i browseren' })
    .or(mobile.getByRole('button', { name: 'Fortsæt i browseren' }))
    .click();
  await expect(mobile).not.toHaveURL(/\/invitation|\/login|\/logout/);
  await phone.close();
});
