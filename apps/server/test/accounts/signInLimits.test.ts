import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { boundedPasswords, type Passwords } from '../../src/shared/passwords.js';
import { hashToken, verifyPassword } from '../../src/shared/tokens.js';
import { randomAddress } from '../support/api.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { insertUser, SEED_PASSWORD } from './helpers.js';

/**
 * The sign-in limits as an attacker meets them (issue 13, findings 3, 4 and 5): parallel guesses cannot
 * outrun the limit, an attacker cannot lock the owner's own browser out, and password checks queue within
 * a bound instead of taking every core.
 */

const LIMIT = 20;
const CLIENT = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** Counts the password checks that really ran. */
const counting = (): Passwords & { checks: number } => {
  const passwords = boundedPasswords(
    { concurrency: 4, queue: 1_000 },
    {
      hash: () => Promise.reject(new Error('no hashing in this test')),
      verify: async (stored, password) => {
        counter.checks++;
        return verifyPassword(stored, password);
      },
    },
  );
  const counter = Object.assign(passwords, { checks: 0 });
  return counter;
};

interface Answer {
  status: number;
  code: string | undefined;
  retryAfter: string | undefined;
  /** The device cookie's `name=value`, when the answer sets one. */
  cookie: string | undefined;
  setCookie: string | undefined;
}

/** One sign-in as a browser makes it: from `address`, bringing `cookie`. */
const signIn = async (
  t: TestApp,
  body: { email: string; password: string },
  { address = randomAddress(), cookie }: { address?: string; cookie?: string } = {},
): Promise<Answer> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/login/plain',
    headers: {
      authorization: CLIENT,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
  const setCookie = response.headers['set-cookie'];
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return {
    status: response.statusCode,
    code: response.statusCode >= 400 ? (response.json() as { code?: string }).code : undefined,
    retryAfter: response.headers['retry-after'] as string | undefined,
    cookie: header?.split(';')[0],
    setCookie: header,
  };
};

/** The app of findings 3 and 4, with its password checks counted. */
let t: TestApp;
let passwords: ReturnType<typeof counting>;
beforeAll(async () => {
  passwords = counting();
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) }, { passwords });
});
afterAll(() => t.close());

describe('parallel wrong passwords (finding 3)', () => {
  it(`checks at most ${LIMIT} of 100 parallel wrong passwords against one account, and refuses the rest with 429`, async () => {
    const email = uniqueEmail('burst');
    await insertUser(t.database.db, email);
    passwords.checks = 0;
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(t, { email, password: `guess-${i}` }, { address })),
    );
    expect(passwords.checks).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(passwords.checks);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(100 - passwords.checks);
  });

  it(`checks at most ${LIMIT} of 100 parallel guesses from 100 addresses against one account`, async () => {
    const email = uniqueEmail('spread');
    await insertUser(t.database.db, email);
    passwords.checks = 0;
    await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(t, { email, password: `guess-${i}` })));
    expect(passwords.checks).toBeLessThanOrEqual(LIMIT);
  });
});

describe('device cookies: nobody locks the owner out (finding 4)', () => {
  const owner = async () => {
    const email = uniqueEmail('owner');
    const userId = await insertUser(t.database.db, email);
    const first = await signIn(t, { email, password: SEED_PASSWORD });
    expect(first.status).toBe(200);
    if (!first.cookie) throw new Error('no device cookie');
    return { email, userId, cookie: first.cookie };
  };

  /** An attacker spends the account's whole budget of guesses, each from another address. */
  const lockOut = async (email: string) => {
    for (let i = 0; i < LIMIT; i++) expect((await signIn(t, { email, password: `guess-${i}` })).status).toBe(401);
    const refused = await signIn(t, { email, password: SEED_PASSWORD });
    expect([refused.code, refused.retryAfter]).toEqual(['tooManyAttempts', '900']);
  };

  it('sets an HttpOnly, SameSite=Strict device cookie for the sign-in calls only, and stores only its hash', async () => {
    const { userId, cookie } = await owner();
    const token = cookie.split('=')[1]?.split('.')[0] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from trusted_devices where user_id = ${userId}`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    const { setCookie } = await signIn(t, { email: uniqueEmail('nobody'), password: 'x' });
    expect(setCookie).toBeUndefined();
    const again = await signIn(t, { email: (await owner()).email, password: SEED_PASSWORD });
    expect(again.setCookie).toMatch(
      /^klubhus_device=[^;]+; Max-Age=15552000; Path=\/api\/v2\/login; HttpOnly; SameSite=Strict$/,
    );
  });

  it("lets the owner's browser in while failures from everywhere else have locked the account", async () => {
    const { email, cookie } = await owner();
    await lockOut(email);
    // The owner's own browser, with its device cookie and the right password, from yet another address.
    expect((await signIn(t, { email, password: SEED_PASSWORD }, { cookie })).status).toBe(200);
    // Without it, the lock holds even for the right password.
    expect((await signIn(t, { email, password: SEED_PASSWORD })).status).toBe(429);
  });

  it("bounds a device's own guesses too, and locks only that device", async () => {
    const { email, cookie } = await owner();
    // The same person on a second browser.
    const second = await signIn(t, { email, password: SEED_PASSWORD });
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(t, { email, password: `typo-${i}` }, { cookie })).status).toBe(401);
    }
    expect((await signIn(t, { email, password: SEED_PASSWORD }, { cookie })).status).toBe(429);
    expect((await signIn(t, { email, password: SEED_PASSWORD }, { cookie: second.cookie })).status).toBe(200);
    // Untrusted attempts were not spent by the device's typos.
    expect((await signIn(t, { email, password: SEED_PASSWORD })).status).toBe(200);
  });

  it("gives no trust for another user's device cookie, a made-up one, or a malformed one", async () => {
    const victim = await owner();
    const attacker = await owner();
    await lockOut(victim.email);
    for (const cookie of [
      attacker.cookie,
      `klubhus_device=${'A'.repeat(43)}`,
      'klubhus_device=not a token',
      `klubhus_device=${'x'.repeat(5000)}`,
    ]) {
      expect((await signIn(t, { email: victim.email, password: SEED_PASSWORD }, { cookie })).status).toBe(429);
    }
  });

  it('keeps one token per person in a shared browser, newest first', async () => {
    const mother = await owner();
    const child = await signIn(t, { email: (await owner()).email, password: SEED_PASSWORD }, { cookie: mother.cookie });
    const tokens = child.cookie?.split('=')[1]?.split('.') ?? [];
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(mother.cookie.split('=')[1]);
    // The mother, on the shared browser after her child, is still a trusted device there.
    await lockOut(mother.email);
    expect((await signIn(t, { email: mother.email, password: SEED_PASSWORD }, { cookie: child.cookie })).status).toBe(
      200,
    );
  });

  it('marks the cookie Secure when the request came over https (through the trusted proxy)', async () => {
    const email = uniqueEmail('https');
    await insertUser(t.database.db, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/plain',
      headers: { authorization: CLIENT, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: { email, password: SEED_PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('forgets a device that has not signed in for 180 days', async () => {
    const { email, cookie } = await owner();
    t.clock.advance(181 * 24 * 3_600_000);
    try {
      await lockOut(email);
      expect((await signIn(t, { email, password: SEED_PASSWORD }, { cookie })).status).toBe(429);
    } finally {
      t.clock.advance(-181 * 24 * 3_600_000);
    }
  });
});

describe('password checks queue within a bound (finding 5)', () => {
  /** Checks that wait until the test lets them finish, so what runs and what waits is seen, not timed. */
  const gated = () => {
    const waiting: (() => void)[] = [];
    let started = 0;
    const passwords = boundedPasswords(
      { concurrency: 1, queue: 2 },
      {
        hash: () => Promise.reject(new Error('no hashing in this test')),
        verify: () =>
          new Promise<boolean>((resolve) => {
            started++;
            waiting.push(() => resolve(false));
          }),
      },
    );
    return {
      passwords,
      started: () => started,
      finishAll: () => {
        for (const finish of waiting.splice(0)) finish();
      },
    };
  };

  it('runs one check, lets two wait, and answers every further sign-in 503 at once, writing nothing for it', async () => {
    const gate = gated();
    const queued = await createTestApp({}, { passwords: gate.passwords });
    try {
      const done: Answer[] = [];
      const answers = Array.from({ length: 10 }, (_, i) =>
        signIn(queued, { email: uniqueEmail(`queue${i}`), password: 'x' }).then((answer) => {
          done.push(answer);
          return answer;
        }),
      );
      // Wait (by turns of the event loop, not by time) until every sign-in that is not admitted has its answer.
      const turn = () => new Promise((resolve) => setImmediate(resolve));
      while (done.length < 7) await turn();
      expect(done.map((answer) => [answer.status, answer.code, answer.retryAfter])).toEqual(
        Array(7).fill([503, 'busy', '5']),
      );
      // One check runs, two wait: nothing else was admitted, and only admitted attempts count.
      expect(gate.started()).toBe(1);
      const attempts = await queryRows<{ n: number }>(
        queued.database.db,
        sql`select count(distinct attempt_id)::int as n from sign_in_attempts`,
      );
      expect(Number(attempts[0]?.n)).toBe(3);
      while (done.length < 10) {
        gate.finishAll();
        await turn();
      }
      expect((await Promise.all(answers)).filter((answer) => answer.status === 401)).toHaveLength(3);
    } finally {
      gate.finishAll();
      await queued.close();
    }
  });
});
