import type { LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows.js';
import { api, testApi } from './support/api.js';
import { badInput } from './support/badInput.js';
import { deliverOutbox } from './support/mailbox.js';
import { newSession } from './support/sessions.js';
import { uniqueEmail } from './support/uniqueEmail.js';
import { useWorld } from './support/world.js';

/**
 * Mail in the club's brand and the recipient's language (AREAS.md point 9): the brand the club was created
 * under, the language the user chose (else the brand's default). The partner demo brand is
 * Foreningsportalen, colour #0f766e, Norwegian by default; the default brand is Klubhus, #1f6feb, Danish.
 */
const ctx = useWorld();
const PARTNER_HOST = 'partner.localhost';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const mailTo = async (email: string): Promise<Mail> => {
  const [row] = await queryRows<{ payload: Mail }>(
    ctx.t.database.db,
    sql`select payload from outbox where kind = 'mail' and payload->>'to' = ${email} order by id desc limit 1`,
  );
  if (!row) throw new Error(`no mail to ${email}`);
  return row.payload;
};

/** A new user with a session, a member of `clubId`, whose language is `locale`. */
const memberOf = async (clubId: number, locale: LocaleCode | null) => {
  const email = uniqueEmail('mail');
  const db = ctx.t.database.db;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, locale) values (${email}, 'x', 'Kari', ${locale}) returning id`,
  );
  const userId = Number(user?.id);
  await db.execute(sql`insert into memberships (club_id, user_id) values (${clubId}, ${userId})`);
  return { email, userId };
};

const clubOn = async (host: string | undefined, title: string, zip = '0150') =>
  (await api(ctx.t, { token: ctx.world.tokens.loner, host }).newClub({ body: { title, zip } })).clubId;

const welcome = async (clubId: number, userId: number) =>
  testApi(ctx.t, { token: ctx.world.tokens.loner }).memberMail({ body: { clubId, userId } });

describe("a club's mail", () => {
  it('carries the brand of the host the club was created on: name and colour', async () => {
    const clubId = await clubOn(PARTNER_HOST, 'Fjellklubben');
    const [club] = await queryRows<{ brand_id: string }>(
      ctx.t.database.db,
      sql`select brand_id from clubs where id = ${clubId}`,
    );
    expect(club?.brand_id).toBe('partner-demo');
    const { email, userId } = await memberOf(clubId, null);
    await welcome(clubId, userId);
    const mail = await mailTo(email);
    expect(mail.html).toContain('Foreningsportalen');
    expect(mail.html).toContain('background:#0f766e');
    expect(mail.html).not.toContain('Klubhus');
    expect(mail.text).toContain('Foreningsportalen');
    // No language of the member's own: the brand's, Norwegian.
    expect(mail.subject).toBe('Velkommen til Fjellklubben');
  });

  it('is Klubhus on the default host', async () => {
    const clubId = await clubOn(undefined, 'Søklubben');
    const { email, userId } = await memberOf(clubId, null);
    await welcome(clubId, userId);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Velkommen i Søklubben');
    expect(mail.html).toContain('background:#1f6feb');
    expect(mail.text).toContain('Du får denne mail fra Klubhus.');
    // Its logo is an SVG, which most mail clients do not show: the name stands alone.
    expect(mail.html).not.toContain('.svg');
  });

  it.each([
    ['de', 'Willkommen bei Bergverein', 'Hallo Kari'],
    ['no', 'Velkommen til Bergverein', 'Hei Kari'],
    ['en', 'Welcome to Bergverein', 'Hi Kari'],
    ['da', 'Velkommen i Bergverein', 'Hej Kari'],
  ] as const)('reaches a member whose language is %s in that language', async (locale, subject, greeting) => {
    const clubId = await clubOn(PARTNER_HOST, 'Bergverein', `0150-${locale}`);
    const { email, userId } = await memberOf(clubId, locale);
    await welcome(clubId, userId);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.html).toContain('Foreningsportalen');
  });
});

describe('the password-reset mail', () => {
  const resetFor = async (email: string, host?: string) => {
    await api(ctx.t, { host }).forgotPassword({ body: { email } });
    // The worker writes the mail (held in the outbox here: no SMTP_URL); the host's brand travelled with the job.
    await deliverOutbox(ctx.t);
    return mailTo(email);
  };

  it("is in the brand of the host it was asked on, in the brand's language for an account without one", async () => {
    const { email } = await memberOf(ctx.world.clubA, null);
    const mail = await resetFor(email, PARTNER_HOST);
    expect(mail.subject).toBe('Tilbakestill passordet ditt');
    expect(mail.html).toContain('Foreningsportalen');
  });

  it('follows the language the user chose with the language switcher', async () => {
    const { email, userId } = await memberOf(ctx.world.clubA, null);
    const token = await newSession(ctx.t.database.db, userId);
    await api(ctx.t, { token }).putUserLocale({ body: { locale: 'de' } });
    const mail = await resetFor(email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.html).toContain('Klubhus');
  });
});

describe('the language of a new account', () => {
  it("is the host brand's language: Norwegian on the partner host, Danish on the default one", async () => {
    const body = (email: string) => ({
      firstName: 'Ola',
      surname: 'Nordmann',
      email,
      password: 'grøn-kajak-77',
      zip: '0150',
    });
    const partner = uniqueEmail('ola');
    const danish = uniqueEmail('ole');
    await api(ctx.t, { host: PARTNER_HOST }).register({ body: body(partner) });
    await api(ctx.t).register({ body: body(danish) });
    const rows = await queryRows<{ email: string; locale: string }>(
      ctx.t.database.db,
      sql`select email, locale from users where email in (${partner}, ${danish})`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, row.locale]))).toEqual({ [partner]: 'no', [danish]: 'da' });
  });
});

badInput(ctx, 'PUT /v3/user/locale', {
  tables: ['users'],
  call: (body: Record<string, unknown>) =>
    api(ctx.t, { token: ctx.world.tokens.memberA }).putUserLocale({ body: body as never }),
  cases: [
    ['an unknown language', { locale: 'xx' }, { status: 400, code: 'localeUnknown', field: 'locale' }],
    [
      'a BCP 47 tag instead of the spec code',
      { locale: 'nb' },
      { status: 400, code: 'localeUnknown', field: 'locale' },
    ],
    ['no language', {}, { status: 400, code: 'localeUnknown', field: 'locale' }],
    ['a number', { locale: 1 }, { status: 400, code: 'localeUnknown', field: 'locale' }],
  ],
});
