import { memberRoles, memberTypeOf, memberTypes } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { intArray, lockGroups } from '../members/public.js';

/**
 * The SQL of confirm (ADR 020): every statement works on the staged rows as a set (INSERT … SELECT, UPDATE … FROM),
 * so 10,000 rows cost a handful of statements, never one per row. The caller holds the import's row lock.
 */

const MEMBER = memberTypeOf('member');

/** A member type's rank as SQL (`case t when 1 then 1 when 3 then 2 when 2 then 3 end`), from the domain's table. */
const rankOf = (column: SQL): SQL =>
  sql`(case ${column} ${sql.raw(
    memberRoles.map((role) => `when ${memberTypeOf(role)} then ${memberTypes[role].rank}`).join(' '),
  )} end)`;

/** Of two member types the one with more access (`higherMemberType` of the domain, in SQL): never lowered. */
const higherType = (current: SQL, imported: SQL): SQL =>
  sql`(case when ${rankOf(imported)} > ${rankOf(current)} then ${imported} else ${current} end)`;

/** The source groups that place someone: created (after `createGroups`) or matched; skipped ones place nobody. */
const placing = (importId: number) =>
  sql`(select id, group_id from member_import_groups
        where import_id = ${importId} and action <> 'skip' and group_id is not null)`;

/** The first row of a kept problem, if any is left. */
export const firstProblemRow = async (tx: Db, importId: number): Promise<boolean> =>
  (
    await queryRows(
      tx,
      sql`select 1 from member_import_rows
           where import_id = ${importId} and cardinality(problems) > 0 and not removed limit 1`,
    )
  ).length > 0;

/**
 * Locks the members the kept rows merge into (inactive members, then memberships, each in id order, as the members
 * area locks a member before their groups) and answers whether any is gone: no longer a candidate of its row (left
 * the club: the candidacy went with the membership), or an inactive member who became a user meanwhile.
 */
export const lockMergeTargets = async (tx: Db, importId: number, clubId: number): Promise<boolean> => {
  await tx.execute(sql`
    select im.id from inactive_members im
     where im.club_id = ${clubId} and im.id in (
       select c.inactive_member_id from member_import_rows r
         join member_import_candidates c on c.import_id = r.import_id and c.row_id = r.row_id and c.member_id = r.merge_with
        where r.import_id = ${importId} and not r.removed and c.inactive_member_id is not null)
     order by im.id for update`);
  await tx.execute(sql`
    select ms.user_id from memberships ms
     where ms.club_id = ${clubId} and ms.user_id in (
       select c.user_id from member_import_rows r
         join member_import_candidates c on c.import_id = r.import_id and c.row_id = r.row_id and c.member_id = r.merge_with
        where r.import_id = ${importId} and not r.removed and c.user_id is not null)
     order by ms.user_id for update`);
  const gone = await queryRows(
    tx,
    sql`select 1 from member_import_rows r
         where r.import_id = ${importId} and not r.removed and r.merge_with is not null
           and not exists (
             select 1 from member_import_candidates c
               left join inactive_members im on im.id = c.inactive_member_id
              where c.import_id = r.import_id and c.row_id = r.row_id and c.member_id = r.merge_with
                and (c.user_id is not null or im.activated_at is null))
         limit 1`,
  );
  return gone.length > 0;
};

/** The source groups to create: `create` ones some kept row is in (a group whose rows were all left out is not made). */
const toCreate = (importId: number) => sql`
  select mg.id, mg.title from member_import_groups mg
   where mg.import_id = ${importId} and mg.action = 'create'
     and mg.id in (select unnest(group_ids) from member_import_rows where import_id = ${importId} and not removed)`;

export const countToCreate = async (tx: Db, importId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${toCreate(importId)}) c`);
  return Number(row?.n ?? 0);
};

/** The rows imported as new (inactive) members. */
export const countNewMembers = async (tx: Db, importId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from member_import_rows
         where import_id = ${importId} and not removed and merge_with is null`,
  );
  return Number(row?.n ?? 0);
};

/**
 * The matched groups, locked in id order (as the members area locks groups it adds to), each with its limit, the
 * members it has (active and inactive) and those the import adds: every kept row placed in it, once per person (rows
 * merging into one member count once), less merged members already in it.
 */
export const lockMatchedGroups = async (
  tx: Db,
  importId: number,
  clubId: number,
): Promise<{ missing: boolean; full: boolean }> => {
  const wanted = await queryRows<{ group_id: number }>(
    tx,
    sql`select distinct group_id from member_import_groups
         where import_id = ${importId} and action = 'match' and group_id is not null
           and id in (select unnest(group_ids) from member_import_rows where import_id = ${importId} and not removed)`,
  );
  const ids = wanted.map((row) => Number(row.group_id)).sort((a, b) => a - b);
  if (ids.length === 0) return { missing: false, full: false };
  const groups = await lockGroups(tx, clubId, ids);
  if (groups.size < ids.length) return { missing: true, full: false };
  const limited = [...groups].filter(([, group]) => group.maxUsers !== null).map(([id]) => id);
  if (limited.length === 0) return { missing: false, full: false };
  const added = await queryRows<{ group_id: number; n: number }>(
    tx,
    sql`select p.group_id, count(*)::int as n
          from (select distinct coalesce(r.merge_with, 'row:' || r.row_id) as who, r.merge_with, mg.group_id
                  from member_import_rows r
                 cross join unnest(r.group_ids) as s (id)
                  join member_import_groups mg on mg.import_id = r.import_id and mg.id = s.id and mg.action = 'match'
                 where r.import_id = ${importId} and not r.removed and mg.group_id = any(${intArray(limited)})) p
         where case when p.merge_with is null then true
                    when p.merge_with like 'i%' then not exists (
                      select 1 from inactive_group_members ig
                       where ig.group_id = p.group_id and ig.inactive_member_id = substr(p.merge_with, 2)::int)
                    else not exists (
                      select 1 from group_members gm where gm.group_id = p.group_id and gm.user_id = p.merge_with::int)
               end
         group by p.group_id`,
  );
  const addedTo = new Map(added.map((row) => [Number(row.group_id), Number(row.n)]));
  const full = [...groups].some(
    ([id, group]) => group.maxUsers !== null && group.members + (addedTo.get(id) ?? 0) > group.maxUsers,
  );
  return { missing: false, full };
};

/**
 * Creates the `create` groups as main groups of the club in one statement, each id taken from the groups' sequence
 * first, so that the mapping can name it (`group_id`) in the same statement.
 */
export const createGroups = async (tx: Db, importId: number, clubId: number, now: Date): Promise<void> => {
  await tx.execute(sql`
    with src as materialized (
      select c.id as source_id, c.title, nextval(pg_get_serial_sequence('groups', 'id'))::int as new_id
        from (${toCreate(importId)}) c
    ), made as (
      insert into groups (id, club_id, title, created_at)
      select new_id, ${clubId}::int, title, ${now}::timestamptz from src
    )
    update member_import_groups mg set group_id = src.new_id
      from src where mg.import_id = ${importId} and mg.id = src.source_id`);
};

/** The kept rows merging into `kind` members, one row per member (the first by line when two name the same). */
const mergingRows = (importId: number, kind: 'inactive' | 'active') => sql`
  select distinct on (r.merge_with) r.*, coalesce(ro.member_type, ${MEMBER}) as member_type
    from member_import_rows r
    left join member_import_roles ro on ro.import_id = r.import_id and ro.id = r.role
   where r.import_id = ${importId} and not r.removed
     and ${kind === 'inactive' ? sql`r.merge_with like 'i%'` : sql`r.merge_with not like 'i%'`}
   order by r.merge_with, r.line`;

/** A member's blank field filled from the row (`''` counts as blank). */
const fill = (column: string, from: string) => sql.raw(`coalesce(nullif(${column}, ''), ${from})`);

/**
 * Merges into inactive members (ADR 020): each keeps every field it has, the row fills the blank ones, its member
 * type is raised to the row's role (never lowered), and it joins the row's groups.
 */
export const mergeIntoInactive = async (tx: Db, importId: number, clubId: number, now: Date): Promise<void> => {
  await tx.execute(sql`
    update inactive_members im set
           email = ${fill('im.email', 'c.email')}, mobile = ${fill('im.mobile', 'c.mobile')},
           zip = ${fill('im.zip', 'c.zip')}, address = ${fill('im.address', 'c.address')},
           city = ${fill('im.city', 'c.city')}, birthdate = coalesce(im.birthdate, c.birthdate::date),
           member_type = ${higherType(sql`im.member_type`, sql`c.member_type`)}
      from (${mergingRows(importId, 'inactive')}) c
     where im.club_id = ${clubId} and im.id = substr(c.merge_with, 2)::int and im.activated_at is null`);
  await tx.execute(sql`
    insert into inactive_group_members (group_id, club_id, inactive_member_id, created_at)
    select distinct mg.group_id, ${clubId}::int, substr(r.merge_with, 2)::int, ${now}::timestamptz
      from member_import_rows r
     cross join unnest(r.group_ids) as s (id)
      join ${placing(importId)} mg on mg.id = s.id
     where r.import_id = ${importId} and not r.removed and r.merge_with like 'i%'
    on conflict do nothing`);
};

/**
 * Merges into active members (ADR 020). Their own details belong to the person, who may be in other clubs: the row
 * fills blanks only where the club may edit them (spec §5: a plain member, the club's `canEditMembers`), never the
 * e-mail they sign in with. Their membership gets the row's role when it is higher and the member number as the
 * club's own when it has none; they join the row's groups, which answers their requests to join those (ADR 017).
 */
export const mergeIntoActive = async (tx: Db, importId: number, clubId: number, now: Date): Promise<void> => {
  await tx.execute(sql`
    update users u set
           mobile = ${fill('u.mobile', 'c.mobile')}, zip = ${fill('u.zip', 'c.zip')},
           address = ${fill('u.address', 'c.address')}, city = ${fill('u.city', 'c.city')},
           birthdate = coalesce(u.birthdate, c.birthdate::date)
      from (${mergingRows(importId, 'active')}) c
      join memberships ms on ms.club_id = ${clubId} and ms.user_id = c.merge_with::int
      join clubs cl on cl.id = ${clubId}
     where u.id = ms.user_id and cl.can_edit_members and ms.type = ${MEMBER}`);
  await tx.execute(sql`
    update memberships ms set
           type = ${higherType(sql`ms.type`, sql`c.member_type`)},
           club_internal_member_id = coalesce(nullif(ms.club_internal_member_id, ''),
                                              case when c.row_id !~ '^[rR][0-9]+$' then c.row_id end)
      from (${mergingRows(importId, 'active')}) c
     where ms.club_id = ${clubId} and ms.user_id = c.merge_with::int`);
  await tx.execute(sql`
    insert into group_members (group_id, club_id, user_id, created_at)
    select distinct mg.group_id, ${clubId}::int, r.merge_with::int, ${now}::timestamptz
      from member_import_rows r
     cross join unnest(r.group_ids) as s (id)
      join ${placing(importId)} mg on mg.id = s.id
     where r.import_id = ${importId} and not r.removed and r.merge_with not like 'i%'
    on conflict do nothing`);
  await tx.execute(sql`
    delete from group_requests gr
     where gr.club_id = ${clubId}
       and exists (select 1 from group_members gm where gm.group_id = gr.group_id and gm.user_id = gr.user_id)
       and gr.user_id in (select merge_with::int from member_import_rows
                           where import_id = ${importId} and not removed and merge_with not like 'i%')`);
};

/** A new inactive member as confirm answers it. */
export interface CreatedRow {
  id: number;
  first_name: string;
  surname: string;
  email: string | null;
  mobile: string | null;
  zip: string | null;
  birthdate: string | null;
  member_type: number;
  group_ids: number[];
  line: number;
}

/**
 * The next `limit` rows imported as new members after line `afterLine`, in one statement: inactive (red) members with
 * their role's member type, put in their groups. Ids come from the sequence first, so the group places are made in
 * the same statement; the foreign keys are checked at its end.
 */
export const insertNewMembers = async (
  tx: Db,
  { importId, clubId, now }: { importId: number; clubId: number; now: Date },
  afterLine: number,
  limit: number,
): Promise<CreatedRow[]> =>
  queryRows<CreatedRow>(
    tx,
    sql`
    with src as materialized (
      select r.line, r.first_name, r.surname, r.email, r.mobile, r.zip, r.address, r.city, r.birthdate, r.group_ids,
             coalesce(ro.member_type, ${MEMBER}) as member_type,
             nextval(pg_get_serial_sequence('inactive_members', 'id'))::int as new_id
        from member_import_rows r
        left join member_import_roles ro on ro.import_id = r.import_id and ro.id = r.role
       where r.import_id = ${importId} and not r.removed and r.merge_with is null and r.line > ${afterLine}
       order by r.line
       limit ${limit}
    ), places as materialized (
      select distinct src.new_id, mg.group_id
        from src cross join unnest(src.group_ids) as s (id)
        join ${placing(importId)} mg on mg.id = s.id
    ), made as (
      insert into inactive_members (id, club_id, first_name, surname, email, mobile, zip, address, city, birthdate,
                                    member_type, created_at)
      select new_id, ${clubId}::int, first_name, surname, email, mobile, zip, address, city, birthdate::date,
             member_type, ${now}::timestamptz
        from src
    ), placed as (
      insert into inactive_group_members (group_id, club_id, inactive_member_id, created_at)
      select group_id, ${clubId}::int, new_id, ${now}::timestamptz from places
    )
    select src.new_id as id, src.first_name, src.surname, src.email, src.mobile, src.zip, src.birthdate,
           src.member_type, src.line, coalesce(placed_in.group_ids, '{}'::int[]) as group_ids
      from src
      left join (select new_id, array_agg(group_id order by group_id) as group_ids from places group by new_id) placed_in
             on placed_in.new_id = src.new_id
     order by src.line`,
  );

export const deleteImportById = async (tx: Db, importId: number): Promise<void> => {
  await tx.execute(sql`delete from member_imports where id = ${importId}`);
};
