import type { Db } from '../../db/connect.js';
import * as repo from './repo.js';
import { EXPORT_PAGE_SIZE } from './repo.js';

/**
 * Rows read a page at a time (ADR 017: the exports stream), so that only one page is in memory: the CSV writer asks
 * for the next page once the last one is written out (the generator is pulled, never pushed), and a download that
 * stops stops the reading too.
 */

/** Keyset pages: `read(cursor)` answers the page after `cursor` (null: the first), sorted by what `cursorOf` reads. */
export async function* keysetRows<Row, Cursor>(
  read: (cursor: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
): AsyncGenerator<Row> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await read(cursor);
    yield* page;
    const last = page.at(-1);
    if (page.length < EXPORT_PAGE_SIZE || last === undefined) return;
    cursor = cursorOf(last);
  }
}

/** Pages of a list of keys read in order, EXPORT_PAGE_SIZE keys at a time. */
export async function* keyedPages<Key, Page>(
  keys: readonly Key[],
  read: (page: readonly Key[]) => Promise<Page>,
): AsyncGenerator<Page> {
  for (let start = 0; start < keys.length; start += EXPORT_PAGE_SIZE) {
    yield await read(keys.slice(start, start + EXPORT_PAGE_SIZE));
  }
}

/** The members of the overview's order, read a page of ids at a time, active and inactive in their places. */
export async function* peopleInOrder(
  db: Db,
  clubId: number,
  filter: repo.OverviewFilter,
): AsyncGenerator<repo.PersonRow> {
  const order = await repo.overviewOrder(db, filter);
  const key = (ref: repo.MemberRef) => (ref.user_id !== null ? `u${ref.user_id}` : `i${ref.inactive_id}`);
  for await (const page of keyedPages(order, async (refs) => {
    const userIds = refs.flatMap((ref) => (ref.user_id === null ? [] : [ref.user_id]));
    const inactiveIds = refs.flatMap((ref) => (ref.inactive_id === null ? [] : [ref.inactive_id]));
    const people = [
      ...(userIds.length > 0 ? await repo.activePeople(db, clubId, userIds) : []),
      ...(inactiveIds.length > 0 ? await repo.inactivePeople(db, clubId, inactiveIds) : []),
    ];
    const byKey = new Map(people.map((person) => [key(person), person]));
    // Someone removed since the order was read is left out.
    return refs.flatMap((ref) => byKey.get(key(ref)) ?? []);
  })) {
    yield* page;
  }
}
