import {
  type ImportGroupAction,
  type ImportMemberRow,
  type ImportSource,
  type ImportStep,
  type MemberType,
  type StagedImport,
  type StagedImportRow,
} from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { memberImportGroups, memberImportRoles, memberImports } from '../../db/schema/index.js';
import { intArray } from '../members/public.js';

/** The SQL of the staged import (ADR 020): staging a file, reading it back, recording the choices. */

/** Rows per insert statement: one array parameter per column, so a statement's size grows, not its parameters. */
const ROWS_PER_INSERT = 5_000;

/**
 * A cell list within one text (the unit separator between them): a row's groups and problems travel to `unnest` as
 * one text each, since PostgreSQL's `unnest` flattens an array of arrays. No cell holds the separator (`cleanCell`
 * drops control characters).
 */
const UNIT = '\u001f';

const arrayItem = (value: string | null) =>
  value === null ? 'NULL' : `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/** Texts as one PostgreSQL array parameter (as `intArray` does for ids): a list of 20,000 is one bind value. */
const textArray = (values: readonly (string | null)[]): SQL => sql`${`{${values.map(arrayItem).join(',')}}`}::text[]`;

export interface StagedImportRef {
  id: number;
  step: ImportStep;
}

/**
 * Serialises the staging of one club's imports until the transaction ends: two files uploaded at once leave one
 * staged import (the later), never a mix (ADR 020: one per club).
 */
const lockClubImport = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-import:${clubId}`}))`);
};

/**
 * The club's staged import, its row locked until the transaction ends: every call that changes it, and confirm,
 * take this lock first, so they happen one after the other and a confirm never applies half a choice.
 */
export const lockImport = async (tx: Db, clubId: number, importId?: number): Promise<StagedImportRef | undefined> => {
  const [row] = await queryRows<StagedImportRef>(
    tx,
    sql`select id, step from member_imports
         where club_id = ${clubId} ${importId === undefined ? sql`` : sql`and id = ${importId}`}
         for update`,
  );
  return row;
};

/** Clears the club's staged import with everything staged under it (the foreign keys' cascade). */
export const deleteImport = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`delete from member_imports where club_id = ${clubId}`);
};

/** The step the import has reached (never back: the service passes the furthest). */
export const setStep = async (tx: Db, importId: number, step: ImportStep): Promise<void> => {
  await tx.execute(sql`update member_imports set step = ${step} where id = ${importId}`);
};

/**
 * The candidates of the import's rows (or of one row): the club's active members and its inactive members still
 * waiting with the row's e-mail (case-insensitive), or its first name, surname and birthdate; at most
 * CANDIDATES_PER_ROW a row, e-mail matches first. Four equality joins (hash joins on the big club), not one join with
 * an OR, which would compare every row with every member. Birthdates are compared as text: a row's birthdate is
 * `YYYY-MM-DD` or, when it is no date, the cell as written, which then matches nobody.
 */
const CANDIDATES_PER_ROW = 10;

const insertCandidates = async (tx: Db, importId: number, clubId: number, rowId?: string): Promise<void> => {
  const onlyRow = rowId === undefined ? sql`` : sql`and r.row_id = ${rowId}`;
  await tx.execute(sql`
    insert into member_import_candidates (import_id, club_id, row_id, member_id, user_id, inactive_member_id, matched_by)
    select ${importId}::int, ${clubId}::int, row_id, member_id, user_id, inactive_member_id, matched_by
      from (
        select found.*, row_number() over (partition by row_id order by matched_by = 'email' desc, member_id) as n
          from (
            select distinct on (row_id, member_id) row_id, member_id, user_id, inactive_member_id, matched_by
              from (
                select r.row_id, u.id::text as member_id, u.id as user_id, null::int as inactive_member_id,
                       'email' as matched_by
                  from member_import_rows r
                  join users u on lower(u.email) = lower(r.email)
                  join memberships ms on ms.club_id = ${clubId} and ms.user_id = u.id
                 where r.import_id = ${importId} and r.email is not null ${onlyRow}
                union all
                select r.row_id, u.id::text, u.id, null::int, 'nameAndBirthdate'
                  from member_import_rows r
                  join memberships ms on ms.club_id = ${clubId}
                  join users u on u.id = ms.user_id
                   and lower(u.first_name) = lower(r.first_name) and lower(u.surname) = lower(r.surname)
                   and to_char(u.birthdate, 'YYYY-MM-DD') = r.birthdate
                 where r.import_id = ${importId} and r.birthdate is not null ${onlyRow}
                union all
                select r.row_id, 'i' || im.id, null::int, im.id, 'email'
                  from member_import_rows r
                  join inactive_members im on im.club_id = ${clubId} and im.activated_at is null
                   and lower(im.email) = lower(r.email)
                 where r.import_id = ${importId} and r.email is not null ${onlyRow}
                union all
                select r.row_id, 'i' || im.id, null::int, im.id, 'nameAndBirthdate'
                  from member_import_rows r
                  join inactive_members im on im.club_id = ${clubId} and im.activated_at is null
                   and lower(im.first_name) = lower(r.first_name) and lower(im.surname) = lower(r.surname)
                   and to_char(im.birthdate, 'YYYY-MM-DD') = r.birthdate
                 where r.import_id = ${importId} and r.birthdate is not null ${onlyRow}
              ) matches
             order by row_id, member_id, matched_by = 'email' desc
          ) found
      ) ranked
     where n <= ${CANDIDATES_PER_ROW}`);
};

/**
 * Staged rows in one statement: each column an array parameter, `unnest` turning them back into rows (far cheaper than
 * a VALUES list of 15 parameters a row).
 */
const insertRows = async (
  tx: Db,
  importId: number,
  clubId: number,
  rows: readonly StagedImportRow[],
): Promise<void> => {
  const column = (pick: (row: StagedImportRow) => string | null) => textArray(rows.map(pick));
  await tx.execute(sql`
    insert into member_import_rows (import_id, club_id, row_id, line, first_name, surname, email, mobile, address, zip,
                                    city, birthdate, role, group_ids, problems)
    select ${importId}::int, ${clubId}::int, r.row_id, r.line, r.first_name, r.surname, r.email, r.mobile, r.address,
           r.zip, r.city, r.birthdate, r.role, string_to_array(r.group_ids, ${UNIT}), string_to_array(r.problems, ${UNIT})
      from unnest(${column((row) => row.id)}, ${intArray(rows.map((row) => row.line))}, ${column((row) => row.firstName)},
                  ${column((row) => row.surname)}, ${column((row) => row.email)}, ${column((row) => row.mobile)},
                  ${column((row) => row.address)}, ${column((row) => row.zip)}, ${column((row) => row.city)},
                  ${column((row) => row.birthdate)}, ${column((row) => row.role)},
                  ${column((row) => row.groups.join(UNIT))}, ${column((row) => row.problems.join(UNIT))})
           as r (row_id, line, first_name, surname, email, mobile, address, zip, city, birthdate, role, group_ids, problems)`);
};

export interface NewImport {
  clubId: number;
  source: ImportSource;
  fileName: string;
  createdBy: number;
  now: Date;
}

/**
 * Stages a file as the club's import, replacing the one staged before (one per club): the import, its rows (in
 * multi-row inserts of ROWS_PER_INSERT), roles and source groups, each group `match`ing the club's group of the same
 * title where there is one (case-insensitive) and `create` otherwise, and the rows' candidates, found in SQL.
 */
export const stageImport = async (tx: Db, meta: NewImport, staged: StagedImport): Promise<number> => {
  const { clubId } = meta;
  await lockClubImport(tx, clubId);
  await deleteImport(tx, clubId);
  const [created] = await tx
    .insert(memberImports)
    .values({ clubId, source: meta.source, fileName: meta.fileName, createdBy: meta.createdBy, createdAt: meta.now })
    .returning({ id: memberImports.id });
  if (!created) throw new Error('member import insert returned nothing');
  const importId = created.id;
  for (let at = 0; at < staged.rows.length; at += ROWS_PER_INSERT) {
    await insertRows(tx, importId, clubId, staged.rows.slice(at, at + ROWS_PER_INSERT));
  }
  if (staged.roles.length > 0) {
    await tx
      .insert(memberImportRoles)
      .values(staged.roles.map((role) => ({ importId, clubId, id: role.id, rowCount: role.count })));
  }
  if (staged.groups.length > 0) {
    await tx.insert(memberImportGroups).values(
      staged.groups.map((group) => ({
        importId,
        clubId,
        id: group.id,
        department: group.department,
        groupName: group.groupName,
        title: group.title,
        rowCount: group.count,
      })),
    );
    await tx.execute(sql`
      update member_import_groups mg set action = 'match', group_id = g.id
        from (select distinct on (lower(trim(title))) id, lower(trim(title)) as title
                from groups where club_id = ${clubId} order by lower(trim(title)), id) g
       where mg.import_id = ${importId} and lower(trim(mg.title)) = g.title`);
  }
  // Fresh statistics before the rows are joined with the club's members: without them the planner takes the new
  // import for a few dozen rows and compares every row with every member (minutes for 10,000 rows, not milliseconds).
  await tx.execute(sql`analyze member_import_rows`);
  await insertCandidates(tx, importId, clubId);
  return importId;
};

// ---------------------------------------------------------------------------------------------------
// Reading

/** A page of the members preview. */
export interface PageFilter {
  offset: number;
  limit: number;
  onlyProblems: boolean;
}

/** The overview as the one statement answers it: the summary's parts as JSON, and the page. */
export interface OverviewRow {
  id: number;
  source: ImportSource;
  file_name: string;
  step: ImportStep;
  created_at: string;
  row_count: number;
  removed_count: number;
  problem_count: number;
  roles: { id: string; name: string; memberType: MemberType; count: number }[];
  groups: {
    id: string;
    department: string;
    groupName: string | null;
    title: string;
    action: ImportGroupAction;
    groupId: number | null;
    count: number;
  }[];
  existing: {
    memberId: string;
    firstName: string;
    surname: string;
    email: string | null;
    birthdate: string | null;
    mergeWith: string | null;
    candidates: {
      userId: string;
      firstName: string;
      surname: string;
      email: string | null;
      birthdate: string | null;
      active: boolean;
      matchedBy: 'email' | 'nameAndBirthdate';
    }[];
  }[];
  page: ImportMemberRow[] | null;
  page_total: number | null;
}

/** A staged row as JSON in the contract's shape (`importMemberRow`). */
const rowJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.row_id, 'line', ${alias}.line, 'firstName', ${alias}.first_name,
    'surname', ${alias}.surname, 'email', ${alias}.email, 'mobile', ${alias}.mobile, 'address', ${alias}.address,
    'zip', ${alias}.zip, 'city', ${alias}.city, 'birthdate', ${alias}.birthdate, 'role', ${alias}.role,
    'groups', ${alias}.group_ids, 'mergeWith', ${alias}.merge_with, 'removed', ${alias}.removed,
    'problems', ${alias}.problems)`);

/**
 * The club's staged import in one statement (the members screen's wizard opens on it): the counts, the roles and
 * source groups with their choices, the rows with candidates (each candidate's name from the member's record) and,
 * with `page`, one page of rows by line (only those with problems, on request), counted. Every part reads the import's
 * rows through their indexes (the primary key, the line index, the problem index).
 */
export const overviewSql = (clubId: number, page: PageFilter | null): SQL => {
  const filter = page?.onlyProblems ? sql`and cardinality(r.problems) > 0 and not r.removed` : sql``;
  const pagePart =
    page === null
      ? sql`null::json as page, null::int as page_total`
      : sql`(select coalesce(json_agg(${rowJson('p')} order by p.line), '[]'::json)
               from (select r.* from member_import_rows r where r.import_id = i.id ${filter}
                      order by r.line offset ${page.offset} limit ${page.limit}) p) as page,
            (select count(*)::int from member_import_rows r where r.import_id = i.id ${filter}) as page_total`;
  return sql`
    select i.id, i.source, i.file_name, i.step, to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as created_at,
           (select count(*)::int from member_import_rows r where r.import_id = i.id) as row_count,
           (select count(*)::int from member_import_rows r where r.import_id = i.id and r.removed) as removed_count,
           (select count(*)::int from member_import_rows r
             where r.import_id = i.id and cardinality(r.problems) > 0 and not r.removed) as problem_count,
           (select coalesce(json_agg(json_build_object('id', ro.id, 'name', ro.id, 'memberType', ro.member_type,
                                                       'count', ro.row_count)),
                            '[]'::json)
              from member_import_roles ro where ro.import_id = i.id) as roles,
           (select coalesce(json_agg(json_build_object('id', g.id, 'department', g.department, 'groupName', g.group_name,
                                                       'title', g.title, 'action', g.action, 'groupId', g.group_id,
                                                       'count', g.row_count)), '[]'::json)
              from member_import_groups g where g.import_id = i.id) as groups,
           (select coalesce(json_agg(json_build_object(
                     'memberId', r.row_id, 'firstName', r.first_name, 'surname', r.surname, 'email', r.email,
                     'birthdate', r.birthdate, 'mergeWith', r.merge_with,
                     'candidates', (select json_agg(json_build_object(
                                      'userId', c.member_id,
                                      'firstName', coalesce(u.first_name, im.first_name, ''),
                                      'surname', coalesce(u.surname, im.surname, ''),
                                      'email', coalesce(u.email, im.email),
                                      'birthdate', to_char(coalesce(u.birthdate, im.birthdate), 'YYYY-MM-DD'),
                                      'active', c.user_id is not null,
                                      'matchedBy', c.matched_by) order by c.matched_by = 'email' desc, c.member_id)
                                      from member_import_candidates c
                                      left join users u on u.id = c.user_id
                                      left join inactive_members im on im.id = c.inactive_member_id
                                     where c.import_id = r.import_id and c.row_id = r.row_id))
                     order by r.line), '[]'::json)
              from member_import_rows r
             where r.import_id = i.id and not r.removed
               and r.row_id in (select c.row_id from member_import_candidates c where c.import_id = i.id)) as existing,
           ${pagePart}
      from member_imports i
     where i.club_id = ${clubId}`;
};

export const readOverview = async (
  db: Db,
  clubId: number,
  page: PageFilter | null,
): Promise<OverviewRow | undefined> => {
  const [row] = await queryRows<OverviewRow>(db, overviewSql(clubId, page));
  return row;
};

// ---------------------------------------------------------------------------------------------------
// Recording the choices

/** Which of `ids` are rows of the import. */
export const knownRows = async (tx: Db, importId: number, ids: readonly string[]): Promise<Set<string>> =>
  new Set(
    (
      await queryRows<{ row_id: string }>(
        tx,
        sql`select row_id from member_import_rows where import_id = ${importId} and row_id = any(${textArray(ids)})`,
      )
    ).map((row) => row.row_id),
  );

/** Which `row:member` pairs are candidacies of the import. */
export const knownCandidacies = async (
  tx: Db,
  importId: number,
  pairs: readonly { rowId: string; memberId: string }[],
): Promise<Set<string>> =>
  new Set(
    (
      await queryRows<{ key: string }>(
        tx,
        sql`select c.row_id || ':' || c.member_id as key
              from member_import_candidates c
              join unnest(${textArray(pairs.map((pair) => pair.rowId))}, ${textArray(pairs.map((pair) => pair.memberId))})
                   as wanted (row_id, member_id) on wanted.row_id = c.row_id and wanted.member_id = c.member_id
             where c.import_id = ${importId}`,
      )
    ).map((row) => row.key),
  );

/** Records the merges: each row's member, or null (imported as a new member). */
export const setMerges = async (
  tx: Db,
  importId: number,
  merges: readonly { rowId: string; memberId: string | null }[],
): Promise<void> => {
  await tx.execute(sql`
    update member_import_rows r set merge_with = m.member_id
      from unnest(${textArray(merges.map((merge) => merge.rowId))}, ${textArray(merges.map((merge) => merge.memberId))})
           as m (row_id, member_id)
     where r.import_id = ${importId} and r.row_id = m.row_id`);
};

/** Which of `ids` are roles (`member_import_roles`) or source groups (`member_import_groups`) of the import. */
export const knownMappings = async (
  tx: Db,
  table: 'member_import_roles' | 'member_import_groups',
  importId: number,
  ids: readonly string[],
): Promise<Set<string>> =>
  new Set(
    (
      await queryRows<{ id: string }>(
        tx,
        sql`select id from ${sql.identifier(table)} where import_id = ${importId} and id = any(${textArray(ids)})`,
      )
    ).map((row) => row.id),
  );

export const setRoles = async (
  tx: Db,
  importId: number,
  roles: readonly { id: string; memberType: MemberType }[],
): Promise<void> => {
  await tx.execute(sql`
    update member_import_roles ro set member_type = m.member_type
      from unnest(${textArray(roles.map((role) => role.id))}, ${intArray(roles.map((role) => role.memberType))})
           as m (id, member_type)
     where ro.import_id = ${importId} and ro.id = m.id`);
};

export const setGroups = async (
  tx: Db,
  importId: number,
  groups: readonly { id: string; action: ImportGroupAction; groupId: number | null }[],
): Promise<void> => {
  await tx.execute(sql`
    update member_import_groups g set action = m.action, group_id = m.group_id
      from unnest(${textArray(groups.map((group) => group.id))}, ${textArray(groups.map((group) => group.action))},
                  ${`{${groups.map((group) => group.groupId ?? 'NULL').join(',')}}`}::int[])
           as m (id, action, group_id)
     where g.import_id = ${importId} and g.id = m.id`);
};

/** Of `ids`, the club's groups. */
export const groupsOfClub = async (tx: Db, clubId: number, ids: readonly number[]): Promise<Set<number>> =>
  new Set(
    (
      await queryRows<{ id: number }>(
        tx,
        sql`select id from groups where club_id = ${clubId} and id = any(${intArray(ids)})`,
      )
    ).map((row) => Number(row.id)),
  );

/** One staged row, locked for its change. */
export const lockRow = async (tx: Db, importId: number, rowId: string): Promise<ImportMemberRow | undefined> => {
  const [row] = await queryRows<{ row: ImportMemberRow }>(
    tx,
    sql`select ${rowJson('r')} as row from member_import_rows r
         where r.import_id = ${importId} and r.row_id = ${rowId} for update`,
  );
  return row?.row;
};

/**
 * A row's corrected fields and its problems; when its e-mail, names or birthdate changed, its candidates are found
 * again and a merge into a member no longer among them is dropped.
 */
export const updateRow = async (
  tx: Db,
  { importId, clubId }: { importId: number; clubId: number },
  row: ImportMemberRow,
  matchChanged: boolean,
): Promise<ImportMemberRow> => {
  await tx.execute(sql`
    update member_import_rows set first_name = ${row.firstName}, surname = ${row.surname}, email = ${row.email},
           mobile = ${row.mobile}, address = ${row.address}, zip = ${row.zip}, city = ${row.city},
           birthdate = ${row.birthdate}, removed = ${row.removed}, problems = ${textArray(row.problems)}
     where import_id = ${importId} and row_id = ${row.id}`);
  if (matchChanged) {
    await tx.execute(sql`delete from member_import_candidates where import_id = ${importId} and row_id = ${row.id}`);
    await insertCandidates(tx, importId, clubId, row.id);
    await tx.execute(sql`
      update member_import_rows r set merge_with = null
       where r.import_id = ${importId} and r.row_id = ${row.id} and r.merge_with is not null
         and not exists (select 1 from member_import_candidates c
                          where c.import_id = r.import_id and c.row_id = r.row_id and c.member_id = r.merge_with)`);
  }
  const updated = await lockRow(tx, importId, row.id);
  if (!updated) throw new Error(`import row ${row.id} vanished within its own transaction`);
  return updated;
};
