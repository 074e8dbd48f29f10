import { participantStatuses, type ActivityExportRange, type CsvCell, type CsvRows } from '@klubhus/domain';
import { statisticsSpan } from '../activities/public.js';
import type { ExportTexts } from '../../shared/exportTexts.js';
import { languageOf, textsIn, type ActivityExportsDeps, type ExportCaller } from './context.js';
import { clubWall, endCell, textCell } from './format.js';
import * as repo from './repo.js';
import { typeTitlesOf } from './typeTitles.js';

/**
 * The activity exports (spec document 2 §7 "Export files by club, group or member with startDate and endDate"; ADR
 * 026): the club's activities with their counts, a group's attendance, a member's invitations — CSV rows in the
 * caller's language, streamed a page at a time. The range is days in the club's zone, both included; the access step
 * has proven the caller, the club, and the group or member concerned.
 */

type Row = readonly CsvCell[];
type Words = ExportTexts['activities'];

const { invited: INVITED, attending: ATTENDING, cancelled: CANCELLED } = participantStatuses;

/** What a file needs before its first row: the club's zone, the words, the types' titles and the instants. */
interface Frame {
  zone: string;
  words: Words;
  typeTitle: (type: number) => string;
  span: repo.Span;
}

const frameOf = async (deps: ActivityExportsDeps, caller: ExportCaller, range: ActivityExportRange): Promise<Frame> => {
  const zone = await repo.clubZone(deps.db, caller.clubId);
  if (zone === undefined) throw new Error(`club ${caller.clubId} vanished behind its own access check`);
  const { locale } = await languageOf(deps, caller);
  const titles = await typeTitlesOf(deps.db, caller.clubId, locale, deps.builtInTitles);
  // From the first day's midnight to the midnight after the last, in the club's zone (daylight saving included).
  const { span } = statisticsSpan({ start: range.startDate, end: range.endDate }, deps.clock.now(), zone);
  return { zone, words: textsIn(deps, locale), typeTitle: (type) => titles.get(type) ?? '', span };
};

/** Pages by keyset on (start, id): `read(cursor)` answers the page after `cursor` (null: the first). */
async function* pages<T extends repo.ActivityRow>(
  read: (cursor: repo.ActivityCursor | null) => Promise<T[]>,
  full: (page: readonly T[]) => boolean,
): AsyncGenerator<T[]> {
  let cursor: repo.ActivityCursor | null = null;
  for (;;) {
    const page = await read(cursor);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!full(page) || last === undefined) return;
    cursor = { startsAt: last.starts_at, id: last.id };
  }
}

/** A file: its header row, then each page's rows as they are read (the writer pulls; nothing is read ahead). */
async function* file<T extends repo.ActivityRow>(
  header: Row,
  rows: AsyncIterable<T[]>,
  toRow: (row: T) => Row,
): AsyncGenerator<Row> {
  yield header;
  for await (const page of rows) for (const row of page) yield toRow(row);
}

const answerOf = (words: Words, status: number | null): string => {
  if (status === ATTENDING) return words.answers.attending;
  if (status === CANCELLED) return words.answers.declined;
  if (status === INVITED) return words.answers.notAnswered;
  return words.answers.notInvited;
};

const yesNo = (words: Words, value: boolean) => (value ? words.yes : words.no);

const fullPage = (page: readonly unknown[]) => page.length >= repo.EXPORT_PAGE_SIZE;

/**
 * The club file: one row per activity starting in the range, by start: date, start, end, title, type, location,
 * responsible, how many are invited, attending, declined and not answered, and whether it is cancelled.
 */
export const exportClubActivities = async (
  deps: ActivityExportsDeps,
  caller: ExportCaller,
  range: ActivityExportRange,
): Promise<CsvRows> => {
  const { zone, words, typeTitle, span } = await frameOf(deps, caller, range);
  const { columns } = words;
  return file(
    [
      columns.date,
      columns.start,
      columns.end,
      columns.title,
      columns.type,
      columns.location,
      columns.responsible,
      columns.invited,
      columns.attending,
      columns.declined,
      columns.notAnswered,
      columns.cancelled,
    ],
    pages((cursor) => repo.clubActivities(deps.db, caller.clubId, span, cursor), fullPage),
    (activity) => {
      const start = clubWall(activity.starts_at, zone);
      return [
        start.date,
        start.time,
        endCell(activity.starts_at, activity.ends_at, zone),
        textCell(activity.title),
        textCell(typeTitle(activity.type)),
        textCell(activity.location),
        textCell(activity.responsible),
        activity.invited,
        activity.attending,
        activity.declined,
        activity.not_answered,
        yesNo(words, activity.cancelled),
      ];
    },
  );
};

/**
 * The group file: for each activity starting in the range that invites the group, one row per member the group has
 * now, by name: date, start, title, type, first name, surname, answer, cancelled. A member the activity has no
 * invitation of (they joined the group after it was sent) is "not invited". Pages hold whole activities, as many as
 * keep a page near EXPORT_PAGE_SIZE rows.
 */
export const exportGroupAttendance = async (
  deps: ActivityExportsDeps,
  caller: ExportCaller,
  groupId: number,
  range: ActivityExportRange,
): Promise<CsvRows> => {
  const { zone, words, typeTitle, span } = await frameOf(deps, caller, range);
  const { columns } = words;
  const members = await repo.groupSize(deps.db, caller.clubId, groupId);
  const header = [
    columns.date,
    columns.start,
    columns.title,
    columns.type,
    columns.firstName,
    columns.surname,
    columns.answer,
    columns.cancelled,
  ];
  if (members === 0) return [header];
  const activities = Math.max(1, Math.floor(repo.EXPORT_PAGE_SIZE / members));
  const query = { clubId: caller.clubId, groupId, span, activities };
  return file(
    header,
    pages(
      (cursor) => repo.groupAttendance(deps.db, query, cursor),
      (page) => new Set(page.map((row) => row.id)).size >= activities,
    ),
    (row) => {
      const start = clubWall(row.starts_at, zone);
      return [
        start.date,
        start.time,
        textCell(row.title),
        textCell(typeTitle(row.type)),
        textCell(row.first_name),
        textCell(row.surname),
        answerOf(words, row.status),
        yesNo(words, row.cancelled),
      ];
    },
  );
};

/**
 * The member file: one row per activity starting in the range the member is invited to (through a group or one by
 * one), by start: date, start, title, type, location, answer, cancelled.
 */
export const exportMemberAttendance = async (
  deps: ActivityExportsDeps,
  caller: ExportCaller,
  userId: number,
  range: ActivityExportRange,
): Promise<CsvRows> => {
  const { zone, words, typeTitle, span } = await frameOf(deps, caller, range);
  const { columns } = words;
  const query = { clubId: caller.clubId, userId, span };
  return file(
    [columns.date, columns.start, columns.title, columns.type, columns.location, columns.answer, columns.cancelled],
    pages((cursor) => repo.memberInvitations(deps.db, query, cursor), fullPage),
    (row) => {
      const start = clubWall(row.starts_at, zone);
      return [
        start.date,
        start.time,
        textCell(row.title),
        textCell(typeTitle(row.type)),
        textCell(row.location),
        answerOf(words, row.status),
        yesNo(words, row.cancelled),
      ];
    },
  );
};
