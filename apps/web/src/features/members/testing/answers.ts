import {
  contract,
  memberTypeOf,
  relationTypes,
  type GroupOverviewItem,
  type MemberDetails,
  type MemberOverview,
  type MemberOverviewRow,
  type MemberRelation,
  type MemberRequests,
  type CreateMemberRow,
  type InviteAnswer,
  type ClubLink,
  type ClubLinkList,
} from '@klubhus/domain';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';

const firstNames = ['Anna', 'Bo', 'Camilla', 'Frederik', 'Ida', 'Jonas', 'Karen', 'Lars', 'Mette', 'Søren', 'Åse'];
const surnames = ['Andersen', 'Christensen', 'Hansen', 'Jensen', 'Larsen', 'Møller', 'Nielsen', 'Pedersen', 'Ærø'];

/**
 * The club's members, made the same way every time (stable screenshots): a few inactive (orange
 * and red), a few administrators and leaders, the rest members.
 */
const sampleMembers: MemberOverviewRow[] = Array.from({ length: 150 }, (_, index) => {
  // Every eleventh member is an Anna; the Annas, first by first name, show each status and role.
  const anna = index % firstNames.length === 0 ? (index / firstNames.length) % 4 : -1;
  const status = anna === 1 ? 'invited' : anna === 3 ? 'notInvited' : 'active';
  const active = status === 'active';
  const n = index + 1;
  const type = anna === 2 || index % 30 === 15 ? 2 : anna === 0 && index > 0 ? 3 : index % 12 === 5 ? 3 : 1;
  return {
    id: active ? String(100 + n) : `i${n}`,
    userId: active ? 100 + n : null,
    firstName: firstNames[index % firstNames.length] ?? 'Anna',
    surname: surnames[Math.floor(index / firstNames.length) % surnames.length] ?? 'Hansen',
    email: `medlem${n}@example.dk`,
    mobile: `20${String(100000 + n * 37).slice(0, 6)}`,
    zip: String(8000 + (index % 30) * 10),
    birthdate: `19${60 + (index % 40)}-0${1 + (index % 9)}-1${index % 10}`,
    type: active ? type : memberTypeOf('member'),
    status,
    imageUrl: null,
    groupIds: index % 4 === 0 ? [] : [1 + (index % 6)],
    leaderOf: [],
  };
});

const group = (
  userGroupId: number,
  title: string,
  parentUserGroupId: number | null,
  canAdminister = true,
): GroupOverviewItem => ({
  userGroupId,
  title,
  parentUserGroupId,
  userCount: sampleMembers.filter((member) => member.groupIds.includes(userGroupId)).length,
  maxUsers: null,
  open: false,
  hiddenForClubMembers: false,
  hiddenForClubLeaders: false,
  pendingRequests: 0,
  canAdminister,
  leaders: [],
});

/** A small club's group tree, in the server's order (by title): U11 has two subgroups; each counts
 * its members among `sampleMembers`. */
export const sampleGroups: GroupOverviewItem[] = [
  group(1, 'Bestyrelse', null),
  group(2, 'Senior', null),
  group(3, 'U11', null, false),
  group(4, 'U11 drenge', 3, false),
  group(5, 'U11 piger', 3),
  group(6, 'Veteran', null),
];

const statusOrder = { active: 0, invited: 1, notInvited: 2 } as const;
const collator = new Intl.Collator('da');

/** The server's filtering, sorting and paging of `sampleMembers`, as memberOverview does it in SQL. */
export const memberPage = (query: Record<string, string>, members = sampleMembers): MemberOverview => {
  const group = query.group ?? 'all';
  const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const sign = query.direction === 'desc' ? -1 : 1;
  const key = (query.key ?? 'firstName') as 'firstName' | 'surname' | 'birthdate' | 'status' | 'type';
  const value = (member: MemberOverviewRow): string | number =>
    key === 'status' ? statusOrder[member.status] : key === 'type' ? member.type : (member[key] ?? '');
  const listed = members
    .filter((member) => {
      if (group === 'inactive') return member.status !== 'active';
      if (group === 'notInGroups') return member.groupIds.length === 0;
      if (group !== 'all') return member.groupIds.includes(Number(group));
      return true;
    })
    .filter((member) => query.status !== 'inactive' || member.status !== 'active')
    .filter((member) =>
      terms.every((term) =>
        [member.firstName, member.surname, member.email, member.mobile, member.zip].some((field) =>
          field?.toLowerCase().includes(term),
        ),
      ),
    )
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return sign * order || collator.compare(a.surname, b.surname) || collator.compare(a.id, b.id);
    });
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 100);
  return {
    members: listed.slice(offset, offset + limit),
    totalCount: listed.length,
    counts: {
      pendingRequests: sampleRequests.groupRequests.length,
      inactive: members.filter((m) => m.status !== 'active').length,
      clubRequests: sampleRequests.clubRequests.length,
    },
  };
};

const rowOf = (id: string) => sampleMembers.find((member) => member.id === id);
const userNamed = (userId: number) => rowOf(String(userId));

/** A relation of the sample club, as the member it is about sees it. */
const relation = (userUserMapId: number, kind: keyof typeof relationTypes, userId: number): MemberRelation => ({
  userUserMapId,
  relationType: relationTypes[kind],
  relatedUser: { userId, firstName: userNamed(userId)?.firstName ?? '', surName: userNamed(userId)?.surname ?? '' },
});

/** How many administrators the sample club has (a few, so no one is the sole administrator). */
const administratorCount = sampleMembers.filter((member) => member.type === memberTypeOf('admin')).length;

/**
 * A member's details, made from their overview row with the rest filled in the same way every time. Anna Andersen
 * (101) has a note, a member number, a child (Bo Andersen, 102) and a request to join Veteran.
 */
export const sampleDetails = (id: string): MemberDetails | undefined => {
  const row = rowOf(id);
  if (!row) return undefined;
  const isAnna = id === '101';
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    mobile: row.mobile,
    address: 'Skovvej 12',
    zip: row.zip,
    city: 'Aarhus',
    birthdate: row.birthdate,
    type: row.type,
    status: row.status,
    imageUrl: row.imageUrl,
    memberSince: '2019-03-01',
    note: isAnna ? 'Træner U11 piger om tirsdagen.\nHar nøgle til klubhuset.' : null,
    clubInternalMemberId: isAnna ? 'A-0101' : null,
    // Before the stories' fixed day (2 June 2025) and the tests' (26 November 2026): it may be sent again in both.
    emailLastSent: row.status === 'invited' ? '2025-05-12T10:00' : null,
    isChild: false,
    requestTypeId: null,
    canEditDetails: row.status !== 'active' || row.type === memberTypeOf('member'),
    clubAllowsEditing: true,
    administratorCount,
    groups: row.groupIds.map((groupId) => ({
      id: groupId,
      title: sampleGroups.find((group) => group.userGroupId === groupId)?.title ?? '',
      isLeader: row.leaderOf.includes(groupId),
    })),
    pendingGroupRequests: isAnna ? [{ groupId: 6, title: 'Veteran', requestedAt: '2026-11-20T09:15' }] : [],
    relations: isAnna ? [relation(7001, 'child', 102)] : id === '102' ? [relation(7001, 'parent', 101)] : [],
  };
};

/** The requests waiting in the sample club: two group requests and one request to join the club. */
const sampleRequests: MemberRequests = {
  groupRequestTotal: 2,
  clubRequestTotal: 1,
  groupRequests: [
    {
      memberId: '101',
      firstName: 'Anna',
      surname: 'Andersen',
      email: 'medlem1@example.dk',
      imageUrl: null,
      groupId: 6,
      groupTitle: 'Veteran',
      requestedAt: '2026-11-20T09:15',
    },
    {
      memberId: '103',
      firstName: 'Camilla',
      surname: 'Andersen',
      email: 'medlem3@example.dk',
      imageUrl: null,
      groupId: 5,
      groupTitle: 'U11 piger',
      requestedAt: '2026-11-21T17:40',
    },
  ],
  clubRequests: [
    {
      userId: 501,
      firstName: 'Mikkel',
      surname: 'Sørensen',
      email: 'mikkel@example.dk',
      requestedAt: '2026-11-18T14:30',
    },
  ],
};

/** A CSV as the export calls answer: UTF-8 with a BOM, `;`-separated. */
const sampleCsv = () =>
  new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'Fornavn;Efternavn\nAnna;Andersen\n'], { type: 'text/csv' });

const detailsOrMissing = (id: string) =>
  sampleDetails(id) ??
  failure(contract.memberDetails, 404, { message: 'Medlemmet findes ikke', code: 'memberNotFound' });

/** The answers of the member details, requests, relations and exports (ADR 017), stateless: each call as if first. */
const memberDetailsAnswers = [
  answer(contract.memberDetails, ({ params }) => detailsOrMissing(params.id ?? '')),
  answer(contract.updateMember, ({ params, body }) => ({
    ...(sampleDetails(params.id ?? '') as MemberDetails),
    ...(body as Partial<MemberDetails>),
  })),
  answer(contract.updateImportedMember, ({ params, body }) => ({
    ...(sampleDetails(params.id ?? '') as MemberDetails),
    ...(body as Partial<MemberDetails>),
  })),
  answer(contract.setMemberRole, ({ params, body }) => ({
    ...(sampleDetails(params.id ?? '') as MemberDetails),
    type: (body as { type: MemberDetails['type'] }).type,
  })),
  answer(contract.memberRequests, sampleRequests),
  answer(contract.acceptMember, ({ params }) => ({ memberId: params.id ?? '' })),
  answer(contract.rejectMember, { rejected: true }),
  answer(contract.removeMembers, ({ body }) => ({ removed: (body as { memberIds: string[] }).memberIds.length })),
  answer(contract.createRelation, ({ body }) => {
    const {
      currentUser,
      otherUser,
      relation: type,
    } = body as { currentUser: number; otherUser: number; relation: number };
    const kind = type === relationTypes.child ? 'child' : type === relationTypes.parent ? 'parent' : 'household';
    return { relations: [...(sampleDetails(String(currentUser))?.relations ?? []), relation(7100, kind, otherUser)] };
  }),
  answer(contract.removeRelation, ({ body }) => {
    const { id, userUserMapId } = body as { id: number; userUserMapId: number };
    const relations = sampleDetails(String(id))?.relations ?? [];
    return { relations: relations.filter((item) => item.userUserMapId !== userUserMapId) };
  }),
  answer(contract.exportMembers, () => sampleCsv()),
  answer(contract.exportInactive, () => sampleCsv()),
  answer(contract.exportByAge, () => sampleCsv()),
  answer(contract.exportRemoved, () => sampleCsv()),
  answer(contract.exportRelations, () => sampleCsv()),
];

/** A member create member made (ADR 018): a red inactive member with the next id, in the groups the row names. */
const createdMember = (row: CreateMemberRow): MemberOverviewRow => ({
  id: `i${sampleMembers.length + 1}`,
  userId: null,
  firstName: row.firstName,
  surname: row.surname,
  email: row.email,
  mobile: row.mobile ?? null,
  zip: row.zip,
  birthdate: row.birthdate ?? null,
  type: memberTypeOf('member'),
  status: 'notInvited',
  imageUrl: null,
  groupIds: row.groupIds ?? [],
  leaderOf: [],
});

/** Every member named is mailed. */
const everyoneSent = ({ body }: { body: unknown }): InviteAnswer => ({
  sent: (body as { memberIds: string[] }).memberIds,
  skipped: [],
});

/** The answers of create member and the invitations (ADR 018), stateless: each call as if first. */
const joiningAnswers = [
  answer(contract.importUsers, ({ body }) => ({
    members: (body as { members: CreateMemberRow[] }).members.map(createdMember),
  })),
  answer(contract.sendWelcomeMails, everyoneSent),
  answer(contract.sendWelcomeMailsAgain, everyoneSent),
];

/** A sign-up link of the sample club (ADR 019), made by its administrator Anna Hansen unless it says else. */
const signupLink = (link: Partial<ClubLink> & Pick<ClubLink, 'clubLinkId'>): ClubLink => ({
  token: `${'k3Jq9vXw2LmT8rYb5NcZ0pHd7FgA4sEu1iOy6WtRaQ'.slice(link.clubLinkId % 7)}${link.clubLinkId}`,
  validTo: '2027-02-19T10:15:00.000Z',
  counter: 0,
  createdBy: { firstName: 'Anna', surname: 'Hansen' },
  createdByUserId: 7,
  groupIds: [],
  clubId: sampleClub.clubId,
  ...link,
});

/** The organisation's own host the links call answers (used when `organisation_mode` is on). */
export const sampleOrganisationHost = 'aarhusroklub.klubhus.dk';

/**
 * A target's active links, newest first (`groupId`: a group's, else the club's): the latest, an older one with many
 * sign-ups, and one made before ADR 019, whose token nobody can show.
 */
export const sampleSignupLinks = (groupId?: number): ClubLinkList => {
  const groupIds = groupId === undefined ? [] : [groupId];
  return {
    links: [
      signupLink({ clubLinkId: 31, counter: 4, groupIds }),
      signupLink({
        clubLinkId: 27,
        validTo: '2027-01-08T08:30:00.000Z',
        counter: 23,
        createdBy: { firstName: 'Mette', surname: 'Kristensen' },
        createdByUserId: 9,
        groupIds,
      }),
      signupLink({
        clubLinkId: 12,
        token: null,
        validTo: '2026-12-30T16:45:00.000Z',
        counter: 7,
        createdBy: null,
        createdByUserId: null,
        groupIds,
      }),
    ],
    organisationHost: sampleOrganisationHost,
  };
};

/** The sign-up links' answers (ADR 019), stateless: every target has the sample links, a new link is number 40. */
const signupLinksAnswers = [
  answer(contract.clubLinks, ({ query }) =>
    sampleSignupLinks(query.groupId === undefined ? undefined : Number(query.groupId)),
  ),
  answer(contract.createClubLink, ({ body }) =>
    signupLink({
      clubLinkId: 40,
      token: 'Nx7pQ2rT9vWb4YcK8mLd3HsF6gJz1AeU5iOo0PqRtS',
      validTo: '2027-02-24T09:00:00.000Z',
      groupIds: (body as { groupIds?: number[] }).groupIds ?? [],
    }),
  ),
  answer(contract.deleteClubLink),
];

/**
 * Sign-up links that remember their writes, for a test or story that follows a link's deletion or reset: the sample
 * links of every target, a made link first (numbered from 40), a deleted one gone. `reset()` starts over.
 */
export const signupLinksServer = () => {
  let links = sampleSignupLinks().links;
  let next = 40;
  const answers = [
    answer(contract.clubLinks, () => ({ links, organisationHost: sampleOrganisationHost })),
    answer(contract.createClubLink, ({ body }) => {
      const made = signupLink({ clubLinkId: next, groupIds: (body as { groupIds?: number[] }).groupIds ?? [] });
      next += 1;
      links = [made, ...links];
      return made;
    }),
    answer(contract.deleteClubLink, ({ params }) => {
      const found = links.some((link) => String(link.clubLinkId) === params.linkId);
      if (!found) return failure(contract.deleteClubLink, 404, { message: 'Linket findes ikke', code: 'linkNotFound' });
      links = links.filter((link) => String(link.clubLinkId) !== params.linkId);
      return undefined;
    }),
  ];
  return {
    answers,
    reset: () => {
      links = sampleSignupLinks().links;
      next = 40;
    },
  };
};

/** What the members tests and stories share: an administrator of `sampleClub` and its groups and members. */
export const membersAnswers = [
  answer(contract.clubOverview, [sampleClub]),
  answer(contract.groupOverview, sampleGroups),
  answer(contract.memberOverview, ({ query }) => memberPage(query)),
  answer(contract.groupAdd, ({ body }) => {
    const { title, parentUserGroupId } = body as { title: string; parentUserGroupId?: number | null };
    return { ...group(99, title, parentUserGroupId ?? null), userCount: 0 };
  }),
  answer(contract.groupEdit, ({ params, body }) => {
    const edited = body as { Title: string; maxUsers: number | null; Open: boolean };
    const saved = sampleGroups.find((item) => String(item.userGroupId) === params.id) ?? group(1, '', null);
    return { ...saved, title: edited.Title, maxUsers: edited.maxUsers, open: edited.Open };
  }),
  answer(contract.groupDeleteRecursive, ({ body }) => ({
    userGroupIds: [(body as { userGroupId: number }).userGroupId],
  })),
  answer(contract.setMemberGroups, ({ body }) => {
    const { groups, leader } = body as { groups: number[]; leader: boolean };
    return { groupIds: groups, leaderOf: leader ? groups : [], type: memberTypeOf(leader ? 'leader' : 'member') };
  }),
  answer(contract.groupRemoveMembers, ({ body }) => ({ removed: (body as { memberIds: string[] }).memberIds.length })),
  ...memberDetailsAnswers,
  ...joiningAnswers,
  ...signupLinksAnswers,
];
