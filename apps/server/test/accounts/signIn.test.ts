import { ApiError, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badInput } from '../support/badInput.js';
import { contextOf } from '../support/world.js';
import { queryRows } from '../../src/db/queryRows.js';
import { DEMO_SIGN_IN } from '../../src/demo/seedDemo.js';
import { hashPassword, hashToken, NO_PASSWORD, verifyPassword } from '../../src/shared/tokens.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { seedDemoClub } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api, randomAddress } from '../support/api.js';
import { count, insertUser, SEED_PASSWORD } from './helpers.js';
import { newSession } from '../support/sessions.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT), SESSION_DAYS: '30' });
  // The demo seed runs only on a database without clubs, so it goes first.
  await seedDemoClub(t);
});
afterAll(() => t.close());
const ctx = contextOf(() => ({ t }));

const failuresOf = (email: string) =>
  count(
    t.database.db,
    sql`select count(*)::int as count from sign_in_attempts where bucket = ${`email:${email.toLowerCase()}`}`,
  );

const errorOf = async (call: Promise<unknown>): Promise<ApiError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('klubhus');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifyPassword(hash, 'klubhus')).toBe(true);
    expect(await verifyPassword(hash, 'Klubhus')).toBe(false);
  });
  it('verifies the precomputed seed hash and never an account without a password', async () => {
    expect(await verifyPassword(PRECOMPUTED_PASSWORD_HASH, SEED_PASSWORD)).toBe(true);
    expect(await verifyPassword(NO_PASSWORD, '')).toBe(false);
    expect(await verifyPassword(NO_PASSWORD, NO_PASSWORD)).toBe(false);
    expect(await verifyPassword('scrypt$abc$def', 'x')).toBe(false);
  });
});

describe('POST /v2/login/plain', () => {
  it('signs in the demo administrator printed by pnpm start', async () => {
    const answer = await api(t).loginPlain({ body: DEMO_SIGN_IN });
    expect(answer.user).toMatchObject({ email: DEMO_SIGN_IN.email, firstName: 'Demo', surname: 'Administrator' });
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where email = ${DEMO_SIGN_IN.email}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a random token and the user, and stores only a hash of the token with the configured expiry', async () => {
    const email = uniqueEmail('ok');
    const id = await insertUser(t.database.db, email);
    const answer = await api(t).loginPlain({ body: { email: `  ${email.toUpperCase()} `, password: SEED_PASSWORD } });
    expect(answer.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.user).toEqual({
      id,
      firstName: 'Test',
      surname: 'Bruger',
      email,
      imageUrl: null,
      zip: null,
      birthdate: null,
      mobile: null,
      address: null,
      city: null,
    });
    const sessions = await queryRows<{ token_hash: string; days: number }>(
      t.database.db,
      sql`select token_hash, extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${id}`,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toBe(hashToken(answer.authToken));
    expect(Number(sessions[0]?.days)).toBeGreaterThan(29.9);
    expect(Number(sessions[0]?.days)).toBeLessThanOrEqual(30);
    // The token works for user calls.
    expect(await statusOf(api(t, { token: answer.authToken }).logout({}))).toBe('ok');
  });

  it.each([
    ['a wrong password', 'wrong-password'],
    ['an unknown e-mail', null],
  ])('answers 401 "forkert password" on the email field for %s and records the failure', async (_label, password) => {
    const email = uniqueEmail('wrong');
    if (password) await insertUser(t.database.db, email);
    const error = await errorOf(
      api(t).loginPlain({ body: { email: password ? email : uniqueEmail('nobody'), password: password ?? 'x' } }),
    );
    expect(error).toMatchObject({ status: 401, message: 'forkert password', code: 'wrongPassword', field: 'email' });
    if (password) expect(await failuresOf(email)).toBe(1);
  });

  badInput(ctx, 'POST /v2/login/plain', {
    tables: ['sign_in_attempts', 'sessions', 'trusted_devices'],
    call: (body: Record<string, unknown>) => api(t).loginPlain({ body: body as never }),
    cases: [
      ['an invalid e-mail', { email: 'nope', password: 'x' }, { status: 400, code: 'emailValid', field: 'email' }],
      ['no e-mail', { password: 'x' }, { status: 400, code: 'required', field: 'email' }],
      ['an e-mail that is a number', { email: 5, password: 'x' }, { status: 400, code: 'required', field: 'email' }],
      [
        'an e-mail over the house limit',
        { email: `${'a'.repeat(textLimits.email)}@b.dk`, password: 'x' },
        { status: 400, code: 'maxLength', field: 'email' },
      ],
      ['no password', { email: 'a@b.dk' }, { status: 400, code: 'required', field: 'password' }],
      [
        'a password over the house limit',
        { email: 'a@b.dk', password: 'x'.repeat(textLimits.password + 1) },
        { status: 400, code: 'maxLength', field: 'password' },
      ],
    ],
  });

  it(`answers 429 after ${LIMIT} failures for one e-mail, from any address, even with the right password`, async () => {
    const email = uniqueEmail('victim');
    await insertUser(t.database.db, email);
    for (let i = 0; i < LIMIT; i++) {
      expect(await statusOf(api(t).loginPlain({ body: { email, password: `guess-${i}` } }))).toBe(401);
    }
    const error = await errorOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }));
    expect(error).toMatchObject({ status: 429, code: 'tooManyAttempts' });
    // The refused attempt is not counted: the password was never looked at.
    expect(await failuresOf(email)).toBe(LIMIT);
  });

  it(`answers 429 after ${LIMIT} failures from one address, whatever the e-mail`, async () => {
    const address = randomAddress();
    for (let i = 0; i < LIMIT; i++) {
      const body = { email: uniqueEmail('spray'), password: 'x' };
      expect(await statusOf(api(t, { address }).loginPlain({ body }))).toBe(401);
    }
    const email = uniqueEmail('innocent');
    await insertUser(t.database.db, email);
    expect(await statusOf(api(t, { address }).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe(429);
    expect(await statusOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('ok');
  });

  it('counts only failures of the last 15 minutes', async () => {
    const email = uniqueEmail('old');
    await insertUser(t.database.db, email);
    const failAt = async (minutesAgo: number) => {
      for (let i = 0; i < LIMIT; i++) {
        await t.database.db.execute(
          sql`insert into sign_in_attempts (bucket, attempt_id, created_at)
              values (${`email:${email}`}, ${`old-${minutesAgo}-${i}`}, ${new Date(t.clock.now().getTime() - minutesAgo * 60_000)})`,
        );
      }
    };
    await failAt(16);
    expect(await statusOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('ok');
    // Failures 14 minutes old still count.
    await failAt(14);
    expect(await statusOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe(429);
  });

  it('a success takes back only its own attempt: earlier failures against the e-mail lapse with their window', async () => {
    const own = uniqueEmail('own');
    await insertUser(t.database.db, own);
    for (let i = 0; i < LIMIT - 1; i++) {
      expect(await statusOf(api(t).loginPlain({ body: { email: own, password: 'x' } }))).toBe(401);
    }
    expect(await statusOf(api(t).loginPlain({ body: { email: own, password: SEED_PASSWORD } }))).toBe('ok');
    // The owner's success does not hand an attacker a fresh set of guesses.
    expect(await failuresOf(own)).toBe(LIMIT - 1);
    expect(await statusOf(api(t).loginPlain({ body: { email: own, password: 'x' } }))).toBe(401);
    expect(await statusOf(api(t).loginPlain({ body: { email: own, password: SEED_PASSWORD } }))).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    try {
      expect(await statusOf(api(t).loginPlain({ body: { email: own, password: SEED_PASSWORD } }))).toBe('ok');
    } finally {
      t.clock.advance(-(15 * 60_000 + 1));
    }
  });

  it('stores a validated address, never what a client sent as one (finding 2)', async () => {
    const email = uniqueEmail('long-address');
    await insertUser(t.database.db, email);
    // A forwarded "address" of 8,000 characters, through the one trusted hop: not an IP, so the peer counts.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/plain',
      headers: {
        authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
        'content-type': 'application/json',
        'x-forwarded-for': 'x'.repeat(8000),
      },
      payload: { email, password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    const buckets = await queryRows<{ bucket: string }>(
      t.database.db,
      sql`select bucket from sign_in_attempts where bucket like 'address:%' order by id desc limit 1`,
    );
    expect(buckets).toEqual([{ bucket: 'address:127.0.0.1' }]);
  });
});

describe('POST /v2/login/logout', () => {
  it('answers 204, deletes the session row, and the token then answers 401', async () => {
    const id = await insertUser(t.database.db, uniqueEmail('bye'));
    const token = await newSession(t.database.db, id);
    const other = await newSession(t.database.db, id);
    await expect(api(t, { token }).logout({})).resolves.toBeUndefined();
    expect(
      await count(
        t.database.db,
        sql`select count(*)::int as count from sessions where token_hash = ${hashToken(token)}`,
      ),
    ).toBe(0);
    expect(await statusOf(api(t, { token }).logout({}))).toBe(401);
    expect(await statusOf(api(t, { token }).removeSelf({}))).toBe(401);
    // Only that session ends: the user's other device stays signed in.
    expect(await statusOf(api(t, { token: other }).logout({}))).toBe('ok');
  });
});

describe('rate limit of the other credential calls', () => {
  it(`answers 429 after ${LIMIT} forgot-password calls per minute from one address`, async () => {
    const as = api(t, { address: randomAddress() });
    for (let i = 0; i < LIMIT; i++) {
      expect(await statusOf(as.forgotPassword({ body: { email: uniqueEmail('f') } }))).toBe('ok');
    }
    expect(await statusOf(as.forgotPassword({ body: { email: uniqueEmail('f') } }))).toBe(429);
    expect(await statusOf(api(t).forgotPassword({ body: { email: uniqueEmail('f') } }))).toBe('ok');
  });
});
