import { memberTypeOf, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api, randomAddress } from '../support/api.js';
import { codeOf, failure } from '../support/failure.js';
import { badInput } from '../support/badInput.js';
import { seedLink } from '../support/links.js';
import { useWorld } from '../support/world.js';
import { clubRow, countRows } from './helpers.js';

const ctx = useWorld();
const { as } = ctx;

const userIdOf = async (persona: string) => {
  const [row] = await queryRows<{ id: number }>(
    ctx.t.database.db,
    sql`select id from users where email = ${`${persona}@test.klubhus.dk`}`,
  );
  return Number(row?.id);
};

describe('POST /v2/web/newclub', () => {
  it('creates the club with its fields and makes the creator its administrator', async () => {
    const { clubId } = await as('loner').newClub({
      body: {
        title: '  Lonely Rowers  ',
        zip: ' 8000 ',
        phoneNumber: '12345678',
        address: 'Havnen 1',
        city: 'Aarhus',
        homePage: 'https://rowers.dk',
        description: 'Vi ror.',
      },
    });
    expect(clubId).toBeGreaterThan(0);
    expect(await clubRow(ctx.t.database.db, clubId)).toMatchObject({
      title: 'Lonely Rowers',
      zip: '8000',
      phone_number: '12345678',
      address: 'Havnen 1',
      city: 'Aarhus',
      home_page: 'https://rowers.dk',
      description: 'Vi ror.',
      image_path: null,
    });
    const memberships = await queryRows<{ user_id: number; type: number }>(
      ctx.t.database.db,
      sql`select user_id, type from memberships where club_id = ${clubId}`,
    );
    expect(memberships).toEqual([{ user_id: await userIdOf('loner'), type: 2 }]);
    // The new administrator passes the club's admin calls at once.
    expect(await statusOf(as('loner').patchClub({ params: { id: clubId }, body: {} }))).toBe('ok');
  });

  it('stores empty optional fields as nothing', async () => {
    const { clubId } = await as('loner').newClub({
      body: { title: 'Tomme Felter', zip: '9000', city: '  ', address: '' },
    });
    expect(await clubRow(ctx.t.database.db, clubId)).toMatchObject({ city: null, address: null, phone_number: null });
  });

  describe('the duplicate rule: the same title (trimmed, case-insensitive) with the same zip → 409', () => {
    beforeAll(async () => {
      await as('memberA').newClub({ body: { title: 'Skovens Løbeklub', zip: '7100' } });
    });
    it.each([
      ['the same title and zip', 'Skovens Løbeklub', '7100'],
      ['another case', 'SKOVENS LØBEKLUB', '7100'],
      ['surrounding spaces', '  skovens løbeklub ', ' 7100'],
    ])('refuses %s with "Foreningen findes allerede" on title, and writes nothing', async (_label, title, zip) => {
      const clubs = await countRows(ctx.t.database.db, 'clubs');
      const memberships = await countRows(ctx.t.database.db, 'memberships');
      expect(await failure(as('leaderA').newClub({ body: { title, zip } }))).toEqual({
        status: 409,
        code: 'clubExists',
        field: 'title',
        message: 'Foreningen findes allerede',
      });
      expect(await countRows(ctx.t.database.db, 'clubs')).toBe(clubs);
      expect(await countRows(ctx.t.database.db, 'memberships')).toBe(memberships);
    });
    it.each([
      ['another zip', 'Skovens Løbeklub', '7000'],
      ['another title', 'Skovens Løbeklub 2', '7100'],
    ])('accepts %s', async (_label, title, zip) => {
      expect(await statusOf(as('leaderA').newClub({ body: { title, zip } }))).toBe('ok');
    });
    it('refuses two concurrent creations of the same club but one', async () => {
      const results = await Promise.all(
        [1, 2, 3].map(() => statusOf(as('adminB').newClub({ body: { title: 'Samtidig Klub', zip: '5000' } }))),
      );
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.filter((result) => result === 409)).toHaveLength(2);
    });
  });

  badInput(ctx, 'POST /v2/web/newclub', {
    tables: ['clubs', 'memberships'],
    call: (body: Record<string, unknown>) => as('loner').newClub({ body: body as never }),
    cases: [
      ['no title', { zip: '8000' }, { status: 400, code: 'required', field: 'title' }],
      ['a blank title', { title: '  ', zip: '8000' }, { status: 400, code: 'required', field: 'title' }],
      ['a title that is a number', { title: 42, zip: '8000' }, { status: 400, code: 'required', field: 'title' }],
      [
        'a title over the house limit',
        { title: 'x'.repeat(textLimits.title + 1), zip: '8000' },
        { status: 400, code: 'maxLength', field: 'title' },
      ],
      ['no zip', { title: 'Klub uden postnummer' }, { status: 400, code: 'required', field: 'zip' }],
      ['a 3-character zip', { title: 'Kort Zip', zip: '800' }, { status: 400, code: 'minCiphers', field: 'zip' }],
      ['a 9-character zip', { title: 'Lang Zip', zip: '123456789' }, { status: 400, code: 'maxCiphers', field: 'zip' }],
      [
        'a description over the house limit',
        { title: 'Lang Tekst', zip: '8000', description: 'x'.repeat(textLimits.freeText + 1) },
        { status: 400, code: 'maxLength', field: 'description' },
      ],
      [
        'a city that is a list',
        { title: 'Liste By', zip: '8000', city: ['Aarhus'] },
        { status: 400, code: 'invalid', field: 'city' },
      ],
      [
        'an image in the body',
        { title: 'Med Billede', zip: '8000', image: 'data:image/png;base64,AAAA' },
        { status: 400, code: 'invalid', field: 'image' },
      ],
    ],
  });
});

describe("the signed-in user's clubs", () => {
  let fresh: TestApp;
  let freshWorld: AccessWorld;
  let second: number;
  beforeAll(async () => {
    fresh = await createTestApp();
    freshWorld = await seedAccessWorld(fresh.database.db);
    ({ clubId: second } = await api(fresh, { token: freshWorld.tokens.leaderA }).newClub({
      body: { title: 'Aarhus Atletik', zip: '8200', city: 'Aarhus N' },
    }));
  });
  afterAll(() => fresh.close());
  const leader = () => api(fresh, { token: freshWorld.tokens.leaderA });

  it('GET /v2/web/cluboverview lists each club with the member type, by title', async () => {
    expect(await leader().clubOverview({})).toEqual([
      {
        clubId: second,
        title: 'Aarhus Atletik',
        imageUrl: null,
        memberType: 2,
        countryCode: 'DK',
        zip: '8200',
        city: 'Aarhus N',
      },
      {
        clubId: freshWorld.clubA,
        title: 'Klub A',
        imageUrl: null,
        memberType: 3,
        countryCode: 'DK',
        zip: null,
        city: null,
      },
    ]);
  });

  it('GET /v2/wheel/myclubwheels lists the same clubs compactly', async () => {
    expect(await leader().myClubWheels({})).toEqual([
      { id: second, name: 'Aarhus Atletik', imageUrl: null },
      { id: freshWorld.clubA, name: 'Klub A', imageUrl: null },
    ]);
  });

  it('GET /v3/user/clubmaps gives the member type per club', async () => {
    expect(await leader().userClubMaps({})).toEqual(
      [
        { clubId: freshWorld.clubA, memberType: 3 },
        { clubId: second, memberType: 2 },
      ].sort((a, b) => a.clubId - b.clubId),
    );
  });

  it("never lists another user's clubs", async () => {
    const overview = await api(fresh, { token: freshWorld.tokens.adminB }).clubOverview({});
    expect(overview.map((club) => club.clubId)).toEqual([freshWorld.clubB]);
  });

  it('answers empty lists for a user without clubs', async () => {
    const loner = api(fresh, { token: freshWorld.tokens.loner });
    expect(await loner.clubOverview({})).toEqual([]);
    expect(await loner.myClubWheels({})).toEqual([]);
    expect(await loner.userClubMaps({})).toEqual([]);
  });

  it('never lists a placeholder club with id 0 (spec document 1 §4: only clubId > 0 counts)', async () => {
    const db = fresh.database.db;
    const [loner] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = 'loner@test.klubhus.dk'`,
    );
    await db.execute(sql`insert into clubs (id, title) values (0, 'Pladsholder')`);
    await db.execute(
      sql`insert into memberships (club_id, user_id, type) values (0, ${Number(loner?.id)}, ${memberTypeOf('member')})`,
    );
    try {
      const lonerApi = api(fresh, { token: freshWorld.tokens.loner });
      expect(await lonerApi.clubOverview({})).toEqual([]);
      expect(await lonerApi.myClubWheels({})).toEqual([]);
      expect(await lonerApi.userClubMaps({})).toEqual([]);
    } finally {
      await db.execute(sql`delete from clubs where id = 0`);
    }
  });

  it('GET /v3/user/0/children answers [] until relations exist', async () => {
    expect(await leader().userChildren({})).toEqual([]);
  });

  it('reads the lists through memberships_user_idx', async () => {
    // A handful of rows: without seq scans the planner shows which index the query can use.
    const plan = await fresh.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx as never,
        sql`explain select club_id, type from memberships where user_id = 1 and club_id > 0`,
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('memberships_user_idx');
  });
});

describe('PATCH /v3/clubs/:id (general settings only)', () => {
  it('changes the given fields, clears nulls, keeps the rest and answers the settings', async () => {
    const admin = as('adminA');
    const settings = await admin.patchClub({
      params: { id: ctx.world.clubA },
      body: {
        title: ' Klub A Idræt ',
        description: 'Om klubben',
        address: 'Vej 1',
        zip: '8000',
        city: 'Aarhus',
        phoneNumber: '87654321',
        homePage: 'https://klub-a.dk',
        vatId: 'DK11223344',
        dataPolicyLink: 'klub-a.dk/privatliv',
      },
    });
    expect(settings).toEqual({
      clubId: ctx.world.clubA,
      title: 'Klub A Idræt',
      description: 'Om klubben',
      address: 'Vej 1',
      zip: '8000',
      city: 'Aarhus',
      phoneNumber: '87654321',
      homePage: 'https://klub-a.dk',
      vatId: 'DK11223344',
      dataPolicyLink: 'https://klub-a.dk/privatliv',
      imageUrl: null,
      countryCode: 'DK',
    });
    expect(await admin.getClub({ params: { id: ctx.world.clubA } })).toEqual(settings);
    const cleared = await admin.patchClub({ params: { id: ctx.world.clubA }, body: { description: null, vatId: '' } });
    expect(cleared).toMatchObject({ description: null, vatId: null, title: 'Klub A Idræt', city: 'Aarhus' });
    expect(await clubRow(ctx.t.database.db, ctx.world.clubA)).toMatchObject({
      description: null,
      vat_id: null,
      city: 'Aarhus',
    });
  });

  it.each(['countryCode', 'imagePath', 'image', 'disabledUserFields', 'canEditMembers', 'id'])(
    'refuses the field %s with 400 unknownField on that field, and changes nothing',
    async (field) => {
      const before = await clubRow(ctx.t.database.db, ctx.world.clubA);
      const response = await ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/v3/clubs/${ctx.world.clubA}`,
        headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
        payload: { title: 'Noget Andet', [field]: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'unknownField', field });
      expect(await clubRow(ctx.t.database.db, ctx.world.clubA)).toEqual(before);
    },
  );

  badInput(ctx, 'PATCH /v3/clubs/:id', {
    tables: ['clubs'],
    call: ({ id = ctx.world.clubA, body }: { id?: number; body: Record<string, unknown> }) =>
      as('adminA').patchClub({ params: { id }, body: body as never }),
    cases: [
      ['a blank title', { body: { title: ' ' } }, { status: 400, code: 'required', field: 'title' }],
      ['a null title', { body: { title: null } }, { status: 400, code: 'required', field: 'title' }],
      ['a short zip', { body: { zip: '12' } }, { status: 400, code: 'minCiphers', field: 'zip' }],
      ['a long zip', { body: { zip: '123456789' } }, { status: 400, code: 'maxCiphers', field: 'zip' }],
      ['a zip that is a number', { body: { zip: 8000 } }, { status: 400, code: 'required', field: 'zip' }],
      [
        'a VAT id over the house limit',
        { body: { vatId: '1'.repeat(textLimits.line + 1) } },
        { status: 400, code: 'maxLength', field: 'vatId' },
      ],
      [
        'a data-policy link that is no address',
        { body: { dataPolicyLink: 'privatliv' } },
        { status: 400, code: 'urlValid', field: 'dataPolicyLink' },
      ],
      [
        'a data-policy link with another scheme',
        { body: { dataPolicyLink: 'javascript:alert(1)' } },
        { status: 400, code: 'urlValid', field: 'dataPolicyLink' },
      ],
      [
        'a data-policy link with spaces',
        { body: { dataPolicyLink: 'klub a.dk/politik' } },
        { status: 400, code: 'urlValid', field: 'dataPolicyLink' },
      ],
      ['an unknown club id', { id: 999_999, body: { title: 'Ny' } }, { status: 403, code: 'forbidden' }],
      [
        "another club's id",
        {
          get id() {
            return ctx.world.clubB;
          },
          body: { title: 'Ny' },
        },
        { status: 403, code: 'forbidden' },
      ],
    ],
  });

  it.each([
    ['as is with https', 'https://klub.dk/p', 'https://klub.dk/p'],
    ['as is with ftp', 'ftp://klub.dk/p.pdf', 'ftp://klub.dk/p.pdf'],
    ['https:// prefixed without a scheme', 'www.klub.dk/p', 'https://www.klub.dk/p'],
  ])('stores the data-policy link %s', async (_label, link, stored) => {
    const settings = await as('adminA').patchClub({ params: { id: ctx.world.clubA }, body: { dataPolicyLink: link } });
    expect(settings.dataPolicyLink).toBe(stored);
    expect(await api(ctx.t).dataPolicyLink({ query: { clubId: ctx.world.clubA } })).toEqual({ link: stored });
  });

  describe('the duplicate rule, excluding the club itself', () => {
    let other: number;
    beforeAll(async () => {
      ({ clubId: other } = await as('adminA').newClub({ body: { title: 'Nabo Klubben', zip: '8000' } }));
      await as('adminA').patchClub({ params: { id: ctx.world.clubA }, body: { title: 'Klub A Idræt', zip: '8000' } });
    });
    it('answers 409 when the new title and zip are another club’s', async () => {
      expect(
        await failure(as('adminA').patchClub({ params: { id: ctx.world.clubA }, body: { title: 'nabo klubben ' } })),
      ).toMatchObject({ status: 409, code: 'clubExists', field: 'title', message: 'Foreningen findes allerede' });
      expect(await clubRow(ctx.t.database.db, ctx.world.clubA)).toMatchObject({ title: 'Klub A Idræt' });
    });
    it('answers 409 when only the zip change makes it a duplicate', async () => {
      await as('adminA').patchClub({ params: { id: other }, body: { zip: '8200' } });
      expect(
        await failure(as('adminA').patchClub({ params: { id: other }, body: { title: 'Klub A Idræt', zip: '8000' } })),
      ).toMatchObject({ status: 409, field: 'title' });
    });
    it('accepts the club’s own title and zip again (another case, too)', async () => {
      const settings = await as('adminA').patchClub({
        params: { id: ctx.world.clubA },
        body: { title: 'KLUB A IDRÆT', zip: '8000' },
      });
      expect(settings.title).toBe('KLUB A IDRÆT');
    });
  });

  it("answers 403 to an administrator for another club's id", async () => {
    expect(await statusOf(as('adminA').patchClub({ params: { id: ctx.world.clubB }, body: { title: 'Kapret' } }))).toBe(
      403,
    );
    expect(await clubRow(ctx.t.database.db, ctx.world.clubB)).toMatchObject({ title: 'Klub B' });
  });
});

describe('data policy', () => {
  it('GET /v2/clubs/datapolicy/link/get answers null alike for a club without a policy and for no club (finding 11)', async () => {
    expect(await api(ctx.t).dataPolicyLink({ query: { clubId: ctx.world.clubB } })).toEqual({ link: null });
    // Walking ids tells nobody which clubs exist.
    expect(await api(ctx.t).dataPolicyLink({ query: { clubId: 999_999 } })).toEqual({ link: null });
  });

  it("GET /v2/clubs/datapolicy/accept records a member's acceptance once (idempotent) and answers 204", async () => {
    const before = await countRows(ctx.t.database.db, 'data_policy_acceptances');
    await expect(as('memberA').acceptDataPolicy({ query: { clubId: ctx.world.clubA } })).resolves.toBeUndefined();
    const acceptedAt = async () =>
      (
        await queryRows<{ accepted_at: string }>(
          ctx.t.database.db,
          sql`select accepted_at from data_policy_acceptances where club_id = ${ctx.world.clubA} and user_id = ${await userIdOf('memberA')}`,
        )
      )[0]?.accepted_at;
    const first = await acceptedAt();
    await as('memberA').acceptDataPolicy({ query: { clubId: ctx.world.clubA } });
    expect(await countRows(ctx.t.database.db, 'data_policy_acceptances')).toBe(before + 1);
    expect(await acceptedAt()).toEqual(first);
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v2/clubs/datapolicy/accept?clubId=${ctx.world.clubA}`,
      headers: { authorization: `Bearer ${ctx.world.tokens.memberA}` },
    });
    expect(response.statusCode).toBe(204);
  });

  it('records an acceptance by someone outside the club only with an invitation link of that club (finding 11)', async () => {
    await seedLink(ctx.t, ctx.world.clubA, { token: 'policy-a' });
    await seedLink(ctx.t, ctx.world.clubB, { token: 'policy-b' });
    const loner = await userIdOf('loner');
    const accepted = () =>
      queryRows(ctx.t.database.db, sql`select club_id from data_policy_acceptances where user_id = ${loner}`);
    expect(await codeOf(as('loner').acceptDataPolicy({ query: { clubId: ctx.world.clubA } }))).toBe('403 forbidden');
    expect(
      await codeOf(as('loner').acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: 'policy-b' } })),
    ).toBe('403 forbidden');
    expect(
      await codeOf(as('loner').acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: 'made-up' } })),
    ).toBe('403 forbidden');
    expect(await codeOf(as('loner').acceptDataPolicy({ query: { clubId: 999_999 } }))).toBe('403 forbidden');
    expect(await accepted()).toEqual([]);
    expect(
      await codeOf(as('loner').acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: 'policy-a' } })),
    ).toBe('ok');
    expect(await accepted()).toEqual([{ club_id: ctx.world.clubA }]);
  });

  it('answers 400 without a club id', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/v2/clubs/datapolicy/accept',
      headers: { authorization: `Bearer ${ctx.world.tokens.loner}` },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [
      'GET /v2/clubs/datapolicy/link/get',
      (clubId: number, address: string) => api(ctx.t, { address }).dataPolicyLink({ query: { clubId } }),
    ],
    [
      'GET /v4/clubs/getClubDisableProperties',
      (clubId: number, address: string) => api(ctx.t, { address }).clubDisableProperties({ query: { clubId } }),
    ],
  ])('%s: at most 60 lookups per minute from one address, then 429 (finding 11)', async (_label, lookup) => {
    const address = randomAddress();
    for (let clubId = 1; clubId <= 60; clubId++) expect(await codeOf(lookup(clubId, address))).toBe('ok');
    expect(await codeOf(lookup(61, address))).toMatch(/^429 /);
    expect(await codeOf(lookup(61, randomAddress()))).toBe('ok');
  });
});

describe('GET /v4/clubs/getClubDisableProperties', () => {
  it("answers the club's disabled fields", async () => {
    await ctx.t.database.db.execute(
      sql`update clubs set disabled_user_fields = '["birthdate","mobile"]'::jsonb, disabled_address_fields = '["city"]'::jsonb where id = ${ctx.world.clubB}`,
    );
    expect(await api(ctx.t).clubDisableProperties({ query: { clubId: ctx.world.clubB } })).toEqual({
      disabledUserFields: ['birthdate', 'mobile'],
      disabledAddressFields: ['city'],
    });
  });
  it('answers empty lists by default, and for no club alike (finding 11)', async () => {
    const { clubId } = await as('loner').newClub({ body: { title: 'Alt Påkrævet', zip: '6000' } });
    expect(await api(ctx.t).clubDisableProperties({ query: { clubId } })).toEqual({
      disabledUserFields: [],
      disabledAddressFields: [],
    });
    expect(await api(ctx.t).clubDisableProperties({ query: { clubId: 999_999 } })).toEqual({
      disabledUserFields: [],
      disabledAddressFields: [],
    });
  });
});

describe('POST /v2/login/checkclublink', () => {
  beforeAll(async () => {
    await seedLink(ctx.t, ctx.world.clubB, { token: 'tok-b', createdBy: await userIdOf('adminB') });
  });
  it('answers the invitation view of the club behind a token', async () => {
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: ' tok-b ' } })).toEqual({
      valid: true,
      id: ctx.world.clubB,
      name: 'Klub B',
      imageUrl: null,
      invitedByName: 'adminB Test',
      invitedByImage: null,
      groups: [{ userGroupId: ctx.world.groups.b, parentUserGroupId: null, title: 'Hold B' }],
      linkGroupIds: [],
      dataPolicyLink: null,
    });
  });
  it('answers { valid: false } for an unknown token', async () => {
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: 'nope' } })).toEqual({ valid: false });
  });
  it('answers 400 without a token', async () => {
    expect(await failure(api(ctx.t).checkClubLink({ body: { clubToken: ' ' } }))).toMatchObject({
      status: 400,
      code: 'required',
      field: 'clubToken',
    });
  });
});

// The gate's own tests are sponsors' (test/sponsors/show.test.ts, ADR 029).
describe('POST /v4/sponsors/Show', () => {
  it('answers 0 while the club has no sponsors', async () => {
    expect(await as('memberA').showSponsor({ body: {} })).toBe(0);
  });
});
