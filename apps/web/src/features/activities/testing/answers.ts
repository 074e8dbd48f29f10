import {
  activityRefusals,
  activityTypeOf,
  contract,
  DEFAULT_TIME_ZONE,
  type ActivityComment,
  type ActivityDetail,
  type ActivityOverview,
  type ActivityParticipant,
  type ActivityPerson,
  type ActivitySummary,
  type ParticipantCounts,
  type StatisticsAnswer,
  type StatisticsRow,
} from '@klubhus/domain';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { activityTypesAnswers, sampleOwnTypes } from '../../activity-types/testing/answers';

/**
 * What the activities tests and stories share (the wizard's too): an administrator of `sampleClub` whose club
 * plans in Copenhagen time, a handful of activities of every kind, their details and the overview's pages.
 * Times are UTC on the wire (§9); the comments say what the club's clock shows.
 */

/** A picture drawn as inline SVG (deterministic, no network), in the named colours given (no hex: the token lint reads this file). */
const picture = (sky: string, ground: string, width = 1200, height = 800): string =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">` +
      `<rect width="1200" height="800" fill="${sky}"/>` +
      '<circle cx="960" cy="170" r="90" fill="gold"/>' +
      `<path d="M0 430 Q300 340 600 420 T1200 400 V800 H0z" fill="${ground}"/>` +
      '<rect x="120" y="480" width="960" height="260" fill="none" stroke="snow" stroke-width="8"/>' +
      '</svg>',
  );

/** Pictures an activity may show: a cover and a few images. */
export const sampleImages = {
  cover: picture('lightskyblue', 'mediumseagreen'),
  dusk: picture('lightsalmon', 'darkgreen'),
  night: picture('midnightblue', 'darkolivegreen'),
  snow: picture('lightsteelblue', 'ghostwhite'),
};

const person = (userId: number, firstName: string, surname: string): ActivityPerson => ({
  userId,
  firstName,
  surname,
  imageUrl: null,
});

/** The people the samples name: the club's administrators and group leaders. */
export const samplePeople = {
  anna: person(7, 'Anna', 'Hansen'),
  lars: person(21, 'Lars', 'Møller'),
  mette: person(22, 'Mette', 'Nielsen'),
  soeren: person(23, 'Søren', 'Pedersen'),
  ida: person(24, 'Ida', 'Ærø'),
};

/** Who may be responsible or co-host (GET getAvailableCoHosts). */
export const sampleCandidates: ActivityPerson[] = Object.values(samplePeople);

/**
 * The people the participant lists name (§2.6), made rather than written: a list of `count` people of one status,
 * by first name and surname as the server sorts them. Ids keep the lists apart (attending 3000+, cancelled 3500+,
 * invited 4000+). Every fourth person from the second on was invited one by one, the rest through a group (when the
 * activity invites groups); the sixth attending and the fourth invited have left the club (inactive, dimmed).
 */
const participantFirstNames = [
  'Alma',
  'Anders',
  'Asta',
  'Bo',
  'Clara',
  'Emil',
  'Freja',
  'Gustav',
  'Hanne',
  'Jonas',
  'Karla',
  'Lukas',
  'Maja',
  'Niels',
  'Olivia',
  'Peter',
  'Rikke',
  'Sofie',
  'Tobias',
];
const participantSurnames = [
  'Andersen',
  'Bech',
  'Dahl',
  'Friis',
  'Holm',
  'Juhl',
  'Kjær',
  'Lund',
  'Mortensen',
  'Nygaard',
];

const byName = (a: ActivityPerson, b: ActivityPerson) =>
  a.firstName.localeCompare(b.firstName, 'da') || a.surname.localeCompare(b.surname, 'da');

const listStarts = { 0: 4000, 1: 3000, 2: 3500 } as const;

/** `count` people of one list, by name: `status` 0 invited, 1 attending, 2 cancelled. */
const sampleParticipants = (count: number, status: 0 | 1 | 2, viaGroups = true): ActivityParticipant[] =>
  Array.from({ length: count }, (_, index) => ({
    userId: listStarts[status] + index,
    firstName: participantFirstNames[index % participantFirstNames.length] ?? 'Alma',
    surname:
      participantSurnames[Math.floor(index / participantFirstNames.length) % participantSurnames.length] ?? 'Andersen',
    imageUrl: null,
    activityStatus: status,
    inactive: (status === 1 && index === 5) || (status === 0 && index === 3),
    viaGroup: viaGroups && index % 4 !== 1,
  })).sort(byName);

/** The detail's preview (§2.6): the first four attending, by name. */
const samplePreview = (attending: number): ActivityPerson[] =>
  sampleParticipants(attending, 1)
    .slice(0, 4)
    .map(({ userId, firstName, surname, imageUrl }) => ({ userId, firstName, surname, imageUrl }));

const summary = (fields: Partial<ActivitySummary> & Pick<ActivitySummary, 'id' | 'title' | 'type' | 'start' | 'end'>) =>
  ({
    deadline: null,
    location: null,
    coverImageUrl: null,
    isRecurring: false,
    recurring: 0,
    limit: null,
    amount: null,
    visibility: 1,
    forcedParticipation: false,
    cancelled: false,
    cancelReason: null,
    archived: false,
    invitedCount: 0,
    participatingCount: 0,
    participationPercentage: 0,
    responsible: samplePeople.anna,
    sharedToPublicCalendar: false,
    canEdit: true,
    ...fields,
  }) satisfies ActivitySummary;

/**
 * A weekly practice series, two occurrences shown: Thursday 22 October 2026 at 17:00–18:30 summer time (15:00Z)
 * and Thursday 29 October at 17:00–18:30 winter time (16:00Z): the same wall-clock time across the change.
 */
const samplePractice = summary({
  id: 101,
  title: 'Træning for U11',
  type: activityTypeOf('practice'),
  start: '2026-10-22T15:00:00.000Z',
  end: '2026-10-22T16:30:00.000Z',
  location: 'Kunstgræsbanen, Tangkrogen',
  isRecurring: true,
  recurring: 1,
  invitedCount: 24,
  participatingCount: 18,
  participationPercentage: 75,
  responsible: samplePeople.lars,
});
const samplePracticeNext = summary({
  ...samplePractice,
  id: 102,
  start: '2026-10-29T16:00:00.000Z',
  end: '2026-10-29T17:30:00.000Z',
  participatingCount: 0,
  participationPercentage: 0,
});

/** A match with an amount (150 kr.) and a deadline, a participant limit and a cover image. */
const sampleMatch = summary({
  id: 103,
  title: 'Stævne i Odense',
  type: activityTypeOf('match'),
  start: '2026-11-07T08:00:00.000Z',
  end: '2026-11-07T15:00:00.000Z',
  deadline: '2026-11-01T22:59:00.000Z',
  location: 'Odense Idrætspark',
  coverImageUrl: sampleImages.cover,
  limit: 16,
  amount: 150,
  invitedCount: 40,
  participatingCount: 12,
  participationPercentage: 30,
  responsible: samplePeople.mette,
});

/** A cancelled meeting, with its reason; cancelled activities stay in the list, marked (ADR 022). */
const sampleCancelled = summary({
  id: 104,
  title: 'Bestyrelsesmøde',
  type: activityTypeOf('meeting'),
  start: '2026-10-27T17:30:00.000Z',
  end: '2026-10-27T19:00:00.000Z',
  location: 'Klubhuset',
  cancelled: true,
  cancelReason: 'Formanden er syg, vi finder en ny dato.',
  invitedCount: 7,
  responsible: samplePeople.anna,
});

/** A past event ('Tidligere'): archived, as its end has passed. */
export const samplePast = summary({
  id: 105,
  title: 'Sommerfest',
  type: activityTypeOf('event'),
  start: '2026-06-20T14:00:00.000Z',
  end: '2026-06-20T20:00:00.000Z',
  location: 'Klubhuset',
  coverImageUrl: sampleImages.dusk,
  archived: true,
  invitedCount: 150,
  participatingCount: 96,
  participationPercentage: 64,
  responsible: samplePeople.soeren,
});

/** An activity of a type of the club's own ('Styrketræning', blue, with an icon; ADR 024). */
const sampleStrength = summary({
  id: 106,
  title: 'Styrketræning for seniorer',
  type: sampleOwnTypes.strength.clubActivityTypeId,
  start: '2026-11-14T08:00:00.000Z',
  end: '2026-11-14T09:30:00.000Z',
  location: 'Fitnessrummet',
  invitedCount: 18,
  participatingCount: 9,
  participationPercentage: 50,
  responsible: samplePeople.lars,
});

/** A past activity of a type the club has removed since ('Vinterbadning'): it keeps its type's look (ADR 024). */
const sampleWinterSwim = summary({
  id: 107,
  title: 'Nytårsdukkert',
  type: sampleOwnTypes.removed.clubActivityTypeId,
  start: '2026-01-01T11:00:00.000Z',
  end: '2026-01-01T12:00:00.000Z',
  location: 'Stranden ved Tangkrogen',
  archived: true,
  invitedCount: 30,
  participatingCount: 21,
  participationPercentage: 70,
  responsible: samplePeople.soeren,
});

/** The coming activities, soonest first, as the first page of 'Kommende aktiviteter' holds them. */
const sampleUpcoming: ActivitySummary[] = [
  samplePractice,
  sampleCancelled,
  samplePracticeNext,
  sampleMatch,
  sampleStrength,
];
/** The past activities, newest first. */
const samplePastList: ActivitySummary[] = [samplePast, sampleWinterSwim];

/** An activity's detail from its summary: nothing more than it says, unless `fields` add it. */
export const detailOf = (base: ActivitySummary, fields: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...base,
  description: null,
  images: [],
  coHosts: [],
  groups: [],
  users: [],
  participantsVisible: true,
  commentsEnabled: true,
  sendNotification: true,
  twoDaysReminder: false,
  recurringGuid: base.isRecurring ? '6f1c1f7e-4b1a-4c55-9d7e-2c3b1d9a0a11' : null,
  recurringUntill: base.isRecurring ? '2026-12-17T11:00:00.000Z' : null,
  recurringTimes: base.isRecurring ? 9 : 1,
  createdByUserId: samplePeople.anna.userId,
  hasPayment: base.amount !== null,
  sharedCalendarExportInfoIds: [],
  counts: { invited: base.invitedCount - base.participatingCount, attending: base.participatingCount, cancelled: 0 },
  preview: samplePreview(base.participatingCount),
  comments: [],
  commentCount: 0,
  ...fields,
});

export const samplePracticeDetail = detailOf(samplePractice, {
  description: 'Husk drikkedunk og benskinner.\nVi starter med opvarmning på løbebanen.',
  groups: [
    { userGroupId: 4, title: 'U11 drenge' },
    { userGroupId: 5, title: 'U11 piger' },
  ],
  users: [samplePeople.ida],
});
const samplePracticeNextDetail = detailOf(samplePracticeNext, { groups: samplePracticeDetail.groups });

/** The richest detail: cover, images, co-hosts, groups and members, payment with a deadline. */
export const sampleMatchDetail = detailOf(sampleMatch, {
  description: 'Vi kører i bus fra klubhuset kl. 7.30.\n\nPrisen dækker bus, frokost og startgebyr.',
  images: [sampleImages.dusk, sampleImages.night, sampleImages.snow],
  coHosts: [samplePeople.lars, samplePeople.soeren],
  groups: [{ userGroupId: 2, title: 'Senior' }],
  users: [samplePeople.ida, samplePeople.anna],
  // 40 invited: 12 attending (of at most 16), 3 cancelled, 25 yet to answer.
  counts: { invited: 25, attending: 12, cancelled: 3 },
});
export const sampleCancelledDetail = detailOf(sampleCancelled, { groups: [{ userGroupId: 1, title: 'Bestyrelse' }] });
export const samplePastDetail = detailOf(samplePast, {
  description: 'Grill, musik og præmieoverrækkelse.',
  images: [sampleImages.cover],
  groups: [{ userGroupId: 2, title: 'Senior' }],
});

const sampleStrengthDetail = detailOf(sampleStrength, { groups: [{ userGroupId: 2, title: 'Senior' }] });
const sampleWinterSwimDetail = detailOf(sampleWinterSwim, { groups: [{ userGroupId: 2, title: 'Senior' }] });

const sampleDetails: ActivityDetail[] = [
  samplePracticeDetail,
  samplePracticeNextDetail,
  sampleMatchDetail,
  sampleCancelledDetail,
  samplePastDetail,
  sampleStrengthDetail,
  sampleWinterSwimDetail,
];

/** An overview page as the server answers it, in the club's zone, with the payment agreement. */
export const overviewPage = (activities: ActivitySummary[], totalCount = activities.length): ActivityOverview => ({
  activities,
  totalCount,
  timeZone: DEFAULT_TIME_ZONE,
  paymentAgreement: true,
});

/**
 * Many coming practices (one a day from 2 November 2026 at 17:00 winter time), for the paging tests and stories:
 * `manyActivities(75)` is two full pages of 30 and one of 15.
 */
export const manyActivities = (count: number, archived = false): ActivitySummary[] =>
  Array.from({ length: count }, (_, index) =>
    summary({
      id: 1000 + index,
      title: `${archived ? 'Afholdt træning' : 'Træning'} ${index + 1}`,
      type: index % 3 === 0 ? 4 : 1,
      start: new Date(Date.UTC(2026, 10, 2 + (archived ? -index : index), 16)).toISOString(),
      end: new Date(Date.UTC(2026, 10, 2 + (archived ? -index : index), 17, 30)).toISOString(),
      location: 'Tangkrogen',
      archived,
      invitedCount: 20,
    }),
  );

/**
 * The overview as the server pages it (§2.5): coming or past by `archived`, filtered by `type` and `search` (title
 * and location), sliced by `offset` and `limit`.
 */
export const overviewAnswer = (
  upcoming: ActivitySummary[] = sampleUpcoming,
  past: ActivitySummary[] = samplePastList,
): Answer =>
  answer(contract.activityOverview, ({ query }) => {
    const list = query.archived === 'true' ? past : upcoming;
    const type = Number(query.type ?? 0);
    const search = (query.search ?? '').toLowerCase();
    const matching = list.filter(
      (activity) =>
        (type === 0 || activity.type === type) &&
        (search === '' || `${activity.title} ${activity.location ?? ''}`.toLowerCase().includes(search)),
    );
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 30);
    return overviewPage(matching.slice(offset, offset + limit), matching.length);
  });

/** The detail of any sample activity by its id (or 404 for an id no sample has, as the server answers). */
export const detailAnswer = (details: ActivityDetail[] = sampleDetails): Answer =>
  answer(contract.getActivity, ({ params }) => {
    const found = details.find((activity) => activity.id === Number(params.id));
    return found ?? failure(contract.getActivity, 404, activityRefusals.activityNotFound);
  });

/**
 * The participant lists of an activity as the sample server holds them: its counts' worth of people in each list,
 * the members it invites one by one among those yet to answer.
 */
const participantListsOf = (detail: ActivityDetail): Record<0 | 1 | 2, ActivityParticipant[]> => {
  const viaGroups = detail.groups.length > 0;
  const alone: ActivityParticipant[] = detail.users.map((person) => ({
    ...person,
    activityStatus: 0,
    inactive: false,
    viaGroup: false,
  }));
  return {
    0: [...alone, ...sampleParticipants(Math.max(0, detail.counts.invited - alone.length), 0, viaGroups)].sort(byName),
    1: sampleParticipants(detail.counts.attending, 1, viaGroups),
    2: sampleParticipants(detail.counts.cancelled, 2, viaGroups),
  };
};

/**
 * GET /v4/activities/:id/participants as the server pages it (§2.6, ADR 023): one list by `status`, filtered by
 * `search` (every word in the first name or surname), sliced by `offset` and `limit`, with the counts of all three.
 */
export const participantsAnswer = (details: ActivityDetail[] = sampleDetails): Answer =>
  answer(contract.activityParticipants, ({ params, query }) => {
    const detail = details.find((activity) => activity.id === Number(params.id));
    if (!detail) return failure(contract.activityParticipants, 404, activityRefusals.activityNotFound);
    const lists = participantListsOf(detail);
    const status = Number(query.status) as 0 | 1 | 2;
    const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = lists[status].filter((person) =>
      terms.every((term) => `${person.firstName} ${person.surname}`.toLowerCase().includes(term)),
    );
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 50);
    const counts: ParticipantCounts = {
      invited: lists[0].length,
      attending: lists[1].length,
      cancelled: lists[2].length,
    };
    return { participants: matching.slice(offset, offset + limit), totalCount: matching.length, counts };
  });

/** The participant writes, answered as the server would (the sample server keeps no state between calls). */
const participantWriteAnswers: Answer[] = [
  answer(contract.moveParticipant, ({ body }) => {
    const move = body as { userId: number; initialStatus: number; activityId: number };
    const detail = sampleDetails.find((activity) => activity.id === move.activityId);
    return {
      userId: move.userId,
      activityStatus: move.initialStatus,
      counts: detail?.counts ?? { invited: 0, attending: 0, cancelled: 0 },
    };
  }),
  answer(contract.removeParticipants, ({ body }) => ({ removedUserIds: (body as { userIds: number[] }).userIds })),
  answer(contract.removeGroups, () => ({ removedUserIds: [] })),
  answer(contract.inviteToActivity, ({ body }) => {
    const invitation = body as { activityId: number; userIds: number[]; userGroupIds: number[]; isRecurring: boolean };
    // Each group chosen brings three newcomers; members chosen one by one are new too.
    const added = [
      ...invitation.userIds,
      ...invitation.userGroupIds.flatMap((id) => [id * 100 + 1, id * 100 + 2, id * 100 + 3]),
    ];
    const maps = [{ activityId: invitation.activityId, userIds: added }];
    if (invitation.isRecurring) maps.push({ activityId: invitation.activityId + 1, userIds: added });
    return { newUserMaps: maps };
  }),
];

/** A portrait photo from the pitch, for an image comment (inline SVG, deterministic). */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">' +
      '<rect width="600" height="800" fill="lightskyblue"/>' +
      '<path d="M0 520 Q300 440 600 520 V800 H0z" fill="mediumseagreen"/>' +
      '<circle cx="300" cy="300" r="110" fill="white" stroke="black" stroke-width="10"/>' +
      '</svg>',
  );

const comment = (id: number, author: ActivityPerson, createdAt: string, text: string, type = 0): ActivityComment => ({
  id,
  userId: author.userId,
  comment: text,
  type,
  userImageUrl: author.imageUrl,
  displayName: `${author.firstName} ${author.surname}`,
  createdAt,
});

/**
 * The match's comments, oldest first as the detail carries them (§2.5): five, so that the last three show with 'Vis
 * flere'; one with an address, one an image. Times are winter time (UTC+1): the first was written 19:15.
 */
export const sampleComments: ActivityComment[] = [
  comment(1, samplePeople.mette, '2026-10-20T18:15:00.000Z', 'Husk at tilmelde jer inden fristen!'),
  comment(2, samplePeople.lars, '2026-10-21T07:02:00.000Z', 'Jeg kan køre fire børn derned.'),
  comment(
    3,
    samplePeople.soeren,
    '2026-10-22T16:40:00.000Z',
    'Programmet ligger her: https://www.example.com/staevne/odense-2026\nVi spiller første kamp kl. 10.',
  ),
  comment(4, samplePeople.ida, '2026-10-23T09:30:00.000Z', portrait, 1),
  comment(5, samplePeople.anna, '2026-10-24T11:05:00.000Z', 'Tak for billedet, Ida! Vi ses i bussen.'),
];

/** The match with its comments. */
export const commentedMatchDetail: ActivityDetail = {
  ...sampleMatchDetail,
  comments: sampleComments,
  commentCount: sampleComments.length,
};

/** Rows as a statistics answer holds them (document 1 §3): practices, matches, an event and the club's own strength training. */
export const sampleStatisticsRows: StatisticsRow[] = [
  { type: activityTypeOf('practice'), activityCount: 8, participatingCount: 142, participationPercentage: 74 },
  { type: activityTypeOf('match'), activityCount: 2, participatingCount: 27, participationPercentage: 68 },
  { type: activityTypeOf('event'), activityCount: 1, participatingCount: 96, participationPercentage: 64 },
  {
    type: sampleOwnTypes.strength.clubActivityTypeId,
    activityCount: 4,
    participatingCount: 40,
    participationPercentage: 56,
  },
];

/** The default range the stories' answers cover: the 30 days to 22 October 2026 (the samples' "today"). */
const sampleStatisticsRange = { start: '2026-09-22', end: '2026-10-22' };

/** A statistics answer over the range asked for (the default range when none is), as the server answers. */
const statisticsOf =
  (rows: StatisticsRow[]) =>
  ({ query }: { query: Record<string, string> }): StatisticsAnswer => ({
    start: query.start ?? sampleStatisticsRange.start,
    end: query.end ?? sampleStatisticsRange.end,
    rows,
  });

/**
 * An activity's statistics as the server answers them for the samples: the activity alone (its series' earlier
 * occurrences are not among the samples), one row of its type; none for a cancelled one, which is left out.
 */
const activityStatisticsAnswer = answer(contract.activityStatistics, ({ params }) => {
  const activity = sampleDetails.find((each) => each.id === Number(params.id));
  if (!activity) return failure(contract.activityStatistics, 404, activityRefusals.activityNotFound);
  const day = activity.start.slice(0, 10);
  return {
    start: day,
    end: day,
    rows: activity.cancelled
      ? []
      : [
          {
            type: activity.type,
            activityCount: 1,
            participatingCount: activity.participatingCount,
            participationPercentage: activity.participationPercentage,
          },
        ],
  };
});

/**
 * The three statistics calls: an activity's its own; a member's and a group's `rows` — and the club's types, which name
 * the rows (the members screen shows these parts without the rest of the activities' answers).
 */
export const statisticsAnswers = (rows: StatisticsRow[] = sampleStatisticsRows): Answer[] => [
  ...activityTypesAnswers(),
  activityStatisticsAnswer,
  answer(contract.userStatistics, statisticsOf(rows)),
  answer(contract.groupStatistics, statisticsOf(rows)),
];

/** A comment as the server answers it: the caller's, written now. */
const commentAnswer = answer(contract.activityComment, ({ body }) => {
  const form = body as FormData;
  const text = form.get('Comment');
  return comment(
    99,
    samplePeople.anna,
    '2026-10-24T12:00:00.000Z',
    typeof text === 'string' ? text : portrait,
    text === null ? 1 : 0,
  );
});

/**
 * Everything the activities page needs, as an administrator of `sampleClub` sees it — the club's activity types too
 * (`activityTypesAnswers`: built-in ones, one renamed, its own with icons, one removed), which every row, detail,
 * filter, wizard and statistics table shows.
 */
/** The shared calendars a deployment may offer (§2.7; ADR 026). The shared answers offer none: no section shows. */
export const sampleSharedCalendars = [
  { Id: 1, Name: 'Aarhus Kommunes aktivitetskalender' },
  { Id: 2, Name: 'Foreningsportalen' },
];

/** The personal feed's address as the server builds it (ADR 026). */
export const samplePersonalLink = 'https://klubhus.example/api/v3/calendar/personal/q7Lm2xVbN4pR8sTz0aWcYd';

/** The calendar calls: no shared calendars, a personal link, a new one on demand, a revoke, one activity's file. */
export const calendarAnswers = ({
  personal = samplePersonalLink,
  shared = [],
}: { personal?: string | null; shared?: { Id: number; Name: string }[] } = {}): Answer[] => [
  answer(contract.getModuleIntegrationInfo, shared),
  answer(contract.getPersonalCalendarLink, { url: personal }),
  answer(contract.createPersonalCalendarLink, {
    url: 'https://klubhus.example/api/v3/calendar/personal/Nw3kP9sQx2ZbT7vLm5YcRa',
  }),
  answer(contract.revokePersonalCalendarLink, undefined),
  answer(contract.activityCalendar, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'),
];

export const activitiesAnswers: Answer[] = [
  answer(contract.clubOverview, [{ ...sampleClub, memberType: 2 }]),
  ...activityTypesAnswers(),
  overviewAnswer(),
  detailAnswer(),
  answer(contract.getAvailableCoHosts, sampleCandidates),
  answer(contract.newActivityImages, ({ params }) => ({
    images: [...(sampleDetails.find((activity) => activity.id === Number(params.id))?.images ?? []), sampleImages.snow],
  })),
  answer(contract.activityImageDelete, ({ params, body }) => ({
    images: (sampleDetails.find((activity) => activity.id === Number(params.id))?.images ?? []).filter(
      (url) => url !== (body as { url: string }).url,
    ),
  })),
  answer(contract.activityRemove, ({ body }) => ({ cancelledIds: [(body as { activityId: number }).activityId] })),
  participantsAnswer(),
  ...participantWriteAnswers,
  ...statisticsAnswers(),
  commentAnswer,
  ...calendarAnswers(),
];
