import { buildFlagsPayload, flagDefaults, memberTypeOf } from '@klubhus/domain';
import type { DemoSeeder } from '../../demo/seedDemo.js';
import { importGroups, importRoles, mergeMembers, stageFile, type MemberImportDeps } from './service.js';

/**
 * "Joining III" in the demo (AREAS.md point 10, ADR 020): a half-finished import waiting at the groups mapping. The
 * club is taking in its football and gymnastics departments from a spreadsheet: 40 rows (one player listed once per
 * team, so 39 people), their roles mapped (Træner and Holdleder lead, the rest are members), Lars Nielsen recognised
 * by his e-mail and merged, the source groups Senior, U13 and Motion matched with the club's own groups, the rest to
 * be created, and the winter bathers skipped. One row has a mobile of seven digits, which the preview shows.
 */

const HEADER = 'Medlemsnummer;Fornavn;Efternavn;E-mail;Mobil;Adresse;Postnr;By;Fødselsdato;Rolle;Afdeling;Hold';

/** [first name, surname, age, role, department, team]: the spreadsheet's people, as a club writes them. */
const people: readonly (readonly [string, string, number, string, string, string])[] = [
  ['Søren', 'Ærø', 34, 'Spiller', 'Fodbold', 'Senior'],
  ['Åse', 'Østergård', 29, 'Spiller', 'Fodbold', 'Damesenior'],
  ['Mads', 'Bækgaard', 41, 'Træner', 'Fodbold', 'Senior'],
  ['Jørn', 'Kjærsgaard', 52, 'Spiller', 'Fodbold', 'Old boys'],
  ['Bjørn', 'Sørensen', 48, 'Spiller', 'Fodbold', 'Old boys'],
  ['Ejner', 'Holm', 45, 'Holdleder', 'Fodbold', 'Old boys'],
  ['Mette', 'Ågård', 27, 'Spiller', 'Fodbold', 'Damesenior'],
  ['Line', 'Frøstrup', 31, 'Træner', 'Fodbold', 'Damesenior'],
  ['Kristoffer', 'Møller', 24, 'Spiller', 'Fodbold', 'Senior'],
  ['Rasmus', 'Dræby', 26, 'Spiller', 'Fodbold', 'Senior'],
  ['Jonas', 'Lærkholm', 22, 'Spiller', 'Fodbold', 'Senior'],
  ['Thea', 'Brøndum', 12, 'Spiller', 'Fodbold', 'U13'],
  ['Malthe', 'Søgaard', 12, 'Spiller', 'Fodbold', 'U13'],
  ['Asger', 'Øland', 11, 'Spiller', 'Fodbold', 'U13'],
  ['Noah', 'Bøgh', 12, 'Spiller', 'Fodbold', 'U13'],
  ['Karen', 'Brøndum', 43, 'Forælder', 'Fodbold', 'U13'],
  ['Signe', 'Højgaard', 38, 'Holdleder', 'Fodbold', 'U13'],
  ['Ellen', 'Skjødt', 67, 'Motionist', 'Gymnastik', 'Motion'],
  ['Birthe', 'Vængsø', 71, 'Motionist', 'Gymnastik', 'Motion'],
  ['Poul', 'Ørsted', 69, 'Motionist', 'Gymnastik', 'Motion'],
  ['Grethe', 'Dalsgård', 74, 'Motionist', 'Gymnastik', 'Motion'],
  ['Hanne', 'Fjældstrøm', 58, 'Træner', 'Gymnastik', 'Motion'],
  ['Ida', 'Kræmer', 9, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Lærke', 'Bødker', 10, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Sofus', 'Grønbæk', 8, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Alma', 'Rødgaard', 9, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Storm', 'Nørgaard', 10, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Cecilie', 'Thrøstrup', 19, 'Træner', 'Gymnastik', 'Springgymnastik'],
  ['Villads', 'Kjær', 8, 'Gymnast', 'Gymnastik', 'Springgymnastik'],
  ['Inger', 'Løkke', 63, 'Vinterbader', 'Svømning', 'Vinterbadning'],
  ['Ove', 'Bæk', 66, 'Vinterbader', 'Svømning', 'Vinterbadning'],
  ['Dorte', 'Sæby', 55, 'Vinterbader', 'Svømning', 'Vinterbadning'],
  ['Torben', 'Ørum', 60, 'Bestyrelse', '', ''],
  ['Gry', 'Åkjær', 47, 'Bestyrelse', '', ''],
  ['Frede', 'Bjørnholm', 50, 'Frivillig', '', ''],
  ['Kirsten', 'Skårup', 44, 'Frivillig', '', ''],
  ['Oskar', 'Østerby', 23, 'Spiller', 'Fodbold', 'Senior'],
  ['Freja', 'Ærenlund', 25, 'Spiller', 'Fodbold', 'Damesenior'],
];

const mailPart = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .replaceAll(/[^a-z]/g, '');

/** The spreadsheet as the club saved it: a member number each, one player twice (two teams), Lars Nielsen's row. */
const demoFile = (year: number): string => {
  const rows = people.map(([firstName, surname, age, role, department, team], index) => {
    const day = String(1 + ((index * 7) % 28)).padStart(2, '0');
    const month = String(1 + ((index * 5) % 12)).padStart(2, '0');
    const email = age < 15 ? '' : `${mailPart(firstName)}.${mailPart(surname)}@example.dk`;
    // One mobile of seven digits: the preview's "needs attention".
    const mobile =
      index === 6 ? '2345 678' : `+45 ${20 + (index % 70)} ${String(10 + index).slice(-2)} ${30 + index} 11`;
    const street = ['Vestergade', 'Nørregade', 'Søndergade', 'Åboulevarden', 'Ørnevej'][index % 5];
    return [
      2001 + index,
      firstName,
      surname,
      email,
      mobile,
      `${street} ${1 + index}`,
      '8000',
      'Aarhus C',
      `${day}-${month}-${year - age}`,
      role,
      department,
      team,
    ].join(';');
  });
  // Malthe Søgaard plays in U13 and does springgymnastik: the association system lists him once per team.
  rows.push(
    `2013;Malthe;Søgaard;;+45 20 23 42 11;Ørnevej 13;8000;Aarhus C;08-03-${year - 12};Gymnast;Gymnastik;Springgymnastik`,
  );
  // Lars Nielsen is a member already (his e-mail finds him).
  rows.push(`2040;Lars;Nielsen;lars@demo.klubhus.dk;;;8000;Aarhus C;03-02-1995;Træner;Fodbold;Senior`);
  return `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
};

const seedImportDemo: DemoSeeder['seed'] = async (tx, { clubId, adminId, people: members }, deps) => {
  const lars = members.find((person) => person.email === 'lars@demo.klubhus.dk');
  if (lars?.userId == null) throw new Error('the demo has no Lars Nielsen to recognise');
  const importDeps: MemberImportDeps = {
    db: tx,
    clock: deps.clock,
    // The demo stages a plain CSV: the association-system flag is not read.
    flags: buildFlagsPayload(flagDefaults(), deps.clock.now().toISOString()),
    config: { faultImportPauseAfter: undefined },
  };
  const caller = { userId: adminId, clubId, role: 'admin' } as const;
  const file = new File([demoFile(deps.clock.now().getUTCFullYear())], 'medlemmer-fodbold-og-gymnastik.csv', {
    type: 'text/csv',
  });
  await stageFile(importDeps, caller, file, 'csv');
  await mergeMembers(importDeps, caller, { merges: [{ memberId: '2040', userId: String(lars.userId) }] });
  const leads = memberTypeOf('leader');
  await importRoles(importDeps, caller, {
    roles: [
      { id: 'Træner', memberType: leads },
      { id: 'Holdleder', memberType: leads },
    ],
  });
  await importGroups(importDeps, caller, { groups: [{ id: 'Svømning-Vinterbadning', action: 'skip', groupId: null }] });
};

export const memberImportDemo: DemoSeeder = { name: 'member-import', seed: seedImportDemo };
