/**
 * Makes the fixture-import samples beside this file (ADR 027): `pnpm exec tsx test/fixture-import/samples/makeSamples.ts`
 * in apps/server. The U11 season comes from the demo's table (`src/features/fixture-import/demoSeason.ts`), so the
 * journey that uploads `u11-season.xlsx` to the demo club sees 17 new matches, 2 duplicates and 1 changed.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { FixtureRow } from '@klubhus/domain';
import { u11Season } from '../../../src/features/fixture-import/demoSeason.js';

type Match = Omit<FixtureRow, 'line'>;
const here = dirname(fileURLToPath(import.meta.url));
const danish = (day: string, separator: string) => day.split('-').reverse().join(separator);
const weekdays = ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'];
const weekdayOf = (day: string) => weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';

const seniorTeams = ['Skødstrup IF', 'Århus Fremad 2', 'Kjellerup IF', 'Hørning IF', 'Søften GF', 'Ølsted IF'];
/** A senior season (Serie 1, pulje 3): the club against each opponent home and away, Saturdays at 14:00 or 15:00. */
const seniorSeason: Match[] = seniorTeams.flatMap((opponent, index) => {
  const first = new Date(Date.UTC(2027, 2, 27 + index * 7, 12));
  const second = new Date(Date.UTC(2027, 7, 14 + index * 7, 12));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return [
    {
      matchNumber: String(610_300 + index * 2),
      date: day(first),
      time: index % 2 === 0 ? '14:00' : '15:00',
      homeTeam: index % 2 === 0 ? 'Demo IF' : opponent,
      awayTeam: index % 2 === 0 ? opponent : 'Demo IF',
      venue: index % 2 === 0 ? 'Demo Stadion, bane 1' : `${opponent.replace(/ \d$/, '')} Stadion`,
      competition: 'Serie 1, pulje 3',
    },
    {
      matchNumber: String(610_301 + index * 2),
      date: day(second),
      time: '14:00',
      homeTeam: index % 2 === 0 ? opponent : 'Demo IF',
      awayTeam: index % 2 === 0 ? 'Demo IF' : opponent,
      venue: index % 2 === 0 ? `${opponent.replace(/ \d$/, '')} Stadion` : 'Demo Stadion, bane 1',
      competition: 'Serie 1, pulje 3',
    },
  ];
});

/** DBU's title lines above the header, as its export writes them. */
const titleLines = (competition: string) => [
  ['DBU Jylland - Kampprogram'],
  [competition],
  ['Udskrevet 20-11-2026'],
  [],
];

const u11Workbook = async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kampprogram');
  for (const line of titleLines(u11Season[0]?.competition ?? '')) sheet.addRow(line);
  sheet.addRow(['Kampnr.', 'Dato', 'Kl.', 'Hjemmehold', 'Udehold', 'Spillested', 'Række']);
  for (const match of u11Season) {
    const row = sheet.addRow([
      Number(match.matchNumber),
      new Date(`${match.date}T00:00:00Z`),
      match.time.replace(':', '.'),
      match.homeTeam,
      match.awayTeam,
      match.venue,
      match.competition,
    ]);
    row.getCell(2).numFmt = 'dd-mm-yyyy';
  }
  await workbook.xlsx.writeFile(join(here, 'u11-season.xlsx'));
};

const seniorWorkbook = async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Serie 1');
  for (const line of titleLines('Serie 1, pulje 3')) sheet.addRow(line);
  // Another order, a column the import ignores, dates as text with DBU's weekday.
  sheet.addRow(['Dato', 'Tid', 'Hjemmehold', 'Udehold', 'Dommer', 'Stadion', 'Pulje', 'Kampnr']);
  for (const match of seniorSeason) {
    sheet.addRow([
      `${weekdayOf(match.date)}. ${danish(match.date, '.')}`,
      match.time,
      match.homeTeam,
      match.awayTeam,
      'DBU Jylland',
      match.venue,
      match.competition,
      match.matchNumber,
    ]);
  }
  await workbook.xlsx.writeFile(join(here, 'senior-season.xlsx'));
};

const csvLine = (cells: readonly (string | null)[]) => cells.map((cell) => cell ?? '').join(';');

const seniorCsv = () => {
  const lines = ['Kampnr;Dato;Kl.;Hjemmehold;Udehold;Spillested;Række'];
  for (const match of seniorSeason) {
    lines.push(
      csvLine([
        match.matchNumber,
        danish(match.date, '-'),
        match.time.replace(':', '.'),
        match.homeTeam,
        match.awayTeam,
        match.venue,
        match.competition,
      ]),
    );
  }
  // As Excel saves a CSV in Denmark: Windows-1252, CRLF.
  writeFileSync(join(here, 'senior-season.csv'), iconv.encode(`${lines.join('\r\n')}\r\n`, 'windows-1252'));
};

const u11Csv = () => {
  const lines = ['Match no;Date;Kick-off;Home team;Away team;Venue;Competition'];
  for (const match of u11Season) {
    lines.push(
      csvLine([
        match.matchNumber,
        danish(match.date, '.'),
        match.time,
        match.homeTeam,
        match.awayTeam,
        match.venue,
        match.competition,
      ]),
    );
  }
  writeFileSync(join(here, 'u11-season.csv'), `\uFEFF${lines.join('\n')}\n`);
};

await u11Workbook();
await seniorWorkbook();
seniorCsv();
u11Csv();
