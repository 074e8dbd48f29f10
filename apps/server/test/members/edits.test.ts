import {
  memberRefusals,
  memberTypeOf,
  textLimits,
  type ImportedMemberUpdate,
  type MemberUpdate,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addInactive, addUser, allowEditing, memberTypeIn } from './seedMembers.js';

/** The two edits of ADR 017 "Editing": an active member's (`PATCH /v3/…/members/:id`) and an inactive one's. */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const ids = {} as Record<'plain' | 'leader' | 'admin' | 'other' | 'child' | 'adult' | 'theirs', number>;

beforeAll(async () => {
  const club = ctx.world.clubA;
  ids.plain = await addUser(db(), club, { firstName: 'Per', surname: 'Plain', email: 'per.plain@test.klubhus.dk' });
  ids.leader = await addUser(db(), club, { firstName: 'Lis', surname: 'Leder', role: 'leader' });
  ids.admin = await addUser(db(), club, { firstName: 'Ane', surname: 'Admin', role: 'admin' });
  ids.other = await addUser(db(), ctx.world.clubB, {
    firstName: 'Ole',
    surname: 'Optaget',
    email: 'optaget@test.klubhus.dk',
  });
  ids.child = await addInactive(db(), club, {
    firstName: 'Cille',
    surname: 'Barn',
    email: 'Foraelder@test.klubhus.dk',
    child: true,
  });
  ids.adult = await addInactive(db(), club, { firstName: 'Arne', surname: 'Voksen', email: 'arne@test.klubhus.dk' });
  ids.theirs = await addInactive(db(), ctx.world.clubB, { firstName: 'Bent', surname: 'B' });
});

const update = (id: string, body: MemberUpdate) =>
  ctx.as('adminA').updateMember({ params: { club: ctx.world.clubA, id }, body });
const updateImported = (id: string, body: ImportedMemberUpdate) =>
  ctx.as('adminA').updateImportedMember({ params: { id }, body });

const userRow = async (userId: number) => {
  const [row] = await queryRows<Record<string, unknown>>(
    db(),
    sql`select first_name, surname, email, mobile, zip, address, city, to_char(birthdate, 'YYYY-MM-DD') as birthdate
          from users where id = ${userId}`,
  );
  return row;
};

describe('PATCH /v3/clubs/:club/members/:id', () => {
  it("changes a plain member's own details where the club allows it, and answers the details", async () => {
    await allowEditing(db(), ctx.world.clubA, true);
    const answer = await update(String(ids.plain), {
      firstName: '  Peter ',
      email: 'peter.plain@test.klubhus.dk',
      mobile: '12345678',
      zip: '8200',
      address: 'Nørregade 3',
      city: 'Aarhus N',
      birthdate: '1990-12-24',
    });
    expect(answer).toMatchObject({ id: String(ids.plain), firstName: 'Peter', city: 'Aarhus N', canEditDetails: true });
    expect(await userRow(ids.plain)).toEqual({
      first_name: 'Peter',
      surname: 'Plain',
      email: 'peter.plain@test.klubhus.dk',
      mobile: '12345678',
      zip: '8200',
      address: 'Nørregade 3',
      city: 'Aarhus N',
      birthdate: '1990-12-24',
    });
    // Blank clears an optional field; an absent one stays.
    await update(String(ids.plain), { city: '', mobile: null });
    expect(await userRow(ids.plain)).toMatchObject({ city: null, mobile: null, zip: '8200', first_name: 'Peter' });
  });

  it("always lets the administrator keep the club's note and member number, even where details are locked", async () => {
    await allowEditing(db(), ctx.world.clubA, false);
    for (const id of [ids.plain, ids.leader, ids.admin]) {
      const answer = await update(String(id), { note: ' Træner om torsdagen ', clubInternalMemberId: `M-${id}` });
      expect(answer).toMatchObject({ note: 'Træner om torsdagen', clubInternalMemberId: `M-${id}` });
    }
    const cleared = await update(String(ids.plain), { note: '', clubInternalMemberId: null });
    expect(cleared).toMatchObject({ note: null, clubInternalMemberId: null });
    // An empty change changes nothing.
    expect(await update(String(ids.admin), {})).toMatchObject({ note: 'Træner om torsdagen' });
  });

  it.each([
    ['the club does not allow it', false, 'plain', { surname: 'Nyt' }],
    ['the club does not allow it (only a birthdate)', false, 'plain', { birthdate: '2000-01-01' }],
    ['the member is a group leader', true, 'leader', { firstName: 'Nyt' }],
    ['the member is an administrator', true, 'admin', { city: 'Nyt' }],
  ] as const)(
    'refuses the person fields when %s: 403 cannotEditMember, nothing written',
    async (_l, allowed, who, body) => {
      await allowEditing(db(), ctx.world.clubA, allowed);
      const before = await userRow(ids[who]);
      expect(await failure(update(String(ids[who]), { ...body, note: 'med' }))).toMatchObject({
        status: 403,
        code: memberRefusals.cannotEditMember.code,
        message: memberRefusals.cannotEditMember.message,
      });
      expect(await userRow(ids[who])).toEqual(before);
      expect((await update(String(ids[who]), {})).note).not.toBe('med');
    },
  );

  it('answers 409 emailInUse for an e-mail another user has, whatever its case; keeps its own', async () => {
    await allowEditing(db(), ctx.world.clubA, true);
    expect(await failure(update(String(ids.plain), { email: 'OPTAGET@test.klubhus.dk' }))).toMatchObject({
      status: 409,
      code: 'emailInUse',
      field: 'email',
      message: 'Denne e-mail er allerede i brug',
    });
    const own = (await userRow(ids.plain))?.email as string;
    expect((await update(String(ids.plain), { email: own.toUpperCase() })).email).toBe(own.toUpperCase());
  });

  it('does not read the fields the update drops (spec §5)', async () => {
    await allowEditing(db(), ctx.world.clubA, true);
    const response = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/v3/clubs/${ctx.world.clubA}/members/${ids.plain}`,
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
      payload: { type: memberTypeOf('admin'), memberSince: '2000-01-01', requestTypeId: 2, groupIds: [1], note: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ note: 'x', requestTypeId: null, type: memberTypeOf('member') });
    expect(await memberTypeIn(db(), ctx.world.clubA, ids.plain)).toBe(memberTypeOf('member'));
  });

  badInput(ctx, 'PATCH /v3/clubs/:club/members/:id', {
    tables: ['users', 'memberships'],
    call: ([id, body]: readonly [string | (() => string), MemberUpdate]) =>
      allowEditing(db(), ctx.world.clubA, true).then(() => update(typeof id === 'function' ? id() : id, body)),
    cases: [
      [
        'a blank first name',
        [() => String(ids.plain), { firstName: '  ' }],
        { status: 400, code: 'required', field: 'firstName' },
      ],
      [
        'a first name that is a number',
        [() => String(ids.plain), { firstName: 7 as unknown as string }],
        { status: 400, code: 'required', field: 'firstName' },
      ],
      [
        'a name over the house limit',
        [() => String(ids.plain), { surname: 'x'.repeat(textLimits.name + 1) }],
        { status: 400, code: 'maxLength', field: 'surname' },
      ],
      [
        'an invalid e-mail',
        [() => String(ids.plain), { email: 'nope' }],
        { status: 400, code: 'emailValid', field: 'email' },
      ],
      ['a cleared e-mail', [() => String(ids.plain), { email: '' }], { status: 400, code: 'required', field: 'email' }],
      [
        'a mobile of 7 digits',
        [() => String(ids.plain), { mobile: '1234567' }],
        { status: 400, code: 'minCiphers', field: 'mobile' },
      ],
      [
        'a zip with letters',
        [() => String(ids.plain), { zip: '80a0' }],
        { status: 400, code: 'mustBeANumber', field: 'zip' },
      ],
      [
        'a zip of 5 digits',
        [() => String(ids.plain), { zip: '80000' }],
        { status: 400, code: 'minCiphers', field: 'zip' },
      ],
      [
        'no real date',
        [() => String(ids.plain), { birthdate: '2001-02-30' }],
        { status: 400, code: 'dateValid', field: 'birthdate' },
      ],
      [
        'a note over the house limit',
        [() => String(ids.plain), { note: 'x'.repeat(textLimits.freeText + 1) }],
        { status: 400, code: 'maxLength', field: 'note' },
      ],
      [
        'a member number over the house limit',
        [() => String(ids.plain), { clubInternalMemberId: 'x'.repeat(textLimits.line + 1) }],
        { status: 400, code: 'maxLength', field: 'clubInternalMemberId' },
      ],
      [
        'a member number with a control character',
        [() => String(ids.plain), { clubInternalMemberId: 'a\u0007' }],
        { status: 400, code: 'invalidCharacter', field: 'clubInternalMemberId' },
      ],
      [
        'an e-mail in use',
        [() => String(ids.plain), { email: 'optaget@test.klubhus.dk' }],
        { status: 409, code: 'emailInUse', field: 'email' },
      ],
      ['a group leader', [() => String(ids.leader), { zip: '8000' }], { status: 403, code: 'cannotEditMember' }],
      [
        'an inactive member',
        [() => `i${ids.adult}`, { note: 'x' }],
        { status: 400, code: 'inactiveMember', field: 'id' },
      ],
      ['an unknown member', ['2147483000', { note: 'x' }], { status: 404, code: 'memberNotFound' }],
      ["another club's member", [() => String(ids.other), { note: 'x' }], { status: 404, code: 'memberNotFound' }],
      ['a member id that is text', ['abc', { note: 'x' }], { status: 400, code: 'invalidMemberId', field: 'id' }],
    ],
  });
});

describe('PATCH /v2/user/imported/:id', () => {
  it("changes an inactive member's details and answers them", async () => {
    const answer = await updateImported(`i${ids.adult}`, {
      firstName: 'Arnold',
      mobile: '87654321',
      zip: '8210',
      address: 'Engvej 4',
      city: 'Aarhus V',
      birthdate: '1975-01-31',
      email: 'arnold@test.klubhus.dk',
    });
    expect(answer).toMatchObject({
      id: `i${ids.adult}`,
      firstName: 'Arnold',
      surname: 'Voksen',
      mobile: '87654321',
      zip: '8210',
      address: 'Engvej 4',
      city: 'Aarhus V',
      birthdate: '1975-01-31',
      email: 'arnold@test.klubhus.dk',
      status: 'notInvited',
    });
    // Imported people often have no e-mail: it may be cleared, and may be a family's shared one.
    expect((await updateImported(`i${ids.adult}`, { email: '' })).email).toBeNull();
    expect((await updateImported(`i${ids.adult}`, { email: 'foraelder@test.klubhus.dk' })).email).toBe(
      'foraelder@test.klubhus.dk',
    );
  });

  it("keeps a child's e-mail, a parent's: unchanged (case aside) is fine, the rest may change", async () => {
    const answer = await updateImported(`i${ids.child}`, { email: 'foraelder@test.klubhus.dk', firstName: 'Cecilie' });
    expect(answer).toMatchObject({ firstName: 'Cecilie', email: 'Foraelder@test.klubhus.dk', isChild: true });
  });

  badInput(ctx, 'PATCH /v2/user/imported/:id', {
    tables: ['inactive_members'],
    call: ([id, body]: readonly [() => string, ImportedMemberUpdate]) => updateImported(id(), body),
    cases: [
      [
        "a child's e-mail changed",
        [() => `i${ids.child}`, { email: 'barn@test.klubhus.dk' }],
        { status: 400, code: 'childEmail', field: 'email', message: 'Email på barnebruger kan ikke redigeres' },
      ],
      [
        "a child's e-mail cleared",
        [() => `i${ids.child}`, { email: null }],
        { status: 400, code: 'childEmail', field: 'email' },
      ],
      [
        'a mobile with letters',
        [() => `i${ids.adult}`, { mobile: '1234567a' }],
        { status: 400, code: 'mustBeANumber', field: 'mobile' },
      ],
      [
        'a mobile of 9 digits',
        [() => `i${ids.adult}`, { mobile: '123456789' }],
        { status: 400, code: 'minCiphers', field: 'mobile' },
      ],
      ['a zip of 3 digits', [() => `i${ids.adult}`, { zip: '800' }], { status: 400, code: 'minCiphers', field: 'zip' }],
      [
        'an invalid e-mail',
        [() => `i${ids.adult}`, { email: 'a@' }],
        { status: 400, code: 'emailValid', field: 'email' },
      ],
      [
        'a blank surname',
        [() => `i${ids.adult}`, { surname: '' }],
        { status: 400, code: 'required', field: 'surname' },
      ],
      [
        'a city over the house limit',
        [() => `i${ids.adult}`, { city: 'x'.repeat(textLimits.line + 1) }],
        { status: 400, code: 'maxLength', field: 'city' },
      ],
      [
        "an active member's id",
        [() => String(ids.plain), { city: 'x' }],
        { status: 400, code: 'invalidMemberId', field: 'id' },
      ],
      ['an unknown inactive member', [() => 'i2147483000', { city: 'x' }], { status: 404, code: 'notFound' }],
      ["another club's inactive member", [() => `i${ids.theirs}`, { city: 'x' }], { status: 404, code: 'notFound' }],
    ],
  });
});
