import type { ActivityTypeColourField, ActivityTypeColours, LocaleCode } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/**
 * The SQL of activity types (ADR 024). A club's types are the built-in rows of `activity_types` (club_id null, the
 * generic 0 left out) merged column by column with the club's row of `activity_type_overrides`, then the club's own
 * rows. Every statement below is scoped to one club: a built-in type is reached only through that club's override,
 * an own type only with its club_id.
 */

/** A type as the club sees it, in the columns of the answer (`iconPath` a file key, not yet a URL). */
export interface ActivityTypeRow extends ActivityTypeColours {
  clubActivityTypeId: number;
  key: string | null;
  title: string;
  renamed: boolean;
  hidden: boolean;
  iconPath: string | null;
  translations: Partial<Record<LocaleCode, string>> | string;
}

/** The column of both tables behind each colour field. */
const colourColumns = {
  backgroundHexColorLightTheme: 'background_light',
  fontHexColorLightTheme: 'font_light',
  backgroundHexColorLightLightTheme: 'background_light_light',
  fontHexColorLightLightTheme: 'font_light_light',
  backgroundHexColorDarkLightTheme: 'background_dark_light',
  fontHexColorDarkLightTheme: 'font_dark_light',
} as const satisfies Record<ActivityTypeColourField, string>;

/** The columns one `Default/edit` may set to a text (the translations are set by `setTranslation`). */
export type TextColumn = 'title' | 'icon_path' | (typeof colourColumns)[ActivityTypeColourField];
export const colourColumnOf = (field: ActivityTypeColourField): TextColumn => colourColumns[field];

const mergedColours = sql.raw(
  Object.entries(colourColumns)
    .map(([field, column]) => `coalesce(o.${column}, t.${column}) as "${field}"`)
    .join(', '),
);

/** The types a club sees: built-ins (not 0) and its own; `o` is its override of a built-in. */
const clubTypes = (clubId: number) => sql`
    from activity_types t
    left join activity_type_overrides o on o.club_id = ${clubId}::int and o.type_id = t.id
   where ((t.club_id is null and t.id <> 0) or t.club_id = ${clubId}::int)`;

const visible = sql`not t.hidden and not coalesce(o.hidden, false)`;

/**
 * `GET /v4/activities/club/ActivityTypes` in one statement: the built-in types with the club's changes, then its own,
 * each by id; hidden ones included and marked. With `typeId`, that one type (the answer of a change).
 */
export const activityTypesSql = (clubId: number, typeId?: number): SQL => sql`
  select t.id as "clubActivityTypeId", t.key, coalesce(o.title, t.title) as title,
         (t.club_id is not null or o.title is not null) as renamed,
         (t.hidden or coalesce(o.hidden, false)) as hidden,
         coalesce(o.icon_path, t.icon_path) as "iconPath",
         coalesce(o.translations, t.translations) as translations,
         ${mergedColours}
  ${clubTypes(clubId)}
  ${typeId === undefined ? sql`` : sql`and t.id = ${typeId}::int`}
   order by t.club_id is not null, t.id`;

export const listTypes = (db: Db, clubId: number): Promise<ActivityTypeRow[]> =>
  queryRows<ActivityTypeRow>(db, activityTypesSql(clubId));

export const findType = async (db: Db, clubId: number, typeId: number): Promise<ActivityTypeRow | undefined> =>
  (await queryRows<ActivityTypeRow>(db, activityTypesSql(clubId, typeId)))[0];

/** Whether a type is one of the club's (a built-in but 0, or its own), and whether the club has hidden it. */
export const typeState = async (
  db: Db,
  clubId: number,
  typeId: number,
): Promise<{ builtIn: boolean; hidden: boolean } | undefined> => {
  const [row] = await queryRows<{ built_in: boolean; hidden: boolean }>(
    db,
    sql`select t.club_id is null as built_in, (t.hidden or coalesce(o.hidden, false)) as hidden
        ${clubTypes(clubId)} and t.id = ${typeId}::int`,
  );
  return row && { builtIn: row.built_in, hidden: row.hidden };
};

/**
 * Serialises a club's changes to how many types it keeps (creations against the quota, removals against the last
 * visible type) until the transaction ends.
 */
export const lockClubTypes = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity-types:${clubId}`}))`);
};

/** How many types of its own the club has: visible ones, and all (removed ones too). */
export const countOwn = async (db: Db, clubId: number): Promise<{ visible: number; all: number }> => {
  const [row] = await queryRows<{ visible: number; all: number }>(
    db,
    sql`select (count(*) filter (where not hidden))::int as visible, count(*)::int as "all"
        from activity_types where club_id = ${clubId}::int`,
  );
  return { visible: Number(row?.visible ?? 0), all: Number(row?.all ?? 0) };
};

/** How many types the club offers (visible built-ins and its own). */
export const countVisible = async (db: Db, clubId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${clubTypes(clubId)} and ${visible}`);
  return Number(row?.n ?? 0);
};

export const insertOwnType = async (
  db: Db,
  values: { clubId: number; title: string; colours: ActivityTypeColours; createdAt: Date },
): Promise<number> => {
  const { colours } = values;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activity_types (club_id, title, background_light, font_light, background_light_light,
                                    font_light_light, background_dark_light, font_dark_light, created_at)
        values (${values.clubId}, ${values.title}, ${colours.backgroundHexColorLightTheme},
                ${colours.fontHexColorLightTheme}, ${colours.backgroundHexColorLightLightTheme},
                ${colours.fontHexColorLightLightTheme}, ${colours.backgroundHexColorDarkLightTheme},
                ${colours.fontHexColorDarkLightTheme}, ${values.createdAt}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('insert of an activity type answered no row');
  return Number(row.id);
};

/** Where one change of a visible type lands: the club's override of a built-in, or its own row. */
export interface TypeTarget {
  clubId: number;
  typeId: number;
  builtIn: boolean;
  now: Date;
}

/**
 * Sets one column of a visible type for the club, in one statement: a built-in type's override row is made or
 * changed; an own type's row is changed. Answers false (nothing written) when the type is not one the club sees
 * visible.
 */
export const setColumnSql = ({ clubId, typeId, builtIn, now }: TypeTarget, column: TextColumn, value: string): SQL => {
  const name = sql.identifier(column);
  return builtIn
    ? sql`insert into activity_type_overrides (club_id, type_id, ${name}, updated_at)
          select ${clubId}::int, t.id, ${value}::text, ${now}::timestamptz
            from activity_types t
           where t.id = ${typeId}::int and t.club_id is null and not t.hidden
             and not exists (select 1 from activity_type_overrides h
                              where h.club_id = ${clubId}::int and h.type_id = t.id and h.hidden)
          on conflict (club_id, type_id) do update set ${name} = excluded.${name}, updated_at = excluded.updated_at
          returning type_id as id`
    : sql`update activity_types set ${name} = ${value}::text
           where id = ${typeId}::int and club_id = ${clubId}::int and not hidden
          returning id`;
};

export const setColumn = async (db: Db, target: TypeTarget, column: TextColumn, value: string): Promise<boolean> =>
  (await queryRows(db, setColumnSql(target, column, value))).length > 0;

/** Adds, replaces (a title) or removes (null) the title's translation into one language, in one statement. */
export const setTranslation = async (
  db: Db,
  { clubId, typeId, builtIn, now }: TypeTarget,
  language: LocaleCode,
  title: string | null,
): Promise<boolean> => {
  const change = (current: SQL) =>
    title === null
      ? sql`${current} - ${language}::text`
      : sql`${current} || jsonb_build_object(${language}::text, ${title}::text)`;
  const rows = await queryRows(
    db,
    builtIn
      ? sql`insert into activity_type_overrides (club_id, type_id, translations, updated_at)
            select ${clubId}::int, t.id, ${change(sql`t.translations`)}, ${now}::timestamptz
              from activity_types t
             where t.id = ${typeId}::int and t.club_id is null and not t.hidden
               and not exists (select 1 from activity_type_overrides h
                                where h.club_id = ${clubId}::int and h.type_id = t.id and h.hidden)
            on conflict (club_id, type_id) do update
              set translations = ${change(sql`coalesce(activity_type_overrides.translations, '{}'::jsonb)`)},
                  updated_at = excluded.updated_at
            returning type_id as id`
      : sql`update activity_types set translations = ${change(sql`translations`)}
             where id = ${typeId}::int and club_id = ${clubId}::int and not hidden
            returning id`,
  );
  return rows.length > 0;
};

/**
 * The icon file the club's change of the type now names (its override's, or its own row's), the row locked until the
 * transaction ends: what a new icon replaces. Null when there is none, or the club has no row for the type yet (a
 * built-in it has not changed).
 */
export const lockIconPath = async (db: Db, { clubId, typeId, builtIn }: TypeTarget): Promise<string | null> => {
  const [row] = await queryRows<{ icon_path: string | null }>(
    db,
    builtIn
      ? sql`select icon_path from activity_type_overrides where club_id = ${clubId}::int and type_id = ${typeId}::int
             for update`
      : sql`select icon_path from activity_types where id = ${typeId}::int and club_id = ${clubId}::int for update`,
  );
  return row?.icon_path ?? null;
};

/** Hides a type for the club: its override of a built-in says so, or its own row does. */
export const hideType = async (db: Db, { clubId, typeId, builtIn, now }: TypeTarget): Promise<void> => {
  await db.execute(
    builtIn
      ? sql`insert into activity_type_overrides (club_id, type_id, hidden, updated_at)
            values (${clubId}::int, ${typeId}::int, true, ${now}::timestamptz)
            on conflict (club_id, type_id) do update set hidden = true, updated_at = excluded.updated_at`
      : sql`update activity_types set hidden = true where id = ${typeId}::int and club_id = ${clubId}::int`,
  );
};
