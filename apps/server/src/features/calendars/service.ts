import {
  activityRefusals,
  participantStatuses,
  sharedCalendarRefusals,
  type LocaleCode,
  type PersonalCalendarLink,
  type RepeatOption,
} from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/HttpError.js';
import type { Brands } from '../../shared/brands.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import { hashToken, safeEqual } from '../../shared/tokens.js';
import type { LinkTokens } from '../signup-links/public.js';
import { calendarText } from './feed.js';
import { feedTextsOf, withClub, type FeedTexts } from './feedTexts.js';
import * as repo from './repo.js';
import { feedEvents, type EventFields, type Occurrence } from './series.js';

/**
 * The calendar feeds (spec document 2 §2.5, §7 "the iCal link"; issue 23; ADR 026): the club's public feed, a member's
 * personal feed at a secret address, one activity as a file, and (for the shared calendars) a shared calendar's feed.
 * Each holds the activities from FEED_PAST_DAYS ago on, at most `repo.FEED_MAX_ACTIVITIES`.
 */

/** How far back a feed reaches: a calendar app keeps what it has seen, so the recent past is enough. */
export const FEED_PAST_DAYS = 90;

/** The derivation of the personal feeds' tokens from the link key (`linkTokens.ts`), apart from sign-up links'. */
const PERSONAL = 'personal-calendar';

export interface CalendarsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'localesDir'>;
  links: LinkTokens;
  brands: Brands;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;
const sinceOf = (clock: Clock) => new Date(clock.now().getTime() - FEED_PAST_DAYS * DAY_MS);

/** A feed that is not there (an unknown club, a revoked or unknown address): nothing to tell apart. */
const noCalendar = () =>
  notFound(sharedCalendarRefusals.unknownCalendar.message, sharedCalendarRefusals.unknownCalendar.code);

/** What a feed shows of its activities' clubs and types. */
interface Context {
  clubs: ReadonlyMap<number, repo.FeedClub>;
  /** Each club's types by id. */
  types: ReadonlyMap<number, ReadonlyMap<number, repo.FeedType>>;
}

/** The clubs of the rows (the one of a club's feed, several of a shared calendar's), and their types. */
const contextOf = async (db: Db, rows: readonly repo.FeedRow[], clubIds: readonly number[] = []): Promise<Context> => {
  const ids = [...new Set([...clubIds, ...rows.map((row) => Number(row.club_id))])];
  const clubs = await repo.clubsByIds(db, ids);
  const types = new Map(await Promise.all(ids.map(async (id) => [id, await repo.typesOfClub(db, id)] as const)));
  return { clubs, types };
};

/** The type's title in `locale` where the club gave one (ADR 024), else its title. */
const typeTitle = (type: repo.FeedType | undefined, locale: LocaleCode | null): string | null => {
  if (!type) return null;
  const translations =
    typeof type.translations === 'string'
      ? (JSON.parse(type.translations) as repo.FeedType['translations'])
      : type.translations;
  const translated = locale && translations && typeof translations === 'object' ? translations[locale] : undefined;
  return translated?.trim() || type.title;
};

interface Shown {
  /** The activity's address in the web app; none where the readers are not the club's (a shared calendar). */
  publicUrl: string | null;
  locale: LocaleCode | null;
  /** The first lines of the description (the member's answer, the organising club). */
  lead: (row: repo.FeedRow, club: repo.FeedClub) => string | null;
  transparent: (row: repo.FeedRow) => boolean;
}

const fieldsOf = (row: repo.FeedRow, club: repo.FeedClub, context: Context, shown: Shown): EventFields => {
  const lead = shown.lead(row, club);
  const description = [lead, row.description?.trim() || null].filter(Boolean).join('\n\n');
  return {
    summary: row.title,
    description: description || null,
    location: row.location?.trim() || null,
    category: typeTitle(context.types.get(club.id)?.get(Number(row.type)), shown.locale),
    transparent: shown.transparent(row),
    url: shown.publicUrl === null ? null : `${base(shown.publicUrl)}/activities?open=${row.id}`,
  };
};

const occurrencesOf = (rows: readonly repo.FeedRow[], context: Context, shown: Shown): Occurrence[] =>
  rows.flatMap((row) => {
    const club = context.clubs.get(Number(row.club_id));
    if (!club) return [];
    return [
      {
        id: Number(row.id),
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        zone: club.timeZone,
        cancelled: row.cancelled,
        recurring: Number(row.recurring) as RepeatOption,
        guid: row.recurring_guid,
        fields: fieldsOf(row, club, context, shown),
      },
    ];
  });

const plain: Omit<Shown, 'publicUrl'> = { locale: null, lead: () => null, transparent: () => false };

const feedOf = (
  deps: Pick<CalendarsDeps, 'clock'> & { config: Pick<Config, 'publicUrl'> },
  name: string,
  occurrences: readonly Occurrence[],
): string =>
  calendarText({
    name,
    host: hostOf(deps.config.publicUrl),
    stamp: deps.clock.now(),
    events: feedEvents(occurrences),
  });

/** GET /v3/clubs/:club/ical: the club's public activities; an unknown club answers 404. */
export const clubFeed = async (deps: CalendarsDeps, clubId: number): Promise<string> => {
  const rows = await repo.feedRows(deps.db, { kind: 'club', clubId, since: sinceOf(deps.clock) });
  const context = await contextOf(deps.db, rows, [clubId]);
  const club = context.clubs.get(clubId);
  if (!club) throw noCalendar();
  return feedOf(deps, club.title, occurrencesOf(rows, context, { ...plain, publicUrl: deps.config.publicUrl }));
};

const answerOf = (texts: FeedTexts, status: number | null | undefined): string => {
  if (status === participantStatuses.attending) return texts.answers.attending;
  if (status === participantStatuses.cancelled) return texts.answers.declined;
  return texts.answers.notAnswered;
};

/**
 * GET /v3/calendar/personal/:token: the member's invitations in the club with their answer, in their language (the
 * club's brand's when they chose none), declined ones as free time. A token answers only while it is the member's
 * current one and derives from its row's nonce under the server's key (a new key ends every address).
 */
export const personalFeed = async (deps: CalendarsDeps, token: string): Promise<string> => {
  const link = await repo.findLinkByHash(deps.db, hashToken(token));
  if (!link || !safeEqual(deps.links.tokenFor(PERSONAL, link.nonce), token)) throw noCalendar();
  const locale = link.locale ?? deps.brands.byId(link.brandId).defaultLocale;
  const texts = feedTextsOf(deps.config.localesDir).of(locale);
  const rows = await repo.feedRows(deps.db, {
    kind: 'personal',
    clubId: link.clubId,
    userId: link.userId,
    since: sinceOf(deps.clock),
  });
  const shown: Shown = {
    publicUrl: deps.config.publicUrl,
    locale,
    lead: (row) => answerOf(texts, row.status),
    transparent: (row) => row.status === participantStatuses.cancelled,
  };
  const context = await contextOf(deps.db, rows, [link.clubId]);
  return feedOf(deps, withClub(texts.personalCalendar, link.clubTitle), occurrencesOf(rows, context, shown));
};

/** GET /v4/activities/:id/ical: the one occurrence as a file, even of a series (access found it in the club). */
export const activityFile = async (deps: CalendarsDeps, clubId: number, activityId: number): Promise<string> => {
  const rows = await repo.feedRows(deps.db, { kind: 'one', clubId, activityId });
  const [occurrence] = occurrencesOf(rows, await contextOf(deps.db, rows), {
    ...plain,
    publicUrl: deps.config.publicUrl,
  });
  if (!occurrence) throw notFound(activityRefusals.activityNotFound.message, activityRefusals.activityNotFound.code);
  return calendarText({
    name: occurrence.fields.summary,
    host: hostOf(deps.config.publicUrl),
    stamp: deps.clock.now(),
    events: feedEvents([{ ...occurrence, guid: null }]),
    file: true,
  });
};

/**
 * A shared calendar's public feed (ADR 026), for the shared calendars' route: the activities every club shared to it,
 * each in its own club's zone, the organising club named first in the description (in Danish: its readers are the
 * public, not a member with a language), with no address in the web app (they are not members).
 */
export const sharedCalendarFeed = async (
  deps: { db: Db; clock: Clock; config: Pick<Config, 'publicUrl' | 'localesDir'> },
  calendar: { id: number; name: string },
): Promise<string> => {
  const texts = feedTextsOf(deps.config.localesDir).of('da');
  const rows = await repo.feedRows(deps.db, { kind: 'shared', calendarId: calendar.id, since: sinceOf(deps.clock) });
  const shown: Shown = { ...plain, publicUrl: null, lead: (_row, club) => withClub(texts.organiser, club.title) };
  return feedOf(deps, calendar.name, occurrencesOf(rows, await contextOf(deps.db, rows), shown));
};

const addressOf = (deps: CalendarsDeps, token: string): string =>
  `${base(deps.config.publicUrl)}/api/v3/calendar/personal/${token}`;

/** GET /v3/clubs/:club/calendar/personal: the member's current address, made again from its nonce; null for none. */
export const personalLink = async (
  deps: CalendarsDeps,
  clubId: number,
  userId: number,
): Promise<PersonalCalendarLink> => {
  const nonce = await repo.findNonce(deps.db, clubId, userId);
  return { url: nonce === undefined ? null : addressOf(deps, deps.links.tokenFor(PERSONAL, nonce)) };
};

/** POST /v3/clubs/:club/calendar/personal: a new address in place of any earlier one (which answers 404 from now on). */
export const newPersonalLink = async (
  deps: CalendarsDeps,
  clubId: number,
  userId: number,
): Promise<PersonalCalendarLink> => {
  const { nonce, token, tokenHash } = deps.links.newTokenFor(PERSONAL);
  await repo.replaceLink(deps.db, { clubId, userId, nonce, tokenHash, at: deps.clock.now() });
  return { url: addressOf(deps, token) };
};

/** DELETE /v3/clubs/:club/calendar/personal: the address answers 404 from now on (none: nothing to do). */
export const revokePersonalLink = (deps: CalendarsDeps, clubId: number, userId: number): Promise<void> =>
  repo.deleteLink(deps.db, clubId, userId);
