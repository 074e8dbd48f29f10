import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import type { api } from '../support/api.js';

/** The tables the import calls write: "nothing written" is read back from these. */
export const importTables = [
  'member_imports',
  'member_import_rows',
  'member_import_roles',
  'member_import_groups',
  'member_import_candidates',
  'inactive_members',
  'inactive_group_members',
  'groups',
  'group_members',
  'memberships',
] as const;

export const HEADER = 'Medlemsnummer;Fornavn;Efternavn;E-mail;Mobil;Postnr;By;Fødselsdato;Rolle;Afdeling;Hold';

/** A CSV file of `lines` (a header first), as Excel saves it in Denmark (Windows-1252) unless `utf8`. */
export const csvFile = (lines: readonly string[], { name = 'medlemmer.csv', utf8 = false } = {}): File => {
  const text = `${lines.join('\r\n')}\r\n`;
  return new File([utf8 ? new TextEncoder().encode(text) : iconv.encode(text, 'windows-1252')], name, {
    type: 'text/csv',
  });
};

/**
 * `count` members as a club's file has them, built in memory: Danish names, member numbers from 100001, every tenth
 * a Træner, each on one of five teams of the football department.
 */
export const bigMemberFile = (count: number, { offset = 0 } = {}): File => {
  const firstNames = ['Søren', 'Åse', 'Bjørn', 'Mette', 'Jørgen', 'Lærke', 'Freja', 'Karen', 'Mads', 'Ida'];
  const surnames = ['Ærø', 'Østergård', 'Bækgaard', 'Sørensen', 'Kjær', 'Møller', 'Frøstrup', 'Dahl'];
  const teams = ['Senior', 'Old boys', 'U13', 'U11 Drenge', 'Damesenior'];
  const lines = [HEADER];
  for (let index = offset; index < offset + count; index += 1) {
    const day = String(1 + (index % 28)).padStart(2, '0');
    const month = String(1 + (index % 12)).padStart(2, '0');
    lines.push(
      [
        100_001 + index,
        firstNames[index % firstNames.length],
        `${surnames[index % surnames.length]} ${index}`,
        `medlem${index}@import.klubhus.dk`,
        `${20_000_000 + index}`,
        '8000',
        'Aarhus C',
        `${day}-${month}-${1950 + (index % 60)}`,
        index % 10 === 0 ? 'Træner' : 'Spiller',
        'Fodbold',
        teams[index % teams.length],
      ].join(';'),
    );
  }
  return csvFile(lines, { name: `medlemmer-${count}.csv` });
};

type Client = ReturnType<typeof api>;

/** Stages `file` as club `club`'s import through `parsecsv`. */
export const upload = (client: Client, club: number, file: File) =>
  client.parseCsv({ params: { club }, body: { newmembers: file } });

/** The number a `select … as n` query answers. */
export const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
};

/** What an import must leave alone or change: the club's people, groups and places, and its staged import. */
export const clubCounts = async (db: Db, clubId: number) => {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from inactive_members where club_id = ${clubId}) as inactive,
               (select count(*)::int from groups where club_id = ${clubId}) as groups,
               (select count(*)::int from group_members where club_id = ${clubId}) as group_members,
               (select count(*)::int from inactive_group_members where club_id = ${clubId}) as inactive_places,
               (select count(*)::int from memberships where club_id = ${clubId}) as memberships,
               (select count(*)::int from member_imports where club_id = ${clubId}) as imports,
               (select count(*)::int from member_import_rows where club_id = ${clubId}) as staged_rows`,
  );
  return row;
};
