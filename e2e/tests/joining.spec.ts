import { expect } from '@playwright/test';
import { adminTest as test, openAsAdmin, searchMembers } from '../support/demoAdmin';
import { waitForMail } from '../support/mailbox';

// Issue 17's journey through the real app (`pnpm start`, the demo club) and the real SMTP peer: the administrator
// creates a member with her son's name in the note and sends the invitation; the mail arrives; a phone opens its
// link, the mother registers herself and her 9-year-old son, who does not sign in on his own; both are active
// members related as parent and child. A second invitation the same day is refused, and the used link answers
// /register/invalid. What the journey cannot see (30 days, the next Copenhagen day) the server tests prove.

test.use({ actionTimeout: 20_000 });

const mother = {
  firstName: 'Rikke',
  surname: 'Bjerregaard',
  email: 'rikke.bjerregaard@journey.klubhus.dk',
  zip: '8210',
  password: 'Fodbold-om-tirsdagen-42',
};
const son = { firstName: 'Oscar', surname: 'Bjerregaard' };
/** Nine years old today, whatever day the journey runs. */
const sonBirthdate = (() => {
  const today = new Date();
  const born = new Date(Date.UTC(today.getUTCFullYear() - 9, 0, 15));
  return born.toISOString().slice(0, 10);
})();

test('an administrator invites a mother by mail, and she signs up herself and her son on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openAsAdmin(page, '/members');

  await test.step('create the member, with her son in the note, and send the invitation now', async () => {
    await page.getByRole('button', { name: 'Opret medlem' }).click();
    const dialog = page.getByRole('dialog', { name: /Opret medlem/ });
    await dialog.getByLabel('Fornavn').fill(mother.firstName);
    await dialog.getByLabel('Efternavn').fill(mother.surname);
    await dialog.getByLabel('Email').fill(mother.email);
    await dialog.getByLabel('Postnr.').fill(mother.zip);
    await dialog.getByLabel(/Note/).fill(`Mor til ${son.firstName} (9 år), som skal gå til U9.`);
    await dialog.getByRole('button', { name: 'Opret', exact: true }).click();
    await page.getByRole('dialog', { name: 'Send invitation' }).getByRole('button', { name: 'Send nu' }).click();
    await expect(page.getByText(`invitationen er sendt til ${mother.email}`)).toBeVisible();
  });

  const mail = await waitForMail(mother.email, { subject: /Demo Idrætsforening/ });
  const link = /https?:\/\/\S+\/register\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the invitation mail carries the sign-up link').toBeDefined();
  expect(mail.text).toContain(mother.firstName);

  await test.step('a second invitation the same day is refused', async () => {
    await page.goto('/members?group=inactive');
    await searchMembers(page, mother.email);
    const grid = page.getByRole('grid', { name: 'Medlemmer' });
    await grid.getByRole('row').filter({ hasText: mother.firstName }).getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send invitationer' });
    await dialog.getByRole('button', { name: 'Send invitationer' }).click();
    await expect(dialog.getByText('Har fået en invitation i dag og kan få den igen i morgen')).toBeVisible();
    await expect(dialog.getByText('Invitationer sendt: 0')).toBeVisible();
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();

  await test.step('the phone opens the link: the start list names the mother', async () => {
    await mobile.goto(link ?? '');
    await expect(mobile.getByRole('heading', { name: 'Tilmelding til Demo Idrætsforening' })).toBeVisible();
    await expect(mobile.getByText(`${mother.firstName} ${mother.surname}`)).toBeVisible();
    // The secret leaves the address bar once it is used.
    await expect(mobile).toHaveURL(/\/register$/);
  });

  await test.step('she adds her son, a child who does not sign in on his own', async () => {
    await mobile.getByRole('button', { name: 'Tilføj et barn' }).click();
    const form = mobile.locator('form').filter({ has: mobile.getByRole('button', { name: 'Tilføj barn' }) });
    await form.getByLabel('Fornavn').fill(son.firstName);
    await form.getByLabel('Efternavn').fill(son.surname);
    await form.getByLabel('Fødselsdato').fill(sonBirthdate);
    await form.getByRole('button', { name: 'Tilføj barn' }).click();
    await expect(mobile.getByText(`${son.firstName} ${son.surname}`)).toBeVisible();

    const person = (firstName: string) => mobile.getByRole('listitem').filter({ hasText: firstName });
    await person(son.firstName).getByRole('link', { name: 'Barn' }).click();
    await expect(mobile.getByRole('heading', { name: new RegExp(`${son.firstName}.* er et barn`) })).toBeVisible();
    await mobile.getByRole('checkbox', { name: new RegExp(mother.firstName) }).check({ force: true });
    await mobile.getByRole('radio', { name: 'Nej, barnet er med på forælderens bruger' }).check({ force: true });
    await mobile.getByRole('button', { name: 'Gem!' }).click();
    await expect(mobile).toHaveURL(/\/register$/);
  });

  await test.step('she creates her user; her son is registered with it', async () => {
    await mobile
      .getByRole('listitem')
      .filter({ hasText: mother.firstName, hasNotText: son.firstName })
      .getByRole('link', { name: 'Voksen', exact: true })
      .click();
    await expect(mobile.getByRole('heading', { name: /Opret bruger til/ })).toBeVisible();
    await mobile.getByLabel('Fornavn').fill(mother.firstName);
    await mobile.getByLabel('Efternavn').fill(mother.surname);
    await mobile.getByLabel('Email').fill(mother.email);
    await mobile.getByLabel('Postnummer').fill(mother.zip);
    await mobile.getByLabel(/^Adgangskode/).fill(mother.password);
    await mobile.getByLabel('Gentag adgangskode').fill(mother.password);
    const policy = mobile.getByRole('checkbox', { name: /persondatapolitik|privatlivspolitik|datapolitik/i });
    if (await policy.count()) await policy.check({ force: true });
    await mobile.getByRole('button', { name: 'Gem!' }).click();
    await expect(mobile.getByRole('heading', { name: 'Du er nu medlem af Demo Idrætsforening' })).toBeVisible();
    await mobile.screenshot({ path: test.info().outputPath('register-done-390.png'), fullPage: true });
  });

  await test.step('the same link again answers /register/invalid', async () => {
    const again = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await again.goto(link ?? '');
    await expect(again).toHaveURL(/\/register\/invalid$/);
    await expect(again.getByRole('heading', { name: 'Invitationslinket er ugyldigt' })).toBeVisible();
  });
  await phone.close();

  await test.step('both are active members, related as parent and child', async () => {
    await page.goto('/members');
    await searchMembers(page, mother.surname, 2);
    const grid = page.getByRole('grid', { name: 'Medlemmer' });
    await grid.getByRole('row').filter({ hasText: mother.firstName }).first().click();
    const details = page.getByRole('dialog', { name: `${mother.firstName} ${mother.surname}` });
    await expect(details).toBeVisible();
    await details.getByRole('tab', { name: 'Relationer' }).click();
    const relations = details.getByRole('list', { name: 'Relationer' }).getByRole('listitem');
    await expect(relations.filter({ hasText: `${son.firstName} ${son.surname}` })).toContainText('Barn');
  });
});
