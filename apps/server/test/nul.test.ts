import { describe, expect, it } from 'vitest';
import { api, testApi } from './support/api.js';
import { badInput, type BadCase, type Refusal } from './support/badInput.js';
import { pngFile } from './support/images.js';
import { uniqueEmail } from './support/uniqueEmail.js';
import { useWorld } from './support/world.js';

/**
 * Finding 9: a NUL in any text field answered 500 (PostgreSQL text cannot hold one). Every text field of
 * every entry, through the API: 400 `invalidCharacter` on that field, and nothing written. The domain's
 * text schemas refuse it, and the guard of the contract registration (`nulGuard.ts`) refuses it in any
 * key or value of the path, the query and the body, so an area's raw `z.string()` is covered too.
 */

const ctx = useWorld();

/** The text with a NUL inside it (not at an end, where a trim could hide the difference). */
const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`;

const refused = (field: string): Refusal => ({ status: 400, code: 'invalidCharacter', field });

/** One case per field: that field's valid value with a NUL in it. */
const nulCases = <T extends Record<string, unknown>>(valid: T, fields: readonly (keyof T & string)[]) =>
  fields.map((field): BadCase<Partial<T>> => [
    `a NUL in ${field}`,
    { [field]: withNul(String(valid[field])) } as Partial<T>,
    refused(field),
  ]);

const STRONG = 'grøn-kajak-77';
const admin = () => ({ token: ctx.world.tokens.adminA });

const signIn = { email: 'adminA@test.klubhus.dk', password: 'secret1234' };
badInput(ctx, 'POST /v2/login/plain', {
  tables: ['users', 'sessions', 'sign_in_attempts', 'trusted_devices'],
  call: (change: Partial<typeof signIn>) => api(ctx.t).loginPlain({ body: { ...signIn, ...change } }),
  cases: nulCases(signIn, ['email', 'password']),
});

const person = {
  firstName: 'Ida',
  surname: 'Holm',
  email: 'ida@holm.dk',
  password: STRONG,
  zip: '8000',
  clubToken: 'no-such-link',
  birthdate: '1990-01-01',
  mobile: '12345678',
  address: 'Vej 1',
  city: 'Aarhus',
};
badInput(ctx, 'POST /v2/login/register', {
  tables: ['users'],
  call: (change: Partial<typeof person>) =>
    api(ctx.t).register({ body: { ...person, email: uniqueEmail('nul'), ...change } }),
  cases: nulCases(person, [
    'firstName',
    'surname',
    'email',
    'password',
    'zip',
    'clubToken',
    'birthdate',
    'mobile',
    'address',
    'city',
  ]),
});

badInput(ctx, 'POST /v2/login/forgotPassword', {
  tables: ['outbox', 'password_resets'],
  call: (change: Partial<{ email: string }>) => api(ctx.t).forgotPassword({ body: { email: signIn.email, ...change } }),
  cases: nulCases({ email: signIn.email }, ['email']),
});

const reset = { token: 'x'.repeat(43), password: STRONG };
badInput(ctx, 'POST /v2/login/resetPassword', {
  tables: ['users', 'password_resets', 'sessions'],
  call: (change: Partial<typeof reset>) => api(ctx.t).resetPassword({ body: { ...reset, ...change } }),
  cases: nulCases(reset, ['token', 'password']),
});

const external = { provider: 'test-idp', token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' };
badInput(ctx, 'POST /v4/login/external', {
  tables: ['users', 'sessions'],
  call: (change: Partial<typeof external>) => api(ctx.t).loginExternal({ body: { ...external, ...change } }),
  cases: nulCases(external, ['provider', 'token']),
});

badInput(ctx, 'PUT /v3/user/locale', {
  tables: ['users'],
  call: (change: Partial<{ locale: string }>) =>
    api(ctx.t, admin()).putUserLocale({ body: { locale: 'da', ...change } as { locale: 'da' } }),
  cases: nulCases({ locale: 'da' }, ['locale']),
});

const club = {
  title: 'Nulklubben',
  zip: '8000',
  phoneNumber: '12345678',
  address: 'Vej 1',
  city: 'Aarhus',
  homePage: 'klub.dk',
  description: 'Om os',
};
badInput(ctx, 'POST /v2/web/newclub', {
  tables: ['clubs', 'memberships'],
  call: (change: Partial<typeof club>) => api(ctx.t, admin()).newClub({ body: { ...club, ...change } }),
  cases: [
    ...nulCases(club, ['title', 'zip', 'phoneNumber', 'address', 'city', 'homePage', 'description']),
    // A key is text too: an unknown key would be stripped, but not one with a NUL in it.
    ['a NUL in a key', { ['ti\u0000tle']: 'x' } as Partial<typeof club>, refused('ti\uFFFDtle')],
  ],
});

const settings = { ...club, vatId: 'DK12345678', dataPolicyLink: 'klub.dk/privatliv' };
badInput(ctx, 'PATCH /v3/clubs/:id', {
  tables: ['clubs'],
  call: (change: Partial<typeof settings>) =>
    api(ctx.t, admin()).patchClub({ params: { id: ctx.world.clubA }, body: change }),
  cases: nulCases(settings, [
    'title',
    'description',
    'address',
    'zip',
    'city',
    'phoneNumber',
    'homePage',
    'vatId',
    'dataPolicyLink',
  ]),
});

badInput(ctx, 'POST /v2/login/checkclublink', {
  tables: ['club_links'],
  call: (change: Partial<{ clubToken: string }>) => api(ctx.t).checkClubLink({ body: { clubToken: 'abc', ...change } }),
  cases: nulCases({ clubToken: 'abc' }, ['clubToken']),
});

badInput(ctx, 'GET /tenant/minorgendpoint/:domain', {
  tables: [],
  call: (change: Partial<{ domain: string }>) =>
    api(ctx.t).tenantEndpoint({ params: { domain: 'klub.example.dk', ...change } }),
  cases: nulCases({ domain: 'klub.example.dk' }, ['domain']),
});

badInput(ctx, 'GET /v2/clubs/datapolicy/accept (a query)', {
  tables: ['data_policy_acceptances'],
  call: (change: Partial<{ clubId: string; clubToken: string }>) =>
    api(ctx.t, admin()).acceptDataPolicy({ query: { clubId: String(ctx.world.clubA), ...change } }),
  cases: nulCases({ clubId: '1', clubToken: 'abc' }, ['clubId', 'clubToken']),
});

badInput(ctx, 'PUT /v3/user/images/header (a form field)', {
  tables: ['users'],
  call: (change: Partial<{ userId: string }>) =>
    api(ctx.t, admin()).putUserHeaderImage({ body: { image: pngFile(), userId: '12', ...change } }),
  cases: nulCases({ userId: '12' }, ['userId']),
});

// The test contract's subject is a raw z.string(), as an area might write one: only the guard stands
// between it and the outbox's jsonb, which cannot hold a NUL either.
const mail = { to: 'a@b.dk', subject: 'Hej' };
badInput(ctx, 'test adminMail (a raw z.string())', {
  tables: ['outbox'],
  call: (change: Partial<typeof mail>) =>
    testApi(ctx.t, admin()).adminMail({ body: { clubId: ctx.world.clubA, ...mail, ...change } }),
  cases: nulCases(mail, ['to', 'subject']),
});

describe('the NUL guard', () => {
  const inject = (url: string, payload?: unknown) =>
    ctx.t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('names a query field by its part, as the validation answers do', async () => {
    const response = await inject(`/api/v2/clubs/datapolicy/accept?clubId=${ctx.world.clubA}&note=a%00b`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'query.note: invalidCharacter',
      code: 'invalidCharacter',
      field: 'note',
    });
  });

  it('finds a NUL in a query key', async () => {
    const response = await inject(`/api/v2/clubs/datapolicy/accept?clubId=${ctx.world.clubA}&a%00=1`);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalidCharacter', field: 'a\uFFFD' });
  });

  it('finds a NUL deep inside arrays and objects of the body, and names its path', async () => {
    const response = await inject('/api/v2/web/newclub', {
      ...club,
      extra: [{ a: 'ok' }, { b: ['ok', 'n\u0000'] }],
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'extra.1.b.1: invalidCharacter',
      code: 'invalidCharacter',
      field: 'extra.1.b.1',
    });
  });

  it('walks a body nested 30,000 deep (within the 64 KB body limit) without overflowing the stack', async () => {
    // Written by hand: JSON.stringify itself would overflow on it.
    const depth = 30_000;
    const nested = `${'['.repeat(depth)}"n\\u0000"${']'.repeat(depth)}`;
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v2/web/newclub',
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}`, 'content-type': 'application/json' },
      payload: `${JSON.stringify(club).slice(0, -1)},"extra":${nested}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidCharacter' });
  });

  it('lets a body without NUL through to the contract', async () => {
    const response = await inject('/api/v2/web/newclub', { ...club, title: 'Ingen nul her' });
    expect(response.statusCode).toBe(201);
  });
});
