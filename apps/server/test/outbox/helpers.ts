import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import type { OutboxLog } from '../../src/outbox/worker.js';

/** A logger that keeps what it was told, so a test can assert on warnings without printing them. */
export const recordingLog = (): OutboxLog & { lines: string[] } => {
  const lines: string[] = [];
  const keep = (level: string) => (_details: object, message: string) => void lines.push(`${level}: ${message}`);
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
};

export const outboxRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};
