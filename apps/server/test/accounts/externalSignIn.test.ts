import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { testConfig } from '../support/testConfig.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { insertUser } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

const ISSUER = 'https://login.example.dk';
const AUDIENCE = 'klubhus-web';

let t: TestApp;
let unconfigured: TestApp;
let key: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  strangerKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  const providers = [{ name: 'test-idp', issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } }];
  t = await createTestApp({ OIDC_PROVIDERS: JSON.stringify(providers) });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
});

/** An id_token as the provider would sign it; `claims` and `options` change what a test needs. */
const idToken = (
  claims: JWTPayload = {},
  options: { issuer?: string; audience?: string; expiresIn?: string | number; signWith?: CryptoKey } = {},
) =>
  new SignJWT({ email_verified: true, given_name: 'Sofie', family_name: 'Sky', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setSubject('idp-user-1')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(typeof options.expiresIn === 'number' ? options.expiresIn - 600 : undefined)
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.signWith ?? key);

describe('POST /v4/login/external', () => {
  it('answers 400 providerNotConfigured "Single sign-on is not configured" without OIDC_PROVIDERS', async () => {
    const token = await idToken({ email: uniqueEmail('sso') });
    try {
      await api(unconfigured).loginExternal({ body: { provider: 'test-idp', token } });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        code: 'providerNotConfigured',
        message: 'Single sign-on is not configured',
      });
    }
  });

  it('answers 400 providerNotConfigured for a provider name that is not configured', async () => {
    const token = await idToken({ email: uniqueEmail('sso') });
    expect(await codeOf(api(t).loginExternal({ body: { provider: 'other-idp', token } }))).toBe(
      '400 providerNotConfigured',
    );
  });

  it('creates the account on first sign-on, without a usable password, and signs it in', async () => {
    const email = uniqueEmail('new');
    const answer = await api(t).loginExternal({ body: { provider: 'test-idp', token: await idToken({ email }) } });
    expect(answer.user).toMatchObject({ email, firstName: 'Sofie', surname: 'Sky', imageUrl: null });
    expect(await statusOf(api(t, { token: answer.authToken }).logout({}))).toBe('ok');
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where id = ${answer.user.id}`,
    );
    expect(row?.password_hash).toBe('!');
    expect(await codeOf(api(t).loginPlain({ body: { email, password: '!' } }))).toBe('401 wrongPassword');
    // A second sign-on finds the same account.
    const again = await api(t).loginExternal({ body: { provider: 'test-idp', token: await idToken({ email }) } });
    expect(again.user.id).toBe(answer.user.id);
  });

  it('signs in the existing account with that e-mail, whatever its case', async () => {
    const email = uniqueEmail('known');
    const id = await insertUser(t.database.db, email);
    const token = await idToken({ email: email.toUpperCase(), email_verified: 'true' });
    const answer = await api(t).loginExternal({ body: { provider: 'test-idp', token } });
    expect(answer.user).toMatchObject({ id, email, firstName: 'Test' });
  });

  it('splits the name claim when there is no given or family name', async () => {
    const email = uniqueEmail('named');
    const token = await idToken({ email, given_name: undefined, family_name: undefined, name: 'Anne Marie Berg' });
    const answer = await api(t).loginExternal({ body: { provider: 'test-idp', token } });
    expect(answer.user).toMatchObject({ firstName: 'Anne Marie', surname: 'Berg' });
  });

  it.each([
    ['a wrong issuer', () => idToken({ email: uniqueEmail('x') }, { issuer: 'https://evil.example' }), 'invalidToken'],
    ['a wrong audience', () => idToken({ email: uniqueEmail('x') }, { audience: 'someone-else' }), 'invalidToken'],
    [
      'an expired token',
      () => idToken({ email: uniqueEmail('x') }, { expiresIn: Math.floor(Date.now() / 1000) - 120 }),
      'invalidToken',
    ],
    [
      'a signature by another key',
      () => idToken({ email: uniqueEmail('x') }, { signWith: strangerKey }),
      'invalidToken',
    ],
    ['an unsigned token', async () => unsigned({ email: uniqueEmail('x') }), 'invalidToken'],
    [
      'an e-mail that is not verified',
      () => idToken({ email: uniqueEmail('x'), email_verified: false }),
      'emailNotVerified',
    ],
    [
      'no email_verified claim',
      () => idToken({ email: uniqueEmail('x'), email_verified: undefined }),
      'emailNotVerified',
    ],
    ['no e-mail', () => idToken({}), 'invalidToken'],
    ['garbage', async () => 'not.a.jwt', 'invalidToken'],
  ])('answers 401 for %s and creates nobody', async (_label, makeToken, code) => {
    const [before] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from users`);
    const token = await makeToken();
    expect(await codeOf(api(t).loginExternal({ body: { provider: 'test-idp', token } }))).toBe(`401 ${code}`);
    const [after] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from users`);
    expect(after?.count).toBe(before?.count);
  });
});

/** A token with `alg: none`, which must never pass. */
const unsigned = (claims: JWTPayload) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: ISSUER, aud: AUDIENCE, sub: 's', iat: now, exp: now + 300, email_verified: true, ...claims };
  return `${encode({ alg: 'none' })}.${encode(payload)}.`;
};

describe('OIDC_PROVIDERS', () => {
  it('needs exactly one of jwksUri and jwks per provider', () => {
    const base = { name: 'p', issuer: ISSUER, audience: AUDIENCE };
    expect(() => testConfig({ OIDC_PROVIDERS: JSON.stringify([base]) })).toThrow();
    expect(() =>
      testConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...base, jwksUri: 'https://x/jwks', jwks: { keys: [] } }]) }),
    ).toThrow();
    expect(
      testConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...base, jwksUri: 'https://x/jwks' }]) }).oidcProviders,
    ).toEqual([{ ...base, jwksUri: 'https://x/jwks' }]);
    expect(testConfig({}).oidcProviders).toEqual([]);
  });
});
