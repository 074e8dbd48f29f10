import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { enqueue } from '../src/outbox/enqueue.js';
import { startOutboxWorker } from '../src/outbox/worker.js';
import { LOG_CENSOR, loggerOptions, serializeError } from '../src/shared/logging.js';
import { mailOnly, outboxRow } from './outbox/helpers.js';
import { createTestApp, type TestApp } from './support/testApp.js';
import { uniqueEmail } from './support/uniqueEmail.js';

// Values that must never reach the log or the outbox: a password hash, an e-mail address, a name.
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SECRETSALT$SECRETHASH';
const SECRET_EMAIL = uniqueEmail('hemmelig');
const SECRET_NAME = 'Hemmeligsen';
const secrets = [SECRET_HASH, 'SECRETHASH', SECRET_EMAIL, SECRET_NAME];

const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const expectNoSecret = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
};

const insertSecretUser = (t: TestApp) =>
  t.database.db.insert(users).values({ email: SECRET_EMAIL, passwordHash: SECRET_HASH, firstName: SECRET_NAME });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }),
      // Throwaway routes whose handlers fail inside the database with a secret parameter.
      extend: (app) => {
        app.get('/api/test/logging/cast', async () => t.database.db.execute(sql`select ${SECRET_HASH}::int`));
        app.get('/api/test/logging/duplicate', async () => {
          await insertSecretUser(t);
          await insertSecretUser(t);
          return {};
        });
        app.get('/api/test/logging/wrapped', async () => {
          try {
            return await t.database.db.execute(sql`select ${SECRET_HASH}::int`);
          } catch (error) {
            throw new Error('could not read the member', { cause: error });
          }
        });
        app.post('/api/test/logging/echo', async (request) => {
          // What a careless debugging line would log: the request's headers and body as they came.
          request.log.warn({ headers: request.headers, body: request.body }, 'echo');
          return {};
        });
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

/** The one `request failed` entry the error handler wrote for the last request. */
const failureEntry = () => {
  const entries = logged().filter((entry) => entry.msg === 'request failed');
  expect(entries).toHaveLength(1);
  return entries[0] as { err: Record<string, unknown> };
};

describe('a failed query in the log', () => {
  it('holds the query text and SQLSTATE, never the parameter or the database message quoting it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/logging/cast' });
    expect(response.statusCode).toBe(500);
    const { err } = failureEntry();
    expect(err).toMatchObject({ type: 'DrizzleQueryError', query: 'select $1::int', code: '22P02' });
    expect(err.message).toBe('Failed query: select $1::int: SQLSTATE 22P02');
    expect(err.stack).toMatch(/^DrizzleQueryError: Failed query: select \$1::int\n\s+at /);
    expectNoSecret(lines.join('\n'));
    // The database's own message ("invalid input syntax for type integer: …") is not logged either.
    expect(lines.join('\n')).not.toContain('invalid input syntax');
  });

  it('names the table and constraint of a unique violation, never the key, hash or name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/logging/duplicate' });
    expect(response.statusCode).toBe(500);
    const { err } = failureEntry();
    expect(err).toMatchObject({ code: '23505', table: 'users', constraint: 'users_email_lower_idx' });
    expect(err.query).toMatch(/^insert into "users" .*values \(/);
    expect(err.query).toContain('$1');
    expectNoSecret(lines.join('\n'));
    // The database's message ("duplicate key value violates …") goes with the detail that quotes the key.
    expect(lines.join('\n')).not.toContain('duplicate key value');
  });

  it('follows the cause of an error that wraps a failed query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/logging/wrapped' });
    expect(response.statusCode).toBe(500);
    const { err } = failureEntry();
    expect(err).toMatchObject({ type: 'Error' });
    expect(err.message).toBe('could not read the member: Failed query: select $1::int: SQLSTATE 22P02');
    expect(err.stack).toContain('caused by: DrizzleQueryError: Failed query: select $1::int');
    expectNoSecret(lines.join('\n'));
  });

  it('serialises any other error as pino does', () => {
    const error = Object.assign(new Error('outer', { cause: new Error('inner') }), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'outer: inner',
      statusCode: 502,
      stack: expect.stringContaining('caused by: Error: inner'),
    });
  });
});

describe('secrets in a log call', () => {
  it('censors the authorization header and password fields', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/logging/echo',
      headers: { authorization: 'Bearer SECRETTOKEN', cookie: 'session=SECRETCOOKIE' },
      payload: { email: 'a@b.dk', password: 'SECRETPASSWORD', passwordHash: SECRET_HASH, authToken: 'SECRETAUTH' },
    });
    const entry = logged().find((line) => line.msg === 'echo') as {
      headers: Record<string, unknown>;
      body: Record<string, unknown>;
    };
    expect(entry.headers).toMatchObject({ authorization: LOG_CENSOR, cookie: LOG_CENSOR });
    expect(entry.body).toMatchObject({
      email: 'a@b.dk',
      password: LOG_CENSOR,
      passwordHash: LOG_CENSOR,
      authToken: LOG_CENSOR,
    });
    const text = lines.join('\n');
    for (const secret of ['SECRETTOKEN', 'SECRETCOOKIE', 'SECRETPASSWORD', 'SECRETAUTH', 'SECRETHASH']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('a failed outbox job', () => {
  it('stores and logs the failed query without its parameters', async () => {
    const { db } = t.database;
    const to = uniqueEmail('hemmelig-modtager');
    // The recipient is an existing user: the handler's insert of the same address violates the unique index.
    await db.insert(users).values({ email: to, passwordHash: SECRET_HASH, firstName: SECRET_NAME });
    const id = await enqueue(db, t.clock, { kind: 'mail', payload: { to, subject: 'Hej', text: 'Hej' } });
    const worker = startOutboxWorker({
      db,
      clock: t.clock,
      driver: t.database.driver,
      handlers: mailOnly(async (payload) => {
        await db.insert(users).values({ email: payload.to, passwordHash: SECRET_HASH, firstName: SECRET_NAME });
      }),
      pollMs: 3_600_000,
      // The app's own logger: the outbox logs through it in main.ts.
      log: t.app.log,
      maxAttempts: 1,
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const row = await outboxRow(db, id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(
      /^Failed query: insert into "users" .*: SQLSTATE 23505 \(table public\.users, constraint users_email_lower_idx\)$/,
    );
    for (const text of [row.lastError ?? '', lines.join('\n')]) {
      expectNoSecret(text);
      expect(text).not.toContain(to);
    }
    expect(logged().find((entry) => entry.msg === 'outbox job failed for good')).toMatchObject({
      jobId: id,
      err: { code: '23505', constraint: 'users_email_lower_idx' },
    });
  });
});
