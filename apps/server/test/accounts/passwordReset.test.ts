import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { codeOf, failure } from '../support/failure.js';
import { count, insertUser, SEED_PASSWORD } from './helpers.js';
import { newSession } from '../support/sessions.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://klub.example/' });
});
afterAll(() => t.close());

interface MailRow {
  payload: { to: string; subject: string; text: string };
  status: string;
}

const mailsTo = (email: string) =>
  queryRows<MailRow>(
    t.database.db,
    sql`select payload, status from outbox where kind = 'mail' and payload->>'to' = ${email}`,
  );

const LINK = /https:\/\/klub\.example\/reset\?token=([A-Za-z0-9_-]{43})\b/;

/** Requests a reset for a new user and answers the user's e-mail and the token read from the mail. */
const requestReset = async () => {
  const email = uniqueEmail('reset');
  const userId = await insertUser(t.database.db, email);
  await expect(api(t).forgotPassword({ body: { email } })).resolves.toEqual({ succeeded: true });
  const [mail] = await mailsTo(email);
  const token = mail?.payload.text.match(LINK)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return { email, userId, token };
};

describe('POST /v2/login/forgotPassword', () => {
  it('mails a Danish reset link through the outbox and stores only a hash of its token, for 1 hour', async () => {
    const { email, userId, token } = await requestReset();
    const [mail, ...others] = await mailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail?.payload.subject).toBe('Nulstil din adgangskode');
    expect(mail?.payload.text).toContain('Hej Test');
    expect(mail?.payload.text).toContain(`https://klub.example/reset?token=${token}`);
    const resets = await queryRows<{ token_hash: string; minutes: number; used_at: unknown }>(
      t.database.db,
      sql`select token_hash, extract(epoch from expires_at - now()) / 60 as minutes, used_at
          from password_resets where user_id = ${userId}`,
    );
    expect(resets).toHaveLength(1);
    expect(resets[0]?.token_hash).toBe(hashToken(token));
    expect(Number(resets[0]?.minutes)).toBeGreaterThan(59);
    expect(Number(resets[0]?.minutes)).toBeLessThanOrEqual(60);
    expect(resets[0]?.used_at).toBeNull();
  });

  it('answers the same for an unknown e-mail and writes nothing', async () => {
    const mails = () => count(t.database.db, sql`select count(*)::int as count from outbox`);
    const resets = () => count(t.database.db, sql`select count(*)::int as count from password_resets`);
    const [mailsBefore, resetsBefore] = [await mails(), await resets()];
    const email = uniqueEmail('nobody');
    await expect(api(t).forgotPassword({ body: { email } })).resolves.toEqual({ succeeded: true });
    expect(await mails()).toBe(mailsBefore);
    expect(await resets()).toBe(resetsBefore);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const email = uniqueEmail('case');
    await insertUser(t.database.db, email);
    await api(t).forgotPassword({ body: { email: ` ${email.toUpperCase()} ` } });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('POST /v2/login/resetPassword', () => {
  it('sets the new password (204), ends every session, and the old password stops working', async () => {
    const { email, userId, token } = await requestReset();
    const session = await newSession(t.database.db, userId);
    await expect(api(t).resetPassword({ body: { token, password: 'ny-kode-123' } })).resolves.toBeUndefined();
    expect(await statusOf(api(t, { token: session }).logout({}))).toBe(401);
    expect(await codeOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('401 wrongPassword');
    expect(await codeOf(api(t).loginPlain({ body: { email, password: 'ny-kode-123' } }))).toBe('ok');
  });

  it('works once', async () => {
    const { token } = await requestReset();
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'first-new-1' } }))).toBe('ok');
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'second-new-2' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it("uses up the user's other open links too", async () => {
    const { email, token } = await requestReset();
    await api(t).forgotPassword({ body: { email } });
    const second = (await mailsTo(email))
      .map((mail) => mail.payload.text.match(LINK)?.[1])
      .find((found) => found && found !== token);
    expect(second).toBeDefined();
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'first-new-1' } }))).toBe('ok');
    expect(await codeOf(api(t).resetPassword({ body: { token: second ?? '', password: 'other-new-2' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it('refuses an expired link', async () => {
    const { userId, token } = await requestReset();
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'too-late-1' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it('works 59 minutes after it was mailed, and answers "expired" once the clock has moved 61 minutes', async () => {
    const early = await requestReset();
    const late = await requestReset();
    try {
      t.clock.advance(59 * 60_000);
      expect(await codeOf(api(t).resetPassword({ body: { token: early.token, password: 'in-time-1' } }))).toBe('ok');
      t.clock.advance(2 * 60_000);
      expect(await failure(api(t).resetPassword({ body: { token: late.token, password: 'too-late-1' } }))).toEqual({
        status: 400,
        code: 'invalidResetToken',
        field: 'token',
        message: 'Linket er ugyldigt eller udløbet',
      });
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });

  it('refuses an unknown token and a short password, changing nothing', async () => {
    expect(await codeOf(api(t).resetPassword({ body: { token: 'made-up', password: 'whatever-1' } }))).toBe(
      '400 invalidResetToken',
    );
    const { email, token } = await requestReset();
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'short' } }))).toBe('400 passwordTooShort');
    expect(await codeOf(api(t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('ok');
    // The link survived the refused attempt.
    expect(await codeOf(api(t).resetPassword({ body: { token, password: 'long-enough-1' } }))).toBe('ok');
  });
});
