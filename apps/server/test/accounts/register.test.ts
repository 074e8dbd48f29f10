import { textLimits, type RegisterRequest } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { seedLink } from '../support/links.js';
import { contextOf } from '../support/world.js';
import { failure } from '../support/failure.js';
import { count, userIdOf } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const ctx = contextOf(() => ({ t }));

const person = (change: Partial<RegisterRequest> = {}): RegisterRequest => ({
  firstName: 'Ida',
  surname: 'Holm',
  email: uniqueEmail('ida'),
  password: 'grøn-kajak-77',
  zip: '8000',
  ...change,
});

const userCount = () => count(t.database.db, sql`select count(*)::int as count from users`);

/** A club with an invitation link; its disabled fields decide what sign-up requires. */
const clubWithLink = async (disabledUserFields: string[], disabledAddressFields: string[]) => {
  const [club] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into clubs (title, disabled_user_fields, disabled_address_fields)
        values ('Klub', ${JSON.stringify(disabledUserFields)}::jsonb, ${JSON.stringify(disabledAddressFields)}::jsonb)
        returning id`,
  );
  const token = `link-${Math.random().toString(36).slice(2)}`;
  await seedLink(t, Number(club?.id), { token });
  return { clubId: Number(club?.id), token };
};

describe('POST /v2/login/register', () => {
  it('creates the account (201), hashed with argon2id, and the same credentials then sign in', async () => {
    const body = person({ email: '  Ida.Holm@Example.dk ' });
    const answer = await api(t).register({ body });
    expect(answer).toEqual({ userId: expect.any(Number), created: true });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select email, password_hash, first_name, surname, zip, birthdate, mobile from users where id = ${answer.userId}`,
    );
    expect(row).toMatchObject({ email: 'Ida.Holm@Example.dk', first_name: 'Ida', surname: 'Holm', zip: '8000' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.birthdate).toBeNull();
    const signedIn = await api(t).loginPlain({ body: { email: 'ida.holm@example.dk', password: 'grøn-kajak-77' } });
    expect(signedIn.user.id).toBe(answer.userId);
  });

  it('stores the optional fields, blank ones as null', async () => {
    const { userId } = await api(t).register({
      body: person({ birthdate: '1990-04-01', mobile: '12345678', address: ' Vej 1 ', city: '', clubToken: null }),
    });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select to_char(birthdate, 'YYYY-MM-DD') as birthdate, mobile, address, city from users where id = ${userId}`,
    );
    expect(row).toEqual({ birthdate: '1990-04-01', mobile: '12345678', address: 'Vej 1', city: null });
  });

  badInput(ctx, 'POST /v2/login/register', {
    tables: ['users', 'memberships'],
    call: (change: Record<string, unknown>) => api(t).register({ body: person(change as Partial<RegisterRequest>) }),
    cases: [
      [
        'no password',
        { password: undefined },
        { status: 400, code: 'passwordMissing', field: 'password', message: 'Kode mangler' },
      ],
      [
        'an empty password',
        { password: '' },
        { status: 400, code: 'passwordMissing', field: 'password', message: 'Kode mangler' },
      ],
      ['a short password', { password: 'short' }, { status: 400, code: 'passwordTooShort', field: 'password' }],
      [
        'a password over the house limit',
        { password: 'x'.repeat(textLimits.password + 1) },
        { status: 400, code: 'maxLength', field: 'password' },
      ],
      ['no first name', { firstName: ' ' }, { status: 400, code: 'required', field: 'firstName' }],
      [
        'a first name over the house limit',
        { firstName: 'x'.repeat(textLimits.name + 1) },
        { status: 400, code: 'maxLength', field: 'firstName' },
      ],
      ['no surname', { surname: '' }, { status: 400, code: 'required', field: 'surname' }],
      ['a surname that is a number', { surname: 7 }, { status: 400, code: 'required', field: 'surname' }],
      ['an invalid e-mail', { email: 'ida@' }, { status: 400, code: 'emailValid', field: 'email' }],
      ['a zip with a letter', { zip: '80a0' }, { status: 400, code: 'mustBeANumber', field: 'zip' }],
      ['a 3-digit zip', { zip: '800' }, { status: 400, code: 'minCiphers', field: 'zip' }],
      ['a 7-digit mobile', { mobile: '1234567' }, { status: 400, code: 'minCiphers', field: 'mobile' }],
      [
        'a city over the house limit',
        { city: 'x'.repeat(textLimits.line + 1) },
        { status: 400, code: 'maxLength', field: 'city' },
      ],
      ['an impossible birthdate', { birthdate: '2001-02-30' }, { status: 400, code: 'dateValid', field: 'birthdate' }],
      [
        'a 12-year-old',
        { birthdate: `${new Date().getFullYear() - 12}-01-01` },
        { status: 400, code: 'tooYoung', field: 'birthdate' },
      ],
      [
        'an unknown club token',
        { clubToken: 'no-such-link' },
        { status: 400, code: 'invalidClubToken', field: 'clubToken' },
      ],
    ],
  });

  it('answers 409 "Denne e-mail er allerede i brug" on the email field for a used e-mail, in any case', async () => {
    const email = uniqueEmail('dup');
    await api(t).register({ body: person({ email }) });
    const before = await userCount();
    expect(await failure(api(t).register({ body: person({ email: ` ${email.toUpperCase()}` }) }))).toEqual({
      status: 409,
      code: 'emailInUse',
      field: 'email',
      message: 'Denne e-mail er allerede i brug',
    });
    expect(await userCount()).toBe(before);
  });
});

describe('register with a clubToken', () => {
  it('answers 400 invalidClubToken for an unknown token', async () => {
    expect(await failure(api(t).register({ body: person({ clubToken: 'no-such-link' }) }))).toMatchObject({
      status: 400,
      code: 'invalidClubToken',
      field: 'clubToken',
    });
  });

  const complete = { birthdate: '1990-01-01', mobile: '12345678', address: 'Vej 1', city: 'Aarhus' };

  it.each([
    ['disables nothing: all four required', [], [], ['birthdate', 'mobile', 'address', 'city']],
    ['disables birthdate and address', ['birthdate'], ['address'], ['mobile', 'city']],
    ['disables all four: none required', ['birthdate', 'mobile'], ['address', 'city'], []],
  ])('a club that %s', async (_label, disabledUser, disabledAddress, required) => {
    const { token } = await clubWithLink(disabledUser, disabledAddress);
    for (const field of required) {
      const body = person({ ...complete, [field]: '', clubToken: token });
      expect(await failure(api(t).register({ body }))).toMatchObject({ status: 400, code: 'required', field });
    }
    const optional = Object.keys(complete).filter((field) => !required.includes(field));
    const withoutOptional = Object.fromEntries(optional.map((field) => [field, null]));
    expect(
      await statusOf(api(t).register({ body: person({ ...complete, ...withoutOptional, clubToken: token }) })),
    ).toBe('ok');
  });

  it('does not make the user a member of the club (the invitation flow joins through clubs/join)', async () => {
    const { clubId, token } = await clubWithLink(['birthdate', 'mobile'], ['address', 'city']);
    const email = uniqueEmail('invited');
    await api(t).register({ body: person({ email, clubToken: token }) });
    const userId = await userIdOf(t.database.db, email);
    expect(userId).toBeDefined();
    expect(
      await count(
        t.database.db,
        sql`select count(*)::int as count from memberships where club_id = ${clubId} or user_id = ${userId}`,
      ),
    ).toBe(0);
  });
});
