import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { adminTest as test } from '../support/demoAdmin';
import { eventsOf, fetchFeed } from '../support/ical';

// Fixture import's journey through the real app (`pnpm start`, the demo club), in a browser in Copenhagen: the
// administrator imports an earlier version of U11 Drenge's fixture list (3 matches) from 'Importér kampprogram', then
// the full list of 20, in which 2 of those 3 are the same and the third kicks off at another time: the preview marks 17
// 'Ny', 2 'Findes allerede' (not ticked, not choosable) and 1 'Ændret' (10:00 → 11:30); she imports the 18, the page
// says what was created and updated, and 'Kommende aktiviteter' holds the 20 matches, each at its kick-off in
// Copenhagen's time, the changed one at 11:30; the club's calendar feed (imported matches are public, ADR 027), fetched
// without a session at the address 'Eksportér til kalender' shows, holds each at its kick-off. The lists are made by the journey, with Saturdays from three
// weeks ahead and match numbers and team names of the run's own, so that it runs again against the same server and
// next year. What a journey cannot see (every file format and refusal, the keys, a club in another zone, mails only
// when chosen, all or nothing, two imports at once) the server tests prove (apps/server/test/fixture-import/).

test.use({ actionTimeout: 20_000, timezoneId: 'Europe/Copenhagen', locale: 'da-DK' });
test.setTimeout(240_000);
// An import of 18 matches inserts them and invites the team to each: wait for saves generously on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** This run's names and match numbers are its own (the demo's imported matches are numbered 4700xx and 5312xx). */
const run = Date.now().toString(36);
const numberBase = 900_000_000 + (Date.now() % 10_000_000) * 100;

const zone = 'Europe/Copenhagen';
const DAY_MS = 86_400_000;
const home = 'Demo IF';
const opponents = [
  'Brabrand IF',
  'Lystrup IF',
  'Skovbakken',
  'Viby IF',
  'Hasle FK',
  'Tilst IF',
  'Åbyhøj IF',
  'Risskov BK',
  'Hjortshøj IF',
  'Solbjerg IF',
  'Kolt-Hasselager',
  'Tranbjerg IF',
  'Egå IF',
  'Mårslet IF',
  'Beder-Malling',
  'Hinnerup IF',
  'Lisbjerg IF',
  'Trige-Ølsted',
  'Sabro-Fårup',
  'Harlev IF',
] as const;
const kickOffs = ['10:00', '11:00', '09:30', '12:15'] as const;

interface Match {
  number: string;
  /** The calendar day, `YYYY-MM-DD`. */
  day: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
}

/** Today's date in Copenhagen, as midnight UTC of that calendar day. */
const todayInCopenhagen = (): Date => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()).split('-');
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
};

/** The first Saturday at least three weeks from today: every match lies well ahead, whenever the journey runs. */
const firstSaturday = (() => {
  const day = new Date(todayInCopenhagen().getTime() + 21 * DAY_MS);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
})();

/** The season: one match a Saturday, home and away in turn. */
const season: Match[] = opponents.map((opponent, index) => {
  const away = `${opponent} ${run}`;
  const isHome = index % 2 === 0;
  return {
    number: String(numberBase + index + 1),
    day: new Date(firstSaturday.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    time: kickOffs[index % kickOffs.length] ?? '10:00',
    homeTeam: isHome ? home : away,
    awayTeam: isHome ? away : home,
    venue: isHome ? 'Demo Stadion, bane 2' : `${opponent} Stadion`,
  };
});
/** The list's earlier version: its first three matches, the third (changed since) at 10:00. */
const earlier: Match[] = season.slice(0, 3).map((match, index) => (index === 2 ? { ...match, time: '10:00' } : match));
const changedMatch = season[2] as Match;
// The full list moves the third match from 10:00 to 11:30.
changedMatch.time = '11:30';

const titleOf = (match: Match) => `${match.homeTeam} – ${match.awayTeam}`;

/** The association's CSV export: `;`-separated, days as dd-mm-yyyy (ADR 027). */
const csvOf = (matches: readonly Match[]): string =>
  [
    'Kampnr.;Dato;Tid;Hjemmehold;Udehold;Spillested;Række',
    ...matches.map((match) => {
      const [year, month, day] = match.day.split('-');
      return [
        match.number,
        `${day}-${month}-${year}`,
        match.time,
        match.homeTeam,
        match.awayTeam,
        match.venue,
        `U11 Drenge, 7:7, Pulje ${run}`,
      ].join(';');
    }),
  ].join('\r\n') + '\r\n';

/** A match's time as 'Kommende aktiviteter' shows it: "lør. 19. dec. 2026 · 11:30–13:30" (120 minutes by default). */
const listTimeOf = (match: Match): string => {
  const day = new Intl.DateTimeFormat('da', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${match.day}T12:00:00Z`));
  const [hours, minutes] = match.time.split(':');
  return `${day} · ${match.time}–${String(Number(hours) + 2).padStart(2, '0')}:${minutes}`;
};

/** A match's kick-off as the feeds write it: the wall clock in the club's zone, `DTSTART;TZID=…:20261219T113000`. */
const feedStartOf = (match: Match) =>
  `DTSTART;TZID=${zone}:${match.day.replaceAll('-', '')}T${match.time.replace(':', '')}00`;

const openActivities = async (page: Page) => {
  await page.goto('/activities');
  await expect(page.getByRole('tab', { name: 'Kommende aktiviteter' })).toBeVisible();
};

/** Opens 'Importér kampprogram' and sends the list: the wizard moves on to its matches once the server has read it. */
const uploadList = async (page: Page, matches: readonly Match[]): Promise<Locator> => {
  await page.getByRole('button', { name: 'Importér og eksportér' }).click();
  await page.getByRole('menuitem', { name: 'Importér kampprogram' }).click();
  const wizard = page.getByRole('dialog', { name: 'Importér kampprogram' });
  await expect(wizard.getByRole('heading', { name: 'Vælg kampprogrammet' })).toBeVisible();
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'u11-foraar.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(matches), 'utf8') });
  await expect(wizard.getByRole('heading', { name: 'Kampe i u11-foraar.csv' })).toBeVisible();
  return wizard;
};

/** 'Indstillinger': U11 Drenge, the default type and length, nobody told; then the import. */
const importAs = async (page: Page, wizard: Locator, count: number, split: string) => {
  await wizard.getByRole('button', { name: 'Næste' }).click();
  await expect(wizard.getByRole('heading', { name: 'Indstillinger for kampene' })).toBeVisible();
  await wizard.getByRole('button', { name: /Vælg et hold/ }).click();
  await page.getByRole('option', { name: 'U11 Drenge', exact: true }).click();
  await expect(wizard.getByRole('switch', { name: 'Send notifikation til de inviterede' })).not.toBeChecked();
  await expect(wizard.getByText('U11 Drenge inviteres til kampene som Kamp, hver på 120 minutter.')).toBeVisible();
  await expect(wizard.getByText(split)).toBeVisible();
  await wizard.getByRole('button', { name: `Importér ${count} kampe` }).click();
  await expect(wizard).toBeHidden();
};

/** The club's calendar address, as 'Eksportér til kalender' shows it. */
const clubFeedAddress = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Eksportér til kalender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksportér til kalender' });
  const field = dialog.getByRole('textbox', { name: 'Link til foreningens kalender' });
  await expect(field).toHaveValue(/\/api\/v3\/clubs\/\d+\/ical$/);
  const address = await field.inputValue();
  await dialog.getByRole('button', { name: 'Luk' }).first().click();
  await expect(dialog).toBeHidden();
  return address;
};

test('an administrator imports a 20-match fixture list for U11 over an earlier version of it', async ({
  page,
  baseURL,
}) => {
  await openActivities(page);

  await test.step('import the earlier version of the list: 3 new matches', async () => {
    const wizard = await uploadList(page, earlier);
    await expect(wizard.getByText('3 nye · 0 ændrede · 0 findes allerede')).toBeVisible();
    await expect(wizard.getByText('3 kampe er valgt')).toBeVisible();
    await importAs(page, wizard, 3, 'Nye kampe, der oprettes: 3. Ændrede kampe, der opdateres: 0.');
    await expect(page.getByRole('status').filter({ hasText: '3 kampe er oprettet' })).toBeVisible();
  });

  await test.step('the full list: 17 new, 2 already there and 1 changed', async () => {
    const wizard = await uploadList(page, season);
    await expect(wizard.getByText('17 nye · 1 ændret · 2 findes allerede')).toBeVisible();
    const table = wizard.getByRole('grid', { name: 'Kampe' });
    const rowOf = (match: Match) => table.getByRole('row').filter({ hasText: titleOf(match) });

    // The list's first three are the earlier version's: at the top of the table, whatever its window shows.
    for (const match of season.slice(0, 2)) {
      const row = rowOf(match);
      await expect(row.getByText('Findes allerede', { exact: true })).toBeVisible();
      await expect(row.getByRole('checkbox')).not.toBeChecked();
      await expect(row.getByRole('checkbox')).toBeDisabled();
    }
    const changed = rowOf(changedMatch);
    await expect(changed.getByText('Ændret', { exact: true })).toBeVisible();
    await expect(changed).toContainText('10:00 → 11:30');
    await expect(changed.getByRole('checkbox')).toBeChecked();
    const fresh = rowOf(season[3] as Match);
    await expect(fresh.getByText('Ny', { exact: true })).toBeVisible();
    await expect(fresh.getByRole('checkbox')).toBeChecked();
    await expect(wizard.getByText('18 kampe er valgt')).toBeVisible();

    await importAs(page, wizard, 18, 'Nye kampe, der oprettes: 17. Ændrede kampe, der opdateres: 1.');
    await expect(page.getByRole('status').filter({ hasText: '17 kampe er oprettet, 1 er opdateret' })).toBeVisible();
  });

  await test.step("'Kommende aktiviteter' holds the 20 matches at their kick-off in Copenhagen", async () => {
    await page.getByRole('textbox', { name: 'Søg' }).fill(run);
    await expect(page.getByRole('row').filter({ hasText: run })).toHaveCount(season.length);
    for (const match of season) {
      const row = page.getByRole('row').filter({ hasText: titleOf(match) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(listTimeOf(match));
      await expect(row).toContainText(match.venue);
    }
    await expect(page.getByRole('row').filter({ hasText: titleOf(changedMatch) })).toContainText('11:30–13:30');
  });

  await test.step("the club's calendar feed holds them, fetched without a session", async () => {
    const address = await clubFeedAddress(page);
    const feed = await fetchFeed(baseURL, address);
    const unfolded = feed.replace(/\r?\n[ \t]/g, '');
    const events = eventsOf(feed);
    for (const match of season) {
      const found = events.filter((event) => event.get('SUMMARY') === titleOf(match));
      expect(found, `${titleOf(match)} in the club's feed`).toHaveLength(1);
      expect(found[0]?.get('LOCATION')).toBe(match.venue);
      expect(found[0]?.get('DESCRIPTION')).toContain(`Kampnr. ${match.number}`);
      expect(unfolded, `${titleOf(match)} at ${match.time} in Copenhagen`).toContain(feedStartOf(match));
    }
  });
});
