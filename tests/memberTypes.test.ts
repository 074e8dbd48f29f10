// Member types (1 member, 2 administrator, 3 group leader) live in one table,
// packages/domain/src/rules/memberTypes.ts; everything else names the role and goes through it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMemberTypeLiterals, type MemberTypeForm } from './support/memberTypeLiterals.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scanned = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
/** The table itself, and its own test, which checks it against the spec's numbers. */
const table = 'packages/domain/src/rules/memberTypes.ts';
const skipped = new Set([table, 'packages/domain/src/rules/memberTypes.test.ts']);

/** Every .ts/.tsx file under `dir` (relative to the root), tests and stories included. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !skipped.has(relative) ? [relative] : [];
  });

describe('the member-type literal patterns', () => {
  it.each<[string, string, MemberTypeForm, number]>([
    ['SQL: type = 2', 'sql`... where user_id = ${userId} and type = 2`', 1, 1],
    [
      'SQL: m.type = 2 on a later line',
      'sql`select m.club_id from memberships m\n   where m.user_id = ${userId} and m.type = 2`',
      1,
      2,
    ],
    ['SQL: o.type <> 3', 'sql`select 1 from memberships o where o.type <> 3`', 1, 1],
    ['SQL: type in (2, 3)', 'sql`select user_id from memberships where type in (2, 3)`', 1, 1],
    ['SQL: an interpolated column', 'sql`${memberships.type} = 2`', 1, 1],
    ['drizzle: eq', 'db.select().from(memberships).where(eq(memberships.type, 2));', 1, 1],
    ['drizzle: inArray', 'where(inArray(memberships.type, [2, 3]));', 1, 1],
    ['memberType !== 2', 'if (activeClub?.memberType !== 2) return null;', 2, 1],
    ['memberType === 3', 'const isLeader = memberType === 3;', 2, 1],
    ['2 === memberType', 'if (2 === memberType) return;', 2, 1],
    ['membership.type === 2', 'const admin = membership.type === 2;', 2, 1],
    ['[2, 3].includes(memberType)', 'const staff = [2, 3].includes(club.memberType);', 2, 1],
    ['memberType ?? 1', 'const role = memberRole(activeClub?.memberType ?? 1);', 2, 1],
    [
      'a named constant: const ADMINISTRATOR = 2',
      'const ADMINISTRATOR = 2;\n// ...\n} else if (activeClub?.memberType !== ADMINISTRATOR) content = <AdminOnly />;',
      2,
      1,
    ],
    ['a named constant with a type', 'const MEMBER_TYPE_ADMIN: MemberType = 2;', 2, 1],
    ['a named constant: GROUP_LEADER', 'export const GROUP_LEADER = 3 as const;', 2, 1],
    ['named constants in an object', 'const MemberTypes = { ADMIN: 2, LEADER: 3 } as const;', 2, 1],
    ['a seed: type: 2', 'await tx.insert(memberships).values({ clubId: club.id, userId: admin.id, type: 2 });', 3, 1],
    ['a fixture: { type: 3 }', 'const leader = { type: 3 };', 3, 1],
    ['a quoted key', 'body: JSON.stringify({ "type": 1 })', 3, 1],
    ['a rank table', 'const rank: Record<MemberType, number> = { 1: 1, 3: 2, 2: 3 };', 4, 1],
    ['a label table', "const labels = { 1: 'member', 2: 'admin', 3: 'leader' };", 4, 1],
    [
      'a table over several lines',
      "const labels = {\n  3: t('roles.leader'),\n  1: t('roles.member', { count }),\n  2: t('roles.admin'),\n};",
      4,
      1,
    ],
    ['a table with quoted keys', "const roles = { '1': 'member', '2': 'admin', '3': 'leader' };", 4, 1],
  ])('catches %s', (_label, snippet, form, line) => {
    expect(findMemberTypeLiterals(snippet)).toContainEqual(expect.objectContaining({ form, line }));
  });

  it.each([
    ['a table with one numeric key', "const x = { 1: 'a' };"],
    ['a table with two of the keys', "const x = { 1: 'a', 2: 'b' };"],
    [
      'a table with more keys (activity statuses)',
      "const x = { 0: 'invited', 1: 'attending', 2: 'cancelled', 3: 'x' };",
    ],
    ['a table with more keys (activity types)', "const x = { 1: 'practice', 2: 'meeting', 4: 'match', 5: 'other' };"],
    ['an import attribute', "import data from './x.json' with { type: 'json' };"],
    ['responseType', "xhr.responseType = 'json'; const o = { responseType: 'json' };"],
    ['requestType', "const o = { requestType: 'multipart', requestTypeId: 1 };"],
    ["payments' entity type", 'const o = { entityType: 17, type: 17 };'],
    ['type with another number', 'const o = { type: 0 }; const p = { type: 2.5 }; const q = { type: 12 };'],
    ['SQL with another number', 'sql`select * from payments where entity_type = 17 and type = 17`'],
    ['SQL on another column', 'sql`select * from activity_users where status = 2`'],
    ['SQL through the table', "sql`select * from memberships where type = ${memberTypeOf('admin')}`"],
    ['drizzle through the table', "where(eq(memberships.type, memberTypeOf('admin')))"],
    ['a comparison through the table', "if (activeClub?.memberType !== memberTypeOf('admin')) return;"],
    ['a role comparison', "if (roleAtLeast(memberRole(club.memberType), 'admin')) return;"],
    ['other comparisons', 'if (status === 2 || activityStatus !== 1 || count > 1 || page <= 3) return;'],
    ['a wire fixture (memberType on the wire)', 'clubsAre([{ ...sampleClub, memberType: 3 }]);'],
    ['a number passed through the table', "expect(memberRole(2)).toBe('admin');"],
    ['other upper-case constants', "const MAX_MEMBERS = 3; const PAGE = 2; const ADMIN_EMAIL = 'a@b.dk';"],
    ['ranks keyed by role names', 'const required = { member: 1, leader: 2, admin: 3 };'],
    ['type = 2 outside SQL text', 'let type = 2;'],
    ['a line comment', '// where type = 2 and memberType !== 2\nexport {};'],
    ['a block comment', '/** The old check was memberType !== 2, { type: 3 }, { 1: 1, 2: 2, 3: 3 }. */\nexport {};'],
    ['a URL in a string', "const url = 'https://example.dk/x'; const y = memberType;"],
  ])('ignores %s', (_label, snippet) => {
    expect(findMemberTypeLiterals(snippet)).toEqual([]);
  });
});

describe('member types are named, never numbered', () => {
  const files = scanned.flatMap(sourceFiles);

  it('reads the sources, and the one table is where the scan expects it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(root, table))).toBe(true);
  });

  it(`uses role names through ${table} everywhere else`, () => {
    const hits = files.flatMap((file) =>
      findMemberTypeLiterals(fs.readFileSync(path.join(root, file), 'utf8'), file).map(
        ({ line, form, what, text }) => `${file}:${line}  form ${form}, ${what}: ${text}`,
      ),
    );
    expect(hits, `name the role (memberTypeOf('admin'), memberRole(type)) instead of the number`).toEqual([]);
  });
});
