import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { type AccessWorld, type Persona, seedAccessWorld } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { PNG_BYTES } from '../support/images.js';
import { insertUser, newSession, SEED_PASSWORD } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/**
 * The issue's access matrix for the accounts calls: every call × {anonymous, signed-in user not in the
 * club (loner), member, group leader, administrator of another club (adminB), administrator (adminA)}.
 *
 * - `client` calls take the basic client credential, never a person: without it, with a wrong one, or with
 *   any persona's bearer token in its place → 401; with it → 2xx. The persona cells therefore assert
 *   "the persona's bearer alone is not enough" (401).
 * - `user` calls touch only the caller's own account, never a club: every persona → 2xx. The one
 *   exception is a rule, not access: removeself answers 400 soleAdministrator to adminA and adminB, who
 *   are the only administrators of their clubs in this world.
 */
const personas: Persona[] = ['loner', 'memberA', 'leaderA', 'adminB', 'adminA'];

let t: TestApp;
let world: AccessWorld;
let dataDir: string;
let key: CryptoKey;
const ids = {} as Record<Persona, number>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-access-'));
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'ES256' };
  t = await createTestApp({
    DATA_DIR: dataDir,
    OIDC_PROVIDERS: JSON.stringify([
      { name: 'idp', issuer: 'https://idp.test', audience: 'web', jwks: { keys: [jwk] } },
    ]),
  });
  world = await seedAccessWorld(t.database.db);
  for (const persona of personas) {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${`${persona}@test.klubhus.dk`}`,
    );
    ids[persona] = Number(row?.id);
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A valid reset token for a fresh user, read from the mail in the outbox. */
const resetToken = async (): Promise<string> => {
  const email = uniqueEmail('reset');
  await insertUser(t.database.db, email);
  await api(t).forgotPassword({ body: { email } });
  const [row] = await queryRows<{ text: string }>(
    t.database.db,
    sql`select payload->>'text' as text from outbox where payload->>'to' = ${email}`,
  );
  return row?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
};

const idToken = () =>
  new SignJWT({ email: uniqueEmail('sso'), email_verified: true })
    .setProtectedHeader({ alg: 'ES256', kid: 'k' })
    .setSubject('s')
    .setIssuer('https://idp.test')
    .setAudience('web')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

type Caller = ReturnType<typeof api>;

/** One successful call per client entry. */
const clientCalls: Record<string, (as: Caller) => Promise<unknown>> = {
  loginPlain: async (as) => {
    const email = uniqueEmail('login');
    await insertUser(t.database.db, email);
    return as.loginPlain({ body: { email, password: SEED_PASSWORD } });
  },
  register: (as) =>
    as.register({
      body: { firstName: 'A', surname: 'B', email: uniqueEmail('reg'), password: 'secret1234', zip: '8000' },
    }),
  forgotPassword: (as) => as.forgotPassword({ body: { email: uniqueEmail('forgot') } }),
  resetPassword: async (as) => as.resetPassword({ body: { token: await resetToken(), password: 'new-secret-1' } }),
  loginExternal: async (as) => as.loginExternal({ body: { provider: 'idp', token: await idToken() } }),
};

/** One call per user entry, made for `persona` with `token`. */
const userCalls: Record<string, (as: Caller, persona: Persona) => Promise<unknown>> = {
  logout: (as) => as.logout({}),
  putUserHeaderImage: (as, persona) =>
    as.putUserHeaderImage({
      body: { image: new File([PNG_BYTES], 'me.png', { type: 'image/png' }), userId: ids[persona] },
    }),
  removeSelf: (as) => as.removeSelf({}),
};

it('covers every accounts call', () => {
  expect([...Object.keys(clientCalls), ...Object.keys(userCalls)].sort()).toEqual(Object.keys(accountsContract).sort());
  for (const name of Object.keys(clientCalls))
    expect(accountsContract[name as keyof typeof accountsContract].access).toBe('client');
  for (const name of Object.keys(userCalls))
    expect(accountsContract[name as keyof typeof accountsContract].access).toBe('user');
});

describe.each(Object.entries(clientCalls))('client call %s', (_name, call) => {
  it('answers 401 to an anonymous caller without the credential', async () => {
    const entry = accountsContract[_name as keyof typeof accountsContract];
    const response = await t.app.inject({ method: entry.method, url: `/api${entry.path}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
  it('answers 401 to a wrong credential', async () => {
    expect(await statusOf(call(api(t, { clientCredential: { user: 'web', password: 'nope' } })))).toBe(401);
  });
  it.each(personas)("answers 401 to %s's bearer token in place of the credential", async (persona) => {
    const entry = accountsContract[_name as keyof typeof accountsContract];
    const response = await t.app.inject({
      method: entry.method,
      url: `/api${entry.path}`,
      headers: { authorization: `Bearer ${world.tokens[persona]}` },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
  it('answers 2xx with the client credential, whoever the person is', async () => {
    expect(await statusOf(call(api(t)))).toBe('ok');
  });
});

describe.each(Object.entries(userCalls))('user call %s', (name, call) => {
  it.each([
    ['anonymous', undefined],
    ['a bad token', 'not-a-token'],
    ['an expired token', 'token-expired'],
  ])('answers 401 for %s', async (_label, token) => {
    expect(await statusOf(call(api(t, { token }), 'memberA'))).toBe(401);
  });
  it.each(personas)('as %s', async (persona) => {
    // A session of its own, so that ending it (logout, removeself) leaves the world's tokens alone.
    const token = await newSession(t.database.db, ids[persona]);
    const soleAdministrator = name === 'removeSelf' && (persona === 'adminA' || persona === 'adminB');
    expect(await statusOf(call(api(t, { token }), persona))).toBe(soleAdministrator ? 400 : 'ok');
  });
});
