import { expect, type Locator, type Page } from '@playwright/test';
import { typeDateTime, typedDay } from '../support/dateTime';
import { adminTest as test, openAsAdmin, openMember } from '../support/demoAdmin';
import { waitForMail, waitForMails } from '../support/mailbox';
import { solidPng } from '../support/png';

// Activities II's journey through the real app (`pnpm start`, the demo club), in a browser in Copenhagen: the
// administrator notes a U11 girl's practice statistics, plans a two-day practice camp that began yesterday (so that it
// counts in the last 30 days and still takes invitations), invites U11 with a mail to each, and the mails arrive at
// the SMTP peer; she moves the girl from invited to attending and back, tries to remove her alone (she came through
// the group) and sees 'Kan ikke fjerne medlem'; writes a text comment and an image comment, then two more, and sees
// 'Vis flere' after the fourth; the girl's statistics count the practice. What a journey cannot see (the reminder at
// its due time, once; the limit under parallel moves) the server tests prove.

test.use({ actionTimeout: 20_000, timezoneId: 'Europe/Copenhagen', locale: 'da-DK' });
test.setTimeout(240_000);

const run = Date.now().toString(36);
const title = `Træningslejr U11 ${run}`;
/**
 * Ticks a checkbox or switch from the keyboard, once it holds still: a forced click aims at the visually hidden input's
 * place, which the modal's lists may still move while they load.
 */
const tick = async (box: Locator) => {
  await expect(async () => {
    if (!(await box.isChecked())) await box.press('Space');
    await expect(box).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};

const groupsMenu = (page: Page) => page.getByRole('navigation', { name: 'Grupper' });

/** The member's 'Træning' row of their statistics (last 30 days to today): how many practices they were invited to. */
const practicesOf = async (details: Locator): Promise<number> => {
  await details.getByRole('tab', { name: 'Statistik' }).click();
  const table = details.getByRole('grid', { name: /Deltagelse/ });
  const empty = details.getByText('Medlemmet var ikke inviteret til nogen aktiviteter i perioden.');
  await expect(table.or(empty).first()).toBeVisible();
  if (await empty.isVisible()) return 0;
  // Exactly 'Træning': the club's own types ('Styrketræning') have rows of their own.
  const row = table.getByRole('row').filter({ has: details.page().getByText('Træning', { exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('gridcell').first().innerText());
};

test('an administrator invites U11 to a practice, moves a member, comments, and sees it in her statistics', async ({
  page,
}) => {
  // A U11 girl, and the practices she was invited to in the last 30 days.
  await openAsAdmin(page, '/members');
  const girls = groupsMenu(page).getByRole('link', { name: /^U11 Piger( Medlemmer i gruppen|$)/ });
  const inGroup = Number((await girls.innerText()).match(/(\d+)\s*$/)?.[1]);
  await girls.click();
  // The group's own list, not the whole club's still on screen.
  await expect(page).toHaveURL(/group=\d+/);
  await expect(page.getByText(`Medlemmer: ${inGroup}`, { exact: true })).toBeVisible();
  const firstRow = page.getByRole('grid', { name: 'Medlemmer' }).getByRole('row').nth(1);
  let girlEmail = '';
  await expect(async () => {
    girlEmail = (await firstRow.innerText()).match(/[\w.+-]+@[\w.-]+/)?.[0] ?? '';
    expect(girlEmail).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await firstRow.click();
  const girlDetails = page.getByRole('dialog').first();
  await expect(girlDetails).toBeVisible();
  // The details' tabs come with the member, and so does the dialog's title: her name.
  const before = await practicesOf(girlDetails);
  const girl = (await girlDetails.getByRole('heading').first().innerText()).trim();
  await girlDetails.getByRole('button', { name: 'Luk' }).last().click();

  // The practice camp: from yesterday 18:00 to tomorrow 20:00, nobody invited yet.
  await page.goto('/activities');
  await page.getByRole('button', { name: 'Opret aktivitet' }).click();
  const wizard = page.getByRole('dialog', { name: 'Opret aktivitet' });
  await wizard.getByRole('radio', { name: 'Træning', exact: true }).check({ force: true });
  await wizard.getByRole('button', { name: 'Næste' }).click();
  await wizard.getByRole('textbox', { name: 'Titel' }).fill(title);
  await typeDateTime(page, 'Start', typedDay(-1, '1800'));
  await typeDateTime(page, 'Slut', typedDay(1, '2000'));
  await wizard.getByRole('button', { name: 'Næste' }).click();
  await wizard.getByRole('button', { name: 'Opret aktivitet' }).click();
  await expect(wizard).toBeHidden();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();

  // Invite U11 with a mail to each; the mails arrive.
  await detail.getByRole('button', { name: 'Invitér' }).click();
  const invite = page.getByRole('dialog', { name: `Invitér til ${title}` });
  await tick(invite.getByRole('checkbox', { name: /^U11\b/ }).first());
  await tick(invite.getByRole('switch', { name: 'Send en mail til de nye' }));
  await invite.getByRole('button', { name: 'Invitér', exact: true }).click();
  await expect(invite).toBeHidden();
  const added = detail.getByText(/Nye inviterede: \d+\./);
  await expect(added).toBeVisible();
  const invited = Number((await added.innerText()).match(/\d+/)?.[0]);
  expect(invited).toBeGreaterThan(10);
  // Everyone invited gets a mail, but for someone without a mailbox (a child registered by a parent, which another
  // journey may have added to U11): her own, and one to each of the others, never two to one.
  const subject = new RegExp(`Invitation: ${title}`);
  await waitForMail(girlEmail, { subject, timeout: 60_000 });
  const mails = await waitForMails(subject, invited - 2, 60_000);
  expect(new Set(mails.flatMap((mail) => mail.to)).size).toBe(mails.length);
  expect(mails.length).toBeLessThanOrEqual(invited);

  // Move the girl from invited to attending, and back.
  const search = detail.getByRole('textbox', { name: 'Søg efter deltager' });
  await search.fill(girl.split(' ')[0] ?? girl);
  await detail.getByRole('tab', { name: /Inviterede/ }).click();
  await detail.getByRole('button', { name: `Flyt ${girl} til Deltagere` }).click();
  await detail.getByRole('tab', { name: /Deltagere/ }).click();
  await expect(detail.getByRole('tabpanel').getByText(girl)).toBeVisible();
  await detail.getByRole('button', { name: `Flyt ${girl} til Inviterede` }).click();
  await detail.getByRole('tab', { name: /Inviterede/ }).click();
  await expect(detail.getByRole('tabpanel').getByText(girl)).toBeVisible();

  // She came through the group: she cannot be removed alone.
  await detail.getByRole('button', { name: `Fjern ${girl}` }).click();
  const refusal = page.getByRole('dialog', { name: 'Kan ikke fjerne medlem' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Forstået' }).click();
  await expect(refusal).toBeHidden();

  // A text comment, an image comment, two more: 'Vis flere' after the fourth.
  const comments = detail.getByRole('region', { name: 'Kommentarer' });
  const comment = comments.getByRole('textbox', { name: 'Skriv en kommentar' });
  const send = async (text: string) => {
    await comment.fill(text);
    await comments.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(comments.getByText(text)).toBeVisible();
  };
  await send(`Husk drikkedunk og skinnebensbeskyttere ${run}`);
  await comments.locator('input[type="file"]').setInputFiles({
    name: 'banen.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 30, [30, 140, 60]),
  });
  await expect(comments.getByRole('img', { name: /^Billede fra / })).toBeVisible();
  await send(`Vi mødes ved klubhuset kl. 17.45 ${run}`);
  await expect(comments.getByRole('button', { name: 'Vis flere' })).toHaveCount(0);
  await send(`Forældre er velkomne til at se med ${run}`);
  await expect(comments.getByRole('button', { name: 'Vis flere' })).toBeVisible();
  await comments.getByRole('button', { name: 'Vis flere' }).click();
  await expect(comments.getByText(`Husk drikkedunk og skinnebensbeskyttere ${run}`)).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Vis færre' })).toBeVisible();
  await detail.getByRole('button', { name: 'Luk' }).last().click();

  // Her statistics count the practice.
  const details = await openMember(page, girl, girl);
  await details.getByRole('tab', { name: 'Statistik' }).click();
  await expect(
    details
      .getByRole('grid', { name: /Deltagelse/ })
      .getByRole('row')
      .filter({ has: page.getByText('Træning', { exact: true }) })
      .getByRole('gridcell')
      .first(),
  ).toHaveText(String(before + 1));
});
