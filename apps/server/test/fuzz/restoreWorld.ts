import { linkValidTo, memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { putWorldActivities, type Persona } from '../support/seedAccessWorld.js';
import { intArray } from '../../src/features/members/public.js';
import { seedImportedScope, type ImportedScope } from '../support/importedScope.js';
import type { LinkTokens } from '../../src/features/signup-links/public.js';
import { queryRows } from '../../src/db/queryRows.js';
import type { FuzzLink, FuzzWorld } from './worldIds.js';

/** The personas' places as `seedAccessWorld` makes them (the loner has none). */
const places: readonly (readonly [Persona, 'clubA' | 'clubB', MemberRole])[] = [
  ['adminA', 'clubA', 'admin'],
  ['leaderA', 'clubA', 'leader'],
  ['otherLeaderA', 'clubA', 'leader'],
  ['memberA', 'clubA', 'member'],
  ['adminB', 'clubB', 'admin'],
];

/**
 * Puts the seeded world's memberships, groups (and who is in them, and who leads them) back where an earlier
 * entry's successful requests removed or changed them: a `groupdeleterecursive` with a known id deletes group A for good, and every later entry that locates a
 * group by its own id would then answer 404 before reading its body — never reaching the handler, and looking
 * to the body-limit rule as if a body over the limit had been let through. Each entry so starts from the world
 * as seeded; the rows are restored with their own ids where missing, and the roles and leaders as they were.
 */
export const restoreWorldGroups = async (db: Db, world: FuzzWorld): Promise<void> => {
  const { clubA, clubB, groups, userIds, inactiveIds } = world;
  // removeMembers deletes an inactive member outright; the imported-user call locates it by its id.
  await db.execute(
    sql`insert into inactive_members (id, club_id, first_name, surname) values
          (${inactiveIds.a}, ${clubA}, 'Inaktiv', 'A'), (${inactiveIds.b}, ${clubB}, 'Inaktiv', 'B')
        on conflict do nothing`,
  );
  // The member calls may take a persona out of its club (removeMembers) or change its role (setMemberRole, which
  // also ends a leader's leading): each persona is put back in its club, as what it was.
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values ${sql.join(
      places.map(([persona, club, role]) => sql`(${world[club]}, ${userIds[persona]}, ${memberTypeOf(role)})`),
      sql`, `,
    )}
        on conflict (club_id, user_id) do update set type = excluded.type`,
  );
  await db.execute(
    sql`insert into groups (id, club_id, title) values
          (${groups.a}, ${clubA}, 'Hold A'), (${groups.otherA}, ${clubA}, 'Hold A2'), (${groups.b}, ${clubB}, 'Hold B')
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader)
        select group_id, club_id, user_id, is_leader from (values
          (${groups.a}::int, ${clubA}::int, ${userIds.leaderA}::int, true),
          (${groups.a}::int, ${clubA}::int, ${userIds.memberA}::int, false),
          (${groups.otherA}::int, ${clubA}::int, ${userIds.otherLeaderA}::int, true)
        ) as seeded (group_id, club_id, user_id, is_leader)
        on conflict (group_id, user_id) do update set is_leader = excluded.is_leader`,
  );
  // A persona who joined the other club through its link (`joinClub` with club B's token) is taken out again.
  await db.execute(
    sql`delete from memberships m
         where m.club_id in (${clubA}, ${clubB})
           and m.user_id = any(${intArray(places.map(([persona]) => userIds[persona]))})
           and not exists (select 1 from (values ${sql.join(
             places.map(([persona, club]) => sql`(${world[club]}::int, ${userIds[persona]}::int)`),
             sql`, `,
           )}) as seeded (club_id, user_id) where seeded.club_id = m.club_id and seeded.user_id = m.user_id)`,
  );
  // The activity calls edit, cancel and re-invite the world's activities: each entry finds them coming, as seeded.
  await putWorldActivities(db, world, world.activities);
  if (world.links) for (const link of [world.links.a, world.links.b]) await restoreLink(db, link);
  if (world.messages) await putFuzzMessages(db, world, world.messages);
  if (world.sponsors) await putFuzzSponsors(db, world, world.sponsors);
  if (world.imported) await restoreImported(db, world.imported);
  await restoreStagedImports(db, world);
  await restoreActivityTypes(db, world);
};

/**
 * The clubs' activity types as seeded (ADR 024): the types calls rename, recolour and hide built-in types for a club
 * (`remove` with a known id such as 1 would leave later activity entries answering 400 invalidType on the world's
 * "Træning") and create types of the club's own. The clubs' changes go, and their own types with them, but those an
 * activity names, which are shown again.
 */
const restoreActivityTypes = async (db: Db, { clubA, clubB }: FuzzWorld) => {
  await db.execute(sql`delete from activity_type_overrides where club_id in (${clubA}, ${clubB})`);
  await db.execute(
    sql`delete from activity_types t where t.club_id in (${clubA}, ${clubB})
          and not exists (select 1 from activities a where a.type = t.id)`,
  );
  await db.execute(sql`update activity_types set hidden = false where club_id in (${clubA}, ${clubB}) and hidden`);
};

/**
 * A staged member import in each club (ADR 020), so that the import's recording calls reach their rows, roles and
 * source groups: club A's has rows `1` and `2` (a Træner of Fodbold-Senior, and a player), club B's row `b1`
 * (`worldIds.ts` names them). A clear or a confirm removes one; each entry starts with both staged again, as seeded.
 */
const restoreStagedImports = async (db: Db, { clubA, clubB }: FuzzWorld) => {
  await db.execute(sql`delete from member_imports where club_id in (${clubA}, ${clubB})`);
  await db.execute(sql`
    with staged as (
      insert into member_imports (club_id, source, file_name)
      values (${clubA}, 'csv', 'fuzz.csv'), (${clubB}, 'csv', 'fuzz.csv') returning id, club_id
    ), staged_rows as (
      insert into member_import_rows (import_id, club_id, row_id, line, first_name, surname, role, group_ids)
      select staged.id, staged.club_id, r.row_id, r.line, 'Fuzz', 'Række ' || r.row_id, r.role, r.group_ids
        from staged join (values (${clubA}::int, '1', 2, 'Træner', '{Fodbold-Senior}'::text[]),
                                 (${clubA}::int, '2', 3, null, '{}'::text[]),
                                 (${clubB}::int, 'b1', 2, 'Træner', '{Fodbold-Senior}'::text[]))
                           as r (club_id, row_id, line, role, group_ids) on r.club_id = staged.club_id
    ), staged_roles as (
      insert into member_import_roles (import_id, club_id, id, row_count) select id, club_id, 'Træner', 1 from staged
    )
    insert into member_import_groups (import_id, club_id, id, department, group_name, title, row_count)
    select id, club_id, 'Fodbold-Senior', 'Fodbold', 'Senior', 'Senior', 1 from staged`);
};

/** One sign-up link of a club, naming the club's seeded group (ADR 019). */
const seedLinkOf = async (db: Db, tokens: LinkTokens, clubId: number, groupId: number): Promise<FuzzLink> => {
  const { nonce, token, tokenHash } = tokens.newToken();
  const validTo = linkValidTo(new Date());
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into club_links (club_id, token_hash, nonce, valid_to) values (${clubId}, ${tokenHash}, ${nonce}, ${validTo})
        returning id`,
  );
  const link = { id: Number(row?.id), clubId, groupId, token, nonce, tokenHash, validTo };
  await restoreLink(db, link);
  return link;
};

/**
 * The fuzz world's messages (ADR 028): club A's by adminA to group A, club B's by adminB to all its members. With `ids`,
 * puts them back as seeded where the message calls changed or deleted them.
 */
export const putFuzzMessages = async (
  db: Db,
  world: Pick<FuzzWorld, 'clubA' | 'clubB' | 'groups' | 'userIds'>,
  ids?: FuzzWorld['messages'],
): Promise<NonNullable<FuzzWorld['messages']>> => {
  const idOf = (id: number | undefined) => (id === undefined ? sql`default` : sql`${id}`);
  const rows = await queryRows<{ id: number; club_id: number }>(
    db,
    sql`insert into messages (id, club_id, title, message, all_members, created_by_user_id)
        values (${idOf(ids?.a)}, ${world.clubA}, 'Træning', 'Husk bolde', false, ${world.userIds.adminA}),
               (${idOf(ids?.b)}, ${world.clubB}, 'Møde', 'Velkommen', true, ${world.userIds.adminB})
        on conflict (id) do update
          set club_id = excluded.club_id, title = excluded.title, message = excluded.message,
              all_members = excluded.all_members, created_by_user_id = excluded.created_by_user_id
        returning id, club_id`,
  );
  const a = Number(rows.find((row) => Number(row.club_id) === world.clubA)?.id);
  const b = Number(rows.find((row) => Number(row.club_id) === world.clubB)?.id);
  if (!a || !b) throw new Error('seed failed');
  await db.execute(sql`delete from message_groups where message_id in (${a}, ${b})`);
  await db.execute(
    sql`insert into message_groups (message_id, group_id, club_id) values (${a}, ${world.groups.a}, ${world.clubA})`,
  );
  return { a, b };
};

/**
 * The fuzz world's sponsors (ADR 029): one of each club with 2,500 views, none shown. With `ids`, puts them back as
 * seeded where the sponsor calls changed or deleted them (`deleteSponsor` with a known id deletes club A's for good).
 */
export const putFuzzSponsors = async (
  db: Db,
  world: Pick<FuzzWorld, 'clubA' | 'clubB'>,
  ids?: FuzzWorld['sponsors'],
): Promise<NonNullable<FuzzWorld['sponsors']>> => {
  const idOf = (id: number | undefined) => (id === undefined ? sql`default` : sql`${id}`);
  const rows = await queryRows<{ id: number; club_id: number }>(
    db,
    sql`insert into sponsors (id, club_id, title, url, logo_path, max_views, shown_count, is_external, zip_codes)
        values (${idOf(ids?.a)}, ${world.clubA}, 'Bageriet', 'https://bageriet.dk', ${`sponsors/${world.clubA}/fuzz.png`},
                2500, 0, false, '{}'),
               (${idOf(ids?.b)}, ${world.clubB}, 'Sporten', 'https://sporten.dk', ${`sponsors/${world.clubB}/fuzz.png`},
                2500, 0, true, '{8000}')
        on conflict (id) do update
          set club_id = excluded.club_id, title = excluded.title, url = excluded.url, logo_path = excluded.logo_path,
              max_views = excluded.max_views, shown_count = excluded.shown_count, is_external = excluded.is_external,
              zip_codes = excluded.zip_codes
        returning id, club_id`,
  );
  const a = Number(rows.find((row) => Number(row.club_id) === world.clubA)?.id);
  const b = Number(rows.find((row) => Number(row.club_id) === world.clubB)?.id);
  if (!a || !b) throw new Error('seed failed');
  return { a, b };
};

/** The fuzz world's sign-up links: one of club A naming group A, and one of club B naming group B. */
export const seedFuzzLinks = async (db: Db, tokens: LinkTokens, world: FuzzWorld): Promise<FuzzWorld['links']> => ({
  a: await seedLinkOf(db, tokens, world.clubA, world.groups.a),
  b: await seedLinkOf(db, tokens, world.clubB, world.groups.b),
});

/** The link as seeded, where the link deletion (`deleteClubLink` with its id) removed it. */
const restoreLink = async (db: Db, link: FuzzLink) => {
  await db.execute(
    sql`insert into club_links (id, club_id, token_hash, nonce, valid_to)
        values (${link.id}, ${link.clubId}, ${link.tokenHash}, ${link.nonce}, ${link.validTo})
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into club_link_groups (link_id, group_id, club_id) values (${link.id}, ${link.groupId}, ${link.clubId})
        on conflict do nothing`,
  );
};

/**
 * The fuzz world's sign-up (ADR 018): two adults of one e-mail in club A. The imported entries name the first
 * (`worldIds.ts`); the second keeps the flow open while the fuzzer's valid requests remove or activate the first, so
 * that its session stays good and later requests still reach their handlers.
 */
const signUpPeople = [
  { firstName: 'Mor', surname: 'Fuzz' },
  { firstName: 'Far', surname: 'Fuzz' },
] as const;

export const seedFuzzSignUp = (db: Db, clubId: number): Promise<ImportedScope> =>
  seedImportedScope(db, { clubId, people: signUpPeople });

/**
 * The world's sign-up as seeded: the imported calls add children, assign, remove and activate its people, and a flow
 * left with nobody waiting uses its link up.
 */
const restoreImported = async (db: Db, { clubId, email, ids, invitationId }: ImportedScope) => {
  await db.execute(
    sql`delete from inactive_members
         where club_id = ${clubId} and lower(email) = lower(${email}) and not (id = any(${intArray(ids)}))`,
  );
  for (const [index, id] of ids.entries()) {
    const { firstName, surname } = signUpPeople[index] ?? signUpPeople[0];
    await db.execute(
      sql`insert into inactive_members (id, club_id, first_name, surname, email, zip, invited_at)
          values (${id}, ${clubId}, ${firstName}, ${surname}, ${email}, '8000', now())
          on conflict (id) do update
            set first_name = excluded.first_name, surname = excluded.surname, birthdate = null, user_status = 1,
                assigned_at = null, own_login = null, activated_at = null, activated_user_id = null`,
    );
  }
  await db.execute(sql`delete from inactive_member_parents where child_id = any(${intArray(ids)})`);
  await db.execute(sql`update invitations set used_at = null where id = ${invitationId}`);
};
