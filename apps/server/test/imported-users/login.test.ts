import { IMPORTED_SESSION_MS, joiningRefusals, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { DAY_MS, MINUTE_MS } from '../../src/shared/clock.js';
import { hashToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { addInvitation, seedImportedScope, wireId } from '../support/importedScope.js';
import { useWorld } from '../support/world.js';
import { signUp, usedUp } from './helpers.js';

/**
 * `POST /v2/login/imported` (ADR 018): the mailed link's e-mail and secret open an `imported` session of 2 hours
 * on the people of one e-mail in one club; a wrong, expired (30 days after sending) or used-up link answers 401
 * invalidInvitation, which the web turns into /register/invalid.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const invalid = { status: 401, code: joiningRefusals.invalidInvitation.code };

describe('the link opens the sign-up', () => {
  it('answers the session, the club and the people of the e-mail', async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Mor', surname: 'Hansen', birthdate: '1985-02-03' },
        { firstName: 'Lille', surname: 'Hansen', birthdate: '2016-04-05', child: true },
      ],
    });
    await db().execute(
      sql`update clubs set data_policy_link = 'https://klub-a.dk/persondata' where id = ${ctx.world.clubA}`,
    );
    // Another e-mail's dummy in the same club is no part of it.
    await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const before = ctx.t.clock.now();
    const { session } = await signUp(ctx.t, { ...scope, email: scope.email.toUpperCase() });
    expect(session).toMatchObject({
      email: scope.email,
      club: {
        id: ctx.world.clubA,
        name: 'Klub A',
        imageUrl: null,
        dataPolicyLink: 'https://klub-a.dk/persondata',
      },
      users: [
        {
          id: wireId(scope.ids[0] ?? 0),
          firstName: 'Mor',
          surname: 'Hansen',
          email: scope.email,
          zip: '8000',
          birthdate: '1985-02-03',
          userStatus: 1,
          assigned: false,
          ownLogin: null,
          parents: [],
          created: false,
        },
        { id: wireId(scope.ids[1] ?? 0), firstName: 'Lille', userStatus: 2, assigned: false, created: false },
      ],
    });
    expect(session.authToken).toMatch(/^[\w-]{43}$/);
    const expires = new Date(`${session.expiresAt}Z`).getTime();
    expect(Math.abs(expires - (before.getTime() + IMPORTED_SESSION_MS))).toBeLessThan(2 * MINUTE_MS);
    // Only the token's hash is stored.
    const stored = await queryRows<{ token_hash: string }>(
      db(),
      sql`select token_hash from imported_sessions where club_id = ${ctx.world.clubA}`,
    );
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(session.authToken));
    expect(stored.map((row) => row.token_hash)).not.toContain(session.authToken);
  });

  it('refuses a wrong secret, another e-mail and an unknown e-mail alike', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const other = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const login = (email: string, password: string) => failure(api(ctx.t).loginImported({ body: { email, password } }));
    expect(await login(scope.email, `${scope.secret}x`)).toMatchObject(invalid);
    expect(await login(other.email, scope.secret)).toMatchObject(invalid);
    expect(await login('nobody@example.dk', scope.secret)).toMatchObject({
      ...invalid,
      message: 'Invitationslinket er ugyldigt eller udløbet',
    });
  });

  it('works 29 days after the mail was sent and is refused after 30', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA, sentAt: ctx.t.clock.now() });
    ctx.t.clock.advance(29 * DAY_MS);
    try {
      const { flow } = await signUp(ctx.t, scope);
      ctx.t.clock.advance(DAY_MS);
      // The session ends with its link, too.
      expect(
        await codeOf(flow.updateImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) }, body: { userStatus: 1 } })),
      ).toBe('401 unauthorized');
      expect(await failure(signUp(ctx.t, scope))).toMatchObject(invalid);
    } finally {
      ctx.t.clock.advance(-30 * DAY_MS);
    }
  });

  it('ends the session after 2 hours; the link opens a new one', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const { flow } = await signUp(ctx.t, scope);
    const call = () => flow.updateImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) }, body: { userStatus: 1 } });
    expect(await codeOf(call())).toBe('ok');
    ctx.t.clock.advance(IMPORTED_SESSION_MS + MINUTE_MS);
    try {
      expect(await codeOf(call())).toBe('401 unauthorized');
      const again = await signUp(ctx.t, scope);
      expect(again.session.users[0]?.assigned).toBe(true);
    } finally {
      ctx.t.clock.advance(-(IMPORTED_SESSION_MS + MINUTE_MS));
    }
  });

  it('refuses a used-up link', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    await db().execute(sql`update invitations set used_at = now() where id = ${scope.invitationId}`);
    expect(await failure(signUp(ctx.t, scope))).toMatchObject(invalid);
  });

  it('lets every mail of a resend work, until the flow completes', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const resent = await addInvitation(db(), { clubId: scope.clubId, email: scope.email });
    expect((await signUp(ctx.t, { email: scope.email, secret: resent.secret })).session.users).toHaveLength(1);
    const { flow } = await signUp(ctx.t, scope);
    await flow.removeImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) } });
    expect(await usedUp(db(), scope)).toBe(true);
    for (const secret of [scope.secret, resent.secret]) {
      expect(await failure(signUp(ctx.t, { email: scope.email, secret }))).toMatchObject(invalid);
    }
  });

  it('uses up the links of a flow with nobody left to create, and refuses them', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    await db().execute(
      sql`update inactive_members set activated_at = now(), activated_user_id = ${ctx.world.userIds.memberA}
           where id = ${scope.ids[0] ?? 0}`,
    );
    expect(await failure(signUp(ctx.t, scope))).toMatchObject(invalid);
    expect(await usedUp(db(), scope)).toBe(true);
  });

  it(`counts failed links per address as sign-in does: 429 tooManyAttempts beyond the limit`, async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const address = '10.77.0.1';
    const limit = ctx.t.config.authRateLimit;
    const outcomes: string[] = [];
    for (let i = 0; i < limit + 1; i++) {
      outcomes.push(
        await codeOf(api(ctx.t, { address }).loginImported({ body: { email: scope.email, password: `wrong-${i}` } })),
      );
    }
    expect(outcomes.slice(0, limit)).toEqual(Array(limit).fill('401 invalidInvitation'));
    expect(outcomes[limit]).toBe('429 tooManyAttempts');
    // The right link from that address waits too; from elsewhere it works.
    const right = { email: scope.email, password: scope.secret };
    expect(await codeOf(api(ctx.t, { address }).loginImported({ body: right }))).toBe('429 tooManyAttempts');
    expect(await codeOf(api(ctx.t).loginImported({ body: right }))).toBe('ok');
  });
});

badInput<Record<string, unknown>>(ctx, 'loginImported', {
  tables: ['imported_sessions', 'invitations', 'sign_in_attempts'],
  call: (body) => api(ctx.t).loginImported({ body: body as never }),
  cases: [
    ['an empty body', {}, { status: 400, code: 'required', field: 'email' }],
    ['no password', { email: 'mor@example.dk' }, { status: 400, code: 'required', field: 'password' }],
    [
      'an empty password',
      { email: 'mor@example.dk', password: '' },
      { status: 400, code: 'required', field: 'password' },
    ],
    ['an e-mail that is none', { email: 'mor', password: 'x' }, { status: 400, code: 'emailValid', field: 'email' }],
    ['a number for the e-mail', { email: 5, password: 'x' }, { status: 400, field: 'email', code: 'required' }],
    [
      'a secret over the limit',
      { email: 'mor@example.dk', password: 'x'.repeat(textLimits.linkToken + 1) },
      { status: 400, code: 'maxLength', field: 'password' },
    ],
    [
      'an e-mail over the limit',
      { email: `${'m'.repeat(textLimits.email)}@example.dk`, password: 'x' },
      { status: 400, code: 'maxLength', field: 'email' },
    ],
  ],
});
