import { defaultBrandId } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';
import { statusOf } from '../support/statusOf.js';
import { api } from '../support/api.js';
import { codeOf, failure } from '../support/failure.js';
import { forgotPasswordJob } from '../../src/features/accounts/public.js';
import { deliverOutbox, useMailboxApp } from '../support/mailbox.js';
import { count, insertUser, SEED_PASSWORD } from './helpers.js';
import { newSession } from '../support/sessions.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

const ctx = useMailboxApp({ PUBLIC_URL: 'https://klub.example/' });

const LINK = /https:\/\/klub\.example\/reset\?token=([A-Za-z0-9_-]{43})\b/;
const tokenIn = (text: string | undefined) => text?.match(LINK)?.[1];

/** Asks for a reset, lets the outbox run, and answers the token of the newest mail to `email`. */
const forgotAndRead = async (email: string): Promise<string> => {
  await expect(api(ctx.t).forgotPassword({ body: { email } })).resolves.toEqual({ succeeded: true });
  await deliverOutbox(ctx.t);
  const token = tokenIn(ctx.mailbox.to(email).at(-1)?.text);
  if (!token) throw new Error('no reset link in the mail');
  return token;
};

/** Requests a reset for a new user and answers the user's e-mail and the token read from the delivered mail. */
const requestReset = async () => {
  const email = uniqueEmail('reset');
  const userId = await insertUser(ctx.t.database.db, email);
  const token = await forgotAndRead(email);
  return { email, userId, token };
};

const rowsOf = async (table: 'outbox' | 'password_resets') =>
  JSON.stringify(await queryRows(ctx.t.database.db, sql`select * from ${sql.identifier(table)}`));

describe('POST /v2/login/forgotPassword', () => {
  it('mails a Danish reset link and stores only a hash of its token, for 1 hour', async () => {
    const { email, userId, token } = await requestReset();
    const [mail, ...others] = ctx.mailbox.to(email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Nulstil din adgangskode');
    expect(mail?.text).toContain('Hej Test');
    expect(mail?.text).toContain(`https://klub.example/reset?token=${token}`);
    expect(mail?.html).toContain(`href="https://klub.example/reset?token=${token}"`);
    const resets = await queryRows<{ token_hash: string; minutes: number; used_at: unknown }>(
      ctx.t.database.db,
      sql`select token_hash, extract(epoch from expires_at - now()) / 60 as minutes, used_at
          from password_resets where user_id = ${userId}`,
    );
    expect(resets).toHaveLength(1);
    expect(resets[0]?.token_hash).toBe(hashToken(token));
    expect(Number(resets[0]?.minutes)).toBeGreaterThan(59);
    expect(Number(resets[0]?.minutes)).toBeLessThanOrEqual(60);
    expect(resets[0]?.used_at).toBeNull();
  });

  it('never lets a usable link rest in the database: not before the mail is sent, not after (finding 7)', async () => {
    const email = uniqueEmail('copy');
    await insertUser(ctx.t.database.db, email);
    await api(ctx.t).forgotPassword({ body: { email } });
    // The worker has not sent it yet: a copy of the database now holds no link at all.
    const before = await rowsOf('outbox');
    expect(before).not.toMatch(LINK);
    const token = await forgotAndRead(email);
    // Delivered: the token is in the mail only; the outbox and the reset rows hold neither it nor a link.
    for (const copy of [await rowsOf('outbox'), await rowsOf('password_resets')]) {
      expect(copy).not.toContain(token);
      expect(copy).not.toMatch(LINK);
    }
  });

  it('answers an unknown e-mail exactly as a known one: one queued job each, and the same answer (finding 11)', async () => {
    const known = uniqueEmail('known');
    await insertUser(ctx.t.database.db, known);
    const unknown = uniqueEmail('nobody');
    const jobs = () =>
      queryRows<{ kind: string; keys: string }>(
        ctx.t.database.db,
        sql`select kind, (select string_agg(k, ',' order by k) from jsonb_object_keys(payload) k) as keys
              from outbox where payload->>'email' in (${known}, ${unknown}) order by id`,
      );
    const resets = () => count(ctx.t.database.db, sql`select count(*)::int as count from password_resets`);
    const resetsBefore = await resets();
    expect(await api(ctx.t).forgotPassword({ body: { email: known } })).toEqual({ succeeded: true });
    expect(await api(ctx.t).forgotPassword({ body: { email: unknown } })).toEqual({ succeeded: true });
    // The request itself wrote the same thing for both, and nothing that depends on the account.
    expect(await jobs()).toEqual([
      { kind: 'forgotPassword', keys: 'brandId,email' },
      { kind: 'forgotPassword', keys: 'brandId,email' },
    ]);
    expect(await resets()).toBe(resetsBefore);
    await deliverOutbox(ctx.t);
    expect(ctx.mailbox.to(known)).toHaveLength(1);
    expect(ctx.mailbox.to(unknown)).toHaveLength(0);
    expect(await resets()).toBe(resetsBefore + 1);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const email = uniqueEmail('case');
    await insertUser(ctx.t.database.db, email);
    await api(ctx.t).forgotPassword({ body: { email: ` ${email.toUpperCase()} ` } });
    await deliverOutbox(ctx.t);
    expect(ctx.mailbox.to(email)).toHaveLength(1);
  });

  it('does not send a mail whose link expired before the mail could go out', async () => {
    const email = uniqueEmail('late-mail');
    await insertUser(ctx.t.database.db, email);
    // The worker's half of the request ran and wrote the link and its mail; then the mail waits for over an hour.
    await forgotPasswordJob({ db: ctx.t.database.db, clock: ctx.t.clock, mailer: ctx.t.app.mailer })({
      email,
      brandId: defaultBrandId,
    });
    await ctx.t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where token_hash is null`,
    );
    await deliverOutbox(ctx.t);
    expect(ctx.mailbox.to(email)).toHaveLength(0);
  });
});

describe('POST /v2/login/resetPassword', () => {
  it('sets the new password (204), ends every session, and the old password stops working', async () => {
    const { email, userId, token } = await requestReset();
    const session = await newSession(ctx.t.database.db, userId);
    await expect(api(ctx.t).resetPassword({ body: { token, password: 'ny-kode-123' } })).resolves.toBeUndefined();
    expect(await statusOf(api(ctx.t, { token: session }).logout({}))).toBe(401);
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('401 wrongPassword');
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email, password: 'ny-kode-123' } }))).toBe('ok');
  });

  it('works once', async () => {
    const { token } = await requestReset();
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'first-new-1' } }))).toBe('ok');
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'second-new-2' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it("uses up the user's other open links too", async () => {
    const { email, token } = await requestReset();
    const second = await forgotAndRead(email);
    expect(second).not.toBe(token);
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'first-new-1' } }))).toBe('ok');
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token: second ?? '', password: 'other-new-2' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it('refuses an expired link', async () => {
    const { userId, token } = await requestReset();
    await ctx.t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'too-late-1' } }))).toBe(
      '400 invalidResetToken',
    );
  });

  it('works 59 minutes after it was mailed, and answers "expired" once the clock has moved 61 minutes', async () => {
    const early = await requestReset();
    const late = await requestReset();
    try {
      ctx.t.clock.advance(59 * 60_000);
      expect(await codeOf(api(ctx.t).resetPassword({ body: { token: early.token, password: 'in-time-1' } }))).toBe(
        'ok',
      );
      ctx.t.clock.advance(2 * 60_000);
      expect(await failure(api(ctx.t).resetPassword({ body: { token: late.token, password: 'too-late-1' } }))).toEqual({
        status: 400,
        code: 'invalidResetToken',
        field: 'token',
        message: 'Linket er ugyldigt eller udløbet',
      });
    } finally {
      ctx.t.clock.advance(-61 * 60_000);
    }
  });

  it('refuses an unknown token and a short password, changing nothing', async () => {
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token: 'made-up', password: 'whatever-1' } }))).toBe(
      '400 invalidResetToken',
    );
    const { email, token } = await requestReset();
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'short' } }))).toBe('400 passwordTooShort');
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email, password: SEED_PASSWORD } }))).toBe('ok');
    // The link survived the refused attempt.
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'long-enough-1' } }))).toBe('ok');
  });
});
