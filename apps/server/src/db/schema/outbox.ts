import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Work caused by a change, written in the same transaction and drained by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: integer('club_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** When the payload was emptied by the retention rules (`outbox/retention.ts`); the row stays for a while. */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.runAt),
    index('outbox_kind_idx').on(table.kind, table.createdAt),
    index('outbox_finished_idx').on(table.status, table.createdAt),
  ],
);
