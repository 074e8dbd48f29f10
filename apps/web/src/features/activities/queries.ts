import {
  activitiesWire,
  activityExportsWire,
  ACTIVITY_PAGE_SIZE,
  calendarsWire,
  fixtureImportWire,
  type ListedStatus,
  participationWire,
  sharedCalendarsWire,
  statisticsWire,
  type activitiesContract,
  type activityExportsContract,
  type ActivityOverview,
  type calendarsContract,
  type fixtureImportContract,
  type participationContract,
  type sharedCalendarsContract,
  type statisticsContract,
} from '@klubhus/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The activities area's client, made from its wire table when the area first calls (never on /login, ADR 015). */
export const activitiesApi = areaApi<typeof activitiesContract>(activitiesWire);

/** Which of the page's two lists (spec §2.5: 'Kommende aktiviteter' and 'Tidligere'), and its filter. */
export interface ActivityListFilter {
  archived: boolean;
  /** A type id, or null for every type. */
  type: number | null;
  /** The search box's text, trimmed; '' for none. */
  search: string;
}

/** The activities area's reads (query factories; keys start with 'activities'). */
export const activitiesQueries = {
  /** Everything of a club's activities, to invalidate after a write. */
  all: (clubId: number) => ['activities', clubId] as const,
  /**
   * GET /v4/activities/activityoverview, page by page (30 a page, §9): one infinite list per tab and filter, so the
   * coming and the past lists are kept apart (§2.5). A list is exhausted when a page comes back empty or the pages
   * hold `totalCount`.
   */
  list: (clubId: number, filter: ActivityListFilter) =>
    infiniteQueryOptions({
      queryKey: ['activities', clubId, 'list', filter] as const,
      queryFn: ({ pageParam, signal }) =>
        activitiesApi().activityOverview(
          {
            query: {
              clubid: clubId,
              archived: filter.archived ? 'true' : 'false',
              ...(filter.type === null ? {} : { type: filter.type }),
              ...(filter.search ? { search: filter.search } : {}),
              offset: pageParam,
              limit: ACTIVITY_PAGE_SIZE,
            },
          },
          { signal },
        ),
      initialPageParam: 0,
      getNextPageParam: (last: ActivityOverview, pages: ActivityOverview[]) => {
        const loaded = pages.reduce((sum, page) => sum + page.activities.length, 0);
        return last.activities.length === 0 || loaded >= last.totalCount ? undefined : loaded;
      },
      // The list shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /** GET /v4/activities/:id: one activity whole, for the detail (route state `open` may name one not loaded). */
  detail: (clubId: number, activityId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'detail', activityId] as const,
      queryFn: ({ signal }) => activitiesApi().getActivity({ params: { id: activityId } }, { signal }),
      // The detail shows its own failure: not found, no access, or a retry.
      meta: ownErrors,
    }),
  /** GET /v3/activities/getAvailableCoHosts: who may be responsible or co-host (administrators and group leaders). */
  candidates: (clubId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'candidates'] as const,
      queryFn: ({ signal }) => activitiesApi().getAvailableCoHosts({ query: { clubId } }, { signal }),
      staleTime: 60_000,
      meta: ownErrors,
    }),
};

/**
 * The calls of "Activities II" (ADR 023), each through a client made from its wire table when first called: the
 * participation calls (comments, participants) and the statistics.
 */
export const participationApi = areaApi<typeof participationContract>(participationWire);
const statisticsApi = areaApi<typeof statisticsContract>(statisticsWire);

/** A range of days (`YYYY-MM-DD`, both included, in the club's zone); null: the server's default, the last 30 days. */
export type StatisticsRange = { start: string; end: string } | null;

const rangeQuery = (range: StatisticsRange) => (range ? { start: range.start, end: range.end } : {});

/**
 * Participation statistics by activity type (document 1 §3, §7, §9; ADR 023): the rows and the range they cover.
 * Keys start with 'activities' and the club, so a write that invalidates `activitiesQueries.all` reads them again.
 */
export const statisticsQueries = {
  /** GET /v2/statistics/activities/:id: the activity's series up to and including it. */
  activity: (clubId: number, activityId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'statistics', 'activity', activityId] as const,
      queryFn: ({ signal }) => statisticsApi().activityStatistics({ params: { id: activityId } }, { signal }),
      // The table shows its own failure (no access, or a retry).
      meta: ownErrors,
    }),
  /** GET /v2/statistics/users/:id?clubId&start&end: a member's, in the club. */
  user: (clubId: number, userId: number, range: StatisticsRange) =>
    queryOptions({
      queryKey: ['activities', clubId, 'statistics', 'user', userId, range] as const,
      queryFn: ({ signal }) =>
        statisticsApi().userStatistics({ params: { id: userId }, query: { clubId, ...rangeQuery(range) } }, { signal }),
      // Another range keeps the rows shown until its own arrive.
      placeholderData: keepPreviousData,
      meta: ownErrors,
    }),
  /** GET /v2/statistics/groups/:id?start&end: a group's. */
  group: (clubId: number, groupId: number, range: StatisticsRange) =>
    queryOptions({
      queryKey: ['activities', clubId, 'statistics', 'group', groupId, range] as const,
      queryFn: ({ signal }) =>
        statisticsApi().groupStatistics({ params: { id: groupId }, query: rangeQuery(range) }, { signal }),
      placeholderData: keepPreviousData,
      meta: ownErrors,
    }),
};

/**
 * Rows a participant list shows at a time in the detail (ours, ADR 023): fewer than the call's default of 50, since
 * the list sits in a modal among the activity's other parts; 'Vis flere' adds as many again.
 */
export const PARTICIPANTS_SHOWN = 25;

/** One page of a participant list, with the counts of all three lists. */
export type ActivityParticipantsPage = Awaited<ReturnType<ReturnType<typeof participationApi>['activityParticipants']>>;

/** One participant list of an activity (§2.6), and its search. */
export interface ParticipantListFilter {
  /** 0 invited, 1 attending, 2 cancelled. */
  status: ListedStatus;
  /** The search box's text, trimmed; '' for none. */
  search: string;
}

/**
 * An activity's participants (§2.6; ADR 023): the three lists, paged in SQL. Keys start with 'activities' and the
 * club, so a write that invalidates `activitiesQueries.all` reads them again.
 */
export const participantsQueries = {
  /** Every list of one activity, to invalidate after a move, a removal or an invitation. */
  all: (clubId: number, activityId: number) => ['activities', clubId, 'participants', activityId] as const,
  /**
   * GET /v4/activities/:id/participants, page by page (`PARTICIPANTS_SHOWN` a page): one infinite list per status and
   * search. A list is exhausted when a page comes back empty or the pages hold `totalCount`.
   */
  list: (clubId: number, activityId: number, filter: ParticipantListFilter) =>
    infiniteQueryOptions({
      queryKey: ['activities', clubId, 'participants', activityId, filter] as const,
      queryFn: ({ pageParam, signal }) =>
        participationApi().activityParticipants(
          {
            params: { id: activityId },
            query: {
              status: filter.status,
              ...(filter.search ? { search: filter.search } : {}),
              offset: pageParam,
              limit: PARTICIPANTS_SHOWN,
            },
          },
          { signal },
        ),
      initialPageParam: 0,
      getNextPageParam: (last: ActivityParticipantsPage, pages: ActivityParticipantsPage[]) => {
        const loaded = pages.reduce((sum, page) => sum + page.participants.length, 0);
        return last.participants.length === 0 || loaded >= last.totalCount ? undefined : loaded;
      },
      // The list shows its own failure: no access (403), or a retry.
      meta: ownErrors,
    }),
};

/**
 * The calls of "Calendars" (issue 23, ADR 026), each through a client made from its wire table when first called: the
 * feeds' links and one activity's file, the shared calendars, and the activity exports.
 */
export const calendarsApi = areaApi<typeof calendarsContract>(calendarsWire);
const sharedCalendarsApi = areaApi<typeof sharedCalendarsContract>(sharedCalendarsWire);
export const activityExportsApi = areaApi<typeof activityExportsContract>(activityExportsWire);

/** The calendars' reads. Keys start with 'activities' and the club. */
export const calendarQueries = {
  /** GET /v3/clubs/:club/calendar/personal: the caller's personal feed address, or null while they have none. */
  personalLink: (clubId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'calendar', 'personal'] as const,
      queryFn: ({ signal }) => calendarsApi().getPersonalCalendarLink({ params: { club: clubId } }, { signal }),
      // The modal shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /**
   * POST /v4/integrationinfo/getmoduleintegrationinfo (module `sharedCalendar`): the shared calendars the club may
   * share to (§2.7); a read, though the spec made it a POST. Empty while the deployment has none.
   */
  sharedCalendars: (clubId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'calendar', 'shared'] as const,
      queryFn: ({ signal }) =>
        sharedCalendarsApi().getModuleIntegrationInfo({ body: { clubId, module: 'sharedCalendar' } }, { signal }),
      staleTime: 5 * 60_000,
      // The wizard's section says it could not fetch them, with a retry.
      meta: ownErrors,
    }),
};

/**
 * The fixture import's calls (issue 24, ADR 027): the file read into a preview, and the chosen matches imported. Both
 * are writes (`fixtureImportMutations`); the client is made from the wire table when the wizard first calls.
 */
export const fixtureImportApi = areaApi<typeof fixtureImportContract>(fixtureImportWire);
