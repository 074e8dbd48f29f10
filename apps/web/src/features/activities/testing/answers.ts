import {
  activityRefusals,
  activityTypeOf,
  contract,
  DEFAULT_TIME_ZONE,
  type ActivityDetail,
  type ActivityOverview,
  type ActivityPerson,
  type ActivitySummary,
} from '@klubhus/domain';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';

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

/** The coming activities, soonest first, as the first page of 'Kommende aktiviteter' holds them. */
const sampleUpcoming: ActivitySummary[] = [samplePractice, sampleCancelled, samplePracticeNext, sampleMatch];
/** The past activities, newest first. */
const samplePastList: ActivitySummary[] = [samplePast];

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
});
export const sampleCancelledDetail = detailOf(sampleCancelled, { groups: [{ userGroupId: 1, title: 'Bestyrelse' }] });
export const samplePastDetail = detailOf(samplePast, {
  description: 'Grill, musik og præmieoverrækkelse.',
  images: [sampleImages.cover],
  groups: [{ userGroupId: 2, title: 'Senior' }],
});

const sampleDetails: ActivityDetail[] = [
  samplePracticeDetail,
  samplePracticeNextDetail,
  sampleMatchDetail,
  sampleCancelledDetail,
  samplePastDetail,
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

/** Everything the activities page needs, as an administrator of `sampleClub` sees it. */
export const activitiesAnswers: Answer[] = [
  answer(contract.clubOverview, [{ ...sampleClub, memberType: 2 }]),
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
];
