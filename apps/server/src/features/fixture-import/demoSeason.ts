import type { FixtureRow } from '@klubhus/domain';

/**
 * The demo club's U11 boys' spring season 2027 as DBU Jylland lists it (ADR 027): 20 matches, home and away, in
 * "U11 Drenge, 7:7, Forår 2027, Pulje 4". The committed sample `test/fixture-import/samples/u11-season.xlsx` is made
 * from this table (`test/fixture-import/samples/makeSamples.ts`), and the demo imported an earlier version of the
 * list: the first three matches, two as they still are and the third at another kick-off. So a journey that uploads
 * the sample sees 17 new matches, 2 duplicates and 1 changed (as long as the season lies ahead).
 */

export const DEMO_CLUB_TEAM = 'Demo IF';
const U11_COMPETITION = 'U11 Drenge, 7:7, Forår 2027, Pulje 4';

type Match = Omit<FixtureRow, 'line' | 'competition'>;

const home = (matchNumber: string, date: string, time: string, awayTeam: string): Match => ({
  matchNumber,
  date,
  time,
  homeTeam: DEMO_CLUB_TEAM,
  awayTeam,
  venue: 'Demo Stadion, kunstgræs 1',
});
const away = (matchNumber: string, date: string, time: string, homeTeam: string, venue: string): Match => ({
  matchNumber,
  date,
  time,
  homeTeam,
  awayTeam: DEMO_CLUB_TEAM,
  venue,
});

const matches: readonly Match[] = [
  home('531204', '2027-03-27', '10:00', 'Brabrand IF'),
  away('531211', '2027-04-03', '11:30', 'Vejlby IK', 'Vejlby Stadion, bane 3'),
  home('531219', '2027-04-10', '10:00', 'Skovbakken'),
  away('531226', '2027-04-17', '09:30', 'Lystrup IF', 'Lystrup Idrætsanlæg, bane 2'),
  home('531233', '2027-04-24', '10:00', 'Åby IF'),
  away('531240', '2027-05-01', '12:00', 'Tranbjerg IF', 'Tranbjerg Idrætscenter'),
  home('531247', '2027-05-08', '10:00', 'Hjortshøj-Egå IF'),
  away('531254', '2027-05-15', '10:30', 'Ceres', 'Ceres Park, bane 5'),
  home('531261', '2027-05-22', '10:00', 'Solbjerg IF'),
  away('531268', '2027-05-29', '11:00', 'Beder-Malling IF', 'Malling Stadion'),
  away('531275', '2027-06-05', '10:00', 'Brabrand IF', 'Brabrand Stadion, bane 4'),
  home('531282', '2027-06-12', '10:00', 'Vejlby IK'),
  away('531289', '2027-06-19', '09:00', 'Skovbakken', 'Vejlby-Risskov Idrætscenter'),
  home('531296', '2027-08-21', '10:00', 'Lystrup IF'),
  away('531303', '2027-08-28', '11:00', 'Åby IF', 'Åbyhøj Stadion'),
  home('531310', '2027-09-04', '10:00', 'Tranbjerg IF'),
  away('531317', '2027-09-11', '12:30', 'Hjortshøj-Egå IF', 'Egå Idrætsanlæg'),
  home('531324', '2027-09-18', '10:00', 'Ceres'),
  away('531331', '2027-09-25', '10:00', 'Solbjerg IF', 'Solbjerg Idrætscenter'),
  home('531338', '2027-10-02', '10:00', 'Beder-Malling IF'),
];

/** The list as the file gives it (the file's rows start below DBU's title lines and header). */
export const u11Season: readonly Omit<FixtureRow, 'line'>[] = matches.map((match) => ({
  ...match,
  competition: U11_COMPETITION,
}));

/** The matches the demo club imported before the list was complete: the third then kicked off at 09:00. */
export const demoImportedEarlier: readonly Omit<FixtureRow, 'line'>[] = u11Season
  .slice(0, 3)
  .map((match, index) => (index === 2 ? { ...match, time: '09:00' } : match));
