/**
 * A message's mails in `pnpm bench` (ADR 028 "Who gets a message"): the big club's administrator writes to all its
 * members. The create call counts the recipients and enqueues one fan-out job (`messageMails`) in the transaction that
 * saves the message; each timed request makes a new message, which cannot be repeated, so there is no raw column and
 * no ratio: the figure is the whole call. Then the fan-out: the job's handler, as the worker runs it, composes and
 * enqueues the mails of a message in batches of a thousand addresses (a transaction each, with the message's cursor),
 * timed whole. Then the outbox's delivery rate: a sample of those mails sent by the real worker and transport to an
 * SMTP sink on loopback, as production sends them (pooled connections), and again with `?pool=false` (a connection per
 * mail). The bench's messages, their jobs and mails are removed afterwards, so that the rows and figures printed after
 * it are as before.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/connect.js';
import { queryRows } from '../src/db/queryRows.js';
import type { FeatureJobs } from '../src/outbox/handlers.js';
import { createOutboxHandlers } from '../src/outbox/handlers.js';
import { startOutboxWorker } from '../src/outbox/worker.js';
import { systemClock } from '../src/shared/clock.js';
import { benchToken, type Seeded } from './bigClubs.js';
import { summarise } from './percentiles.js';

export const MESSAGE_MAIL_LABEL = 'POST clubboards to all members of the big club (enqueue) and the outbox drain rate';
const WARM_UP = 1;
const MEASURED = 5;
/** Mails delivered per drain run. */
const DRAIN_SAMPLE = 2_000;
/** The create call's p95 allowed (informational, as the other budgets without BENCH_STRICT): a count and one job. */
const ENQUEUE_BUDGET_MS = 2_000;
/** Messages whose fan-out is timed (the first ones made); the others' jobs are removed unrun. */
const FAN_OUTS = 2;
/** The fan-out of a message to the big club allowed, whole (informational): in the background, not a request. */
const FAN_OUT_BUDGET_MS = 45_000;

/** A club's message as they are written: a few paragraphs, a link. About 700 characters. */
const benchMessage = (i: number) =>
  [
    `Kære medlemmer (${i})`,
    '',
    'Sæsonen nærmer sig sin afslutning, og vi vil gerne takke alle for endnu et godt år i klubben. Der har været ' +
      'mange gode kampe, et flot fremmøde til træning og en stor indsats fra vores frivillige.',
    '',
    'Lørdag den 14. juni holder vi sommerfest i klubhuset fra kl. 14. Der er grill, musik og aktiviteter for børnene. ' +
      'Tilmelding senest den 7. juni på https://example.org/sommerfest?klub=bench — husk at skrive, hvor mange I kommer.',
    '',
    'Generalforsamlingen afholdes torsdag den 26. juni kl. 19 i klubhusets store sal. Forslag skal være bestyrelsen i ' +
      'hænde senest en uge før.',
    '',
    'Mange hilsner',
    'Bestyrelsen',
  ].join('\n');

/** The latency client's 10 s is too short for this write on a busy machine: timed here, with a minute and more. */
const CREATE_TIMEOUT_MS = 180_000;

const timedCall = async (url: string, init: RequestInit) => {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CREATE_TIMEOUT_MS) });
  const body = await response.text();
  return { status: response.status, took: performance.now() - started, body };
};

/** An SMTP peer that accepts every mail and counts it, reading nothing more: the sink costs the sender little. */
const startSink = async () => {
  let received = 0;
  const peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => peer.close(() => resolve())),
  };
};

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Delivers `ids` alone (every other due job is put off meanwhile) and answers mails per second. */
const drainRate = async (
  database: Database,
  features: FeatureJobs,
  smtpUrl: string,
  ids: readonly number[],
  sink: { received: () => number },
): Promise<{ perSecond: number; delivered: number; seconds: number }> => {
  const db = database.db;
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  await db.execute(sql`update outbox set run_at = run_at + interval '100 years'
                        where status = 'pending' and not (id = any(${idList}))`);
  const clock = systemClock();
  const { handlers, close } = createOutboxHandlers(
    { smtpUrl, mailFrom: 'Klubhus <noreply@bench.klubhus.dk>', production: false },
    { db, clock, features, log: quietLog },
  );
  const worker = startOutboxWorker({
    db,
    clock,
    driver: database.driver,
    handlers,
    pollMs: 3_600_000,
    log: quietLog,
  });
  const before = sink.received();
  const started = performance.now();
  try {
    await worker.drain();
  } finally {
    await worker.stop();
    close();
    await db.execute(sql`update outbox set run_at = run_at - interval '100 years'
                          where status = 'pending' and not (id = any(${idList}))`);
  }
  const seconds = (performance.now() - started) / 1000;
  const delivered = sink.received() - before;
  if (delivered !== ids.length) throw new Error(`the sink got ${delivered} of ${ids.length} mails`);
  return { perSecond: delivered / seconds, delivered, seconds };
};

export const benchMessageMails = async (
  base: string,
  seeded: Seeded,
  database: Database,
  features: FeatureJobs,
): Promise<boolean> => {
  const db = database.db;
  const [mark] = await queryRows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from outbox`);
  const firstOutboxId = Number(mark?.id) + 1;
  const messageIds: number[] = [];
  const samples: number[] = [];
  let recipients = 0;
  const sink = await startSink();
  try {
    for (let i = 0; i < WARM_UP + MEASURED; i += 1) {
      const { status, took, body } = await timedCall(`${base}/api/v2/clubboards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${benchToken(seeded.admin)}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          clubId: seeded.bigClub,
          title: `Sommerfest og generalforsamling ${i}`,
          message: benchMessage(i),
          allMembers: true,
          groupIds: [],
        }),
      });
      if (status !== 201) throw new Error(`POST clubboards: expected 201, got ${status}: ${body}`);
      const created = JSON.parse(body) as { id: number; recipientCount: number };
      messageIds.push(created.id);
      recipients = created.recipientCount;
      if (i >= WARM_UP) samples.push(took);
    }
    const summary = summarise(samples);
    const jobs = await queryRows<{ id: number; created_at: Date; club_id: number; message_id: number }>(
      db,
      sql`select id, created_at, club_id, (payload->>'messageId')::int as message_id
            from outbox where id >= ${firstOutboxId} and kind = 'messageMails' order by id`,
    );
    const createPass = summary.p95 <= ENQUEUE_BUDGET_MS;
    console.log(
      `\n${MESSAGE_MAIL_LABEL}\n` +
        `  create (count ${recipients} addresses, enqueue one fan-out job), a message to all members: ` +
        `${WARM_UP} warm-up + ${MEASURED} measured, p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, ` +
        `max ${summary.max.toFixed(0)} ms, budget ${ENQUEUE_BUDGET_MS} ms: ${createPass ? 'ok' : 'OVER'} ` +
        '(no raw SQL column: each request makes a new message and cannot be repeated, so there is no ratio)\n' +
        `  outbox after the creates: ${jobs.length} fan-out jobs, ` +
        `${(await queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbox where id >= ${firstOutboxId} and kind = 'mail'`))[0]?.n ?? 0} mails`,
    );

    // The fan-out: the job's handler, as the worker calls it, for the first messages.
    let fanOutPass = true;
    for (const job of jobs.slice(0, FAN_OUTS)) {
      const [mark] = await queryRows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from outbox`);
      const started = performance.now();
      await features.handlers.messageMails(
        { clubId: Number(job.club_id), messageId: Number(job.message_id) },
        {
          id: Number(job.id),
          kind: 'messageMails',
          clubId: Number(job.club_id),
          attempt: 1,
          createdAt: job.created_at,
        },
      );
      const took = performance.now() - started;
      const [size] = await queryRows<{ rows: number; bytes: number }>(
        db,
        sql`select count(*)::int as rows, coalesce(avg(pg_column_size(payload)), 0)::int as bytes
              from outbox where id > ${Number(mark?.id)} and kind = 'mail'`,
      );
      const rows = size?.rows ?? 0;
      fanOutPass &&= took <= FAN_OUT_BUDGET_MS && rows === recipients;
      console.log(
        `  fan-out of message ${job.message_id} (the messageMails job, batches of a thousand addresses): ` +
          `${rows} mails enqueued in ${(took / 1000).toFixed(1)} s = ${(rows / (took / 1000)).toFixed(0)} mails/s, ` +
          `${size?.bytes ?? 0} bytes of payload each on average, budget ${FAN_OUT_BUDGET_MS / 1000} s: ` +
          `${took <= FAN_OUT_BUDGET_MS && rows === recipients ? 'ok' : 'OVER'}`,
      );
    }
    const pass = createPass && fanOutPass;

    // The drain: the first message's mails, a sample per run, the rest removed first.
    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from outbox where id >= ${firstOutboxId} and kind = 'mail' order by id limit ${DRAIN_SAMPLE * 2}`,
      )
    ).map((row) => Number(row.id));
    for (const [label, url, sample] of [
      ['pooled connections (SMTP_URL as configured, the default)', sink.url, ids.slice(0, DRAIN_SAMPLE)],
      ['a connection per mail (SMTP_URL ?pool=false)', `${sink.url}?pool=false`, ids.slice(DRAIN_SAMPLE)],
    ] as const) {
      const rate = await drainRate(database, features, url, sample, sink);
      console.log(
        `  outbox drain, ${label}, driver ${database.driver}: ${rate.delivered} mails in ${rate.seconds.toFixed(1)} s = ` +
          `${rate.perSecond.toFixed(0)} mails/s delivered to the local SMTP sink`,
      );
    }
    return pass;
  } finally {
    await sink.close();
    await db.execute(
      sql`delete from outbox where id >= ${firstOutboxId}
             and (kind = 'messageMails' or (kind = 'mail' and payload ? 'unsubscribe'))`,
    );
    if (messageIds.length > 0) {
      await db.execute(sql`delete from messages where id = any(${`{${messageIds.join(',')}}`}::int[])`);
    }
  }
};
