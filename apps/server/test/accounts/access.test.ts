import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/shared/tokens.js';
import { anySignedIn, coveredEntries, credentialMatrix, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { api } from '../support/api.js';
import { PNG_BYTES } from '../support/images.js';
import { insertUser, SEED_PASSWORD } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/**
 * Every accounts call × the seven personas (AREAS.md point 3). `user` calls touch only the caller's own
 * account, never a club or a group, so both leader columns pass like everyone signed in. The one refusal
 * is a rule, not access: removeself answers 400 soleAdministrator to the two administrators, who are the
 * only administrators of their clubs in this world. `client` calls take the client credential instead of
 * a person.
 */
let key: CryptoKey;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-access-'));
const providers = async () => {
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'ES256' };
  return JSON.stringify([{ name: 'idp', issuer: 'https://idp.test', audience: 'web', jwks: { keys: [jwk] } }]);
};
const ctx = useWorld({ DATA_DIR: dataDir, OIDC_PROVIDERS: await providers() });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A valid reset token for a fresh user, read from the mail in the outbox. */
/** An open reset link of a new user, as its mail would carry it (the mailed flow: passwordReset.test.ts). */
const resetToken = async (): Promise<string> => {
  const userId = await insertUser(ctx.t.database.db, uniqueEmail('reset'));
  const token = newToken();
  await ctx.t.database.db.execute(
    sql`insert into password_resets (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 hour')`,
  );
  return token;
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

credentialMatrix(ctx, 'loginPlain', 'client', async ({ options }) => {
  const email = uniqueEmail('login');
  await insertUser(ctx.t.database.db, email);
  return api(ctx.t, options).loginPlain({ body: { email, password: SEED_PASSWORD } });
});
credentialMatrix(ctx, 'register', 'client', ({ options }) =>
  api(ctx.t, options).register({
    body: { firstName: 'A', surname: 'B', email: uniqueEmail('reg'), password: 'grøn-kajak-77', zip: '8000' },
  }),
);
credentialMatrix(ctx, 'forgotPassword', 'client', ({ options }) =>
  api(ctx.t, options).forgotPassword({ body: { email: uniqueEmail('forgot') } }),
);
credentialMatrix(ctx, 'resetPassword', 'client', async ({ options }) =>
  api(ctx.t, options).resetPassword({ body: { token: await resetToken(), password: 'new-secret-1' } }),
);
credentialMatrix(ctx, 'loginExternal', 'client', async ({ options }) =>
  api(ctx.t, options).loginExternal({ body: { provider: 'idp', token: await idToken() } }),
);

matrix(ctx, 'logout', anySignedIn, ({ options }) => api(ctx.t, options).logout({}), { freshSession: true });
matrix(ctx, 'putUserHeaderImage', anySignedIn, ({ options, userId }) =>
  api(ctx.t, options).putUserHeaderImage({
    body: { image: new File([PNG_BYTES], 'me.png', { type: 'image/png' }), userId: userId ?? 1 },
  }),
);
matrix(ctx, 'putUserLocale', anySignedIn, ({ options }) =>
  api(ctx.t, options).putUserLocale({ body: { locale: 'de' } }),
);
// Last: it removes every persona it may remove.
matrix(
  ctx,
  'removeSelf',
  { ...anySignedIn, otherAdmin: 400, admin: 400 },
  ({ options }) => api(ctx.t, options).removeSelf({}),
  { freshSession: true },
);

describe('every accounts call is in a matrix', () => {
  it('covers each entry of the accounts contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(accountsContract).sort());
  });
});
