import {
  contract,
  memberTypeOf,
  type ActivityDetail,
  type GroupOverviewItem,
  type MemberOverviewRow,
  type NewActivityInput,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../../testing/apiStub';
import { activitiesAnswers, sampleCandidates, sampleMatchDetail, samplePeople } from '../../testing/answers';

/**
 * What the wizard's tests and stories add to the area's shared answers: the club's groups and members (the members
 * area's calls the participants step makes) and a server that answers the writes from what it was sent.
 */

const group = (userGroupId: number, title: string, userCount: number, canAdminister = true): GroupOverviewItem => ({
  userGroupId,
  title,
  parentUserGroupId: null,
  userCount,
  maxUsers: null,
  open: false,
  hiddenForClubMembers: false,
  hiddenForClubLeaders: false,
  pendingRequests: 0,
  canAdminister,
  leaders: [],
});

/** The club's groups; a group leader administers only U11 (ADR 022: they invite only groups they lead). */
const wizardGroups: GroupOverviewItem[] = [
  group(1, 'Bestyrelse', 7),
  group(2, 'Senior', 31),
  group(4, 'U11 drenge', 12),
  group(5, 'U11 piger', 12),
];

const member = (
  userId: number | null,
  firstName: string,
  surname: string,
  groupIds: number[],
  status: MemberOverviewRow['status'] = 'active',
): MemberOverviewRow => ({
  id: userId === null ? `i${firstName.length}` : String(userId),
  userId,
  firstName,
  surname,
  email: null,
  mobile: null,
  zip: null,
  birthdate: null,
  type: memberTypeOf('member'),
  status,
  imageUrl: null,
  groupIds,
  leaderOf: [],
});

/** Members to search: one inactive without a user (not invitable one by one). */
const wizardMembers: MemberOverviewRow[] = [
  member(7, 'Anna', 'Hansen', [1, 2]),
  member(24, 'Ida', 'Ærø', [5]),
  member(31, 'Jonas', 'Berg', [4]),
  member(32, 'Karla', 'Lund', [5]),
  member(33, 'Mads', 'Holm', [2]),
  member(34, 'Nora', 'Dahl', [2], 'invited'),
  member(null, 'Otto', 'Krag', [4], 'notInvited'),
];

/** The members overview as the server filters it by `search` (first name or surname). */
const membersAnswer = answer(contract.memberOverview, ({ query }) => {
  const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = wizardMembers.filter((row) =>
    terms.every((term) => `${row.firstName} ${row.surname}`.toLowerCase().includes(term)),
  );
  return { members: found, totalCount: found.length, counts: { pendingRequests: 0, inactive: 1, clubRequests: 0 } };
});

/** The activity a create answers: the body as stored (its first occurrence), with the ids the server gives. */
const createdFrom = (body: NewActivityInput, id = 501): ActivityDetail => ({
  id,
  title: body.title,
  type: body.type,
  start: `${body.start}:00.000Z`,
  end: `${body.end}:00.000Z`,
  deadline: body.deadline ? `${body.deadline}:00.000Z` : null,
  location: body.location || null,
  coverImageUrl: body.coverImage ? `/files/activities/${id}/cover.png` : null,
  isRecurring: (body.recurring ?? 0) !== 0,
  recurring: body.recurring ?? 0,
  limit: body.limit ?? null,
  amount: body.amount ?? null,
  visibility: body.visibility ?? 3,
  forcedParticipation: body.forcedParticipation ?? false,
  cancelled: false,
  cancelReason: null,
  archived: false,
  invitedCount: 0,
  participatingCount: 0,
  participationPercentage: 0,
  responsible: sampleCandidates.find((person) => person.userId === body.responsibleUserId) ?? null,
  sharedToPublicCalendar: (body.sharedCalendarExportInfoIds ?? []).length > 0,
  canEdit: true,
  description: body.description || null,
  images: [],
  coHosts: [],
  groups: (body.groupIds ?? []).map((userGroupId) => ({
    userGroupId,
    title: wizardGroups.find((g) => g.userGroupId === userGroupId)?.title ?? '',
  })),
  users: [],
  participantsVisible: body.participantsVisible,
  commentsEnabled: body.commentsEnabled,
  sendNotification: body.sendNotification ?? false,
  twoDaysReminder: body.twoDaysReminder ?? false,
  recurringGuid: (body.recurring ?? 0) !== 0 ? 'a6b2c1d0-0000-4000-8000-000000000501' : null,
  recurringUntill: body.recurringUntill ? `${body.recurringUntill}:00.000Z` : null,
  recurringTimes: body.recurringTimes ?? 1,
  createdByUserId: samplePeople.anna.userId,
  hasPayment: body.amount !== null && body.amount !== undefined,
  sharedCalendarExportInfoIds: body.sharedCalendarExportInfoIds ?? [],
  counts: { invited: 0, attending: 0, cancelled: 0 },
  preview: [],
  comments: [],
  commentCount: 0,
});

/** Everything the wizard calls, answered as a server would: the area's answers, groups, members and the writes. */
export const wizardAnswers: Answer[] = [
  ...activitiesAnswers,
  answer(contract.groupOverview, wizardGroups),
  membersAnswer,
  answer(contract.createActivity, ({ body }) => createdFrom(body as NewActivityInput)),
  answer(contract.updateActivity, ({ body }) => {
    const { activityId, title } = body as { activityId: number; title: string };
    return { ...createdFrom(body as NewActivityInput, activityId), title };
  }),
  answer(contract.updateCoHosts, ({ params, body }) => ({
    ...sampleMatchDetail,
    id: Number(params.id),
    coHosts: sampleCandidates.filter((person) => (body as { coHostIds: number[] }).coHostIds.includes(person.userId)),
  })),
];
