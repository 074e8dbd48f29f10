import {
  birthdatesForAges,
  memberRole,
  memberStatusOf,
  searchTerms,
  type CsvCell,
  type CsvRows,
  type EntryRequest,
  type memberExportsContract,
} from '@klubhus/domain';
import type { ExportTexts } from '../../shared/exportTexts.js';
import { requireGroup, textsOf, type ExportCaller, type MemberExportsDeps } from './context.js';
import { ageOn, clubDate, clubDateTime, csvFile, danishDate, mapRows, textCell } from './format.js';
import { keysetRows, peopleInOrder } from './pages.js';
import * as repo from './repo.js';

/** The exports of people (ADR 017 "Exports"): the members of a view, the inactive, an age range, the removed. */

type MembersQuery = EntryRequest<typeof memberExportsContract.exportMembers>['query'];

const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });
const groupsCell = (titles: string[] | null): CsvCell => textCell([...(titles ?? [])].sort(danish.compare).join(', '));

const statusOf = (texts: ExportTexts, person: repo.PersonRow): string =>
  texts.status[memberStatusOf({ active: person.user_id !== null, invitedAt: person.invited_at })];

/** The columns every person file starts with: names and contact. */
const nameAndContact = (person: repo.PersonRow): CsvCell[] => [
  textCell(person.first_name),
  textCell(person.surname),
  textCell(person.email),
  textCell(person.mobile),
];

/** The members export: the overview's view (group, sort, status, search), every member of it. */
export const exportMembers = async (
  deps: MemberExportsDeps,
  caller: ExportCaller,
  query: MembersQuery,
): Promise<CsvRows> => {
  await requireGroup(deps.db, caller.clubId, query.group, 'group');
  const texts = await textsOf(deps, caller);
  const { columns } = texts;
  const filter: repo.OverviewFilter = {
    clubId: caller.clubId,
    group: query.group,
    onlyInactive: query.status === 'inactive',
    terms: searchTerms(query.search),
    key: query.key,
    direction: query.direction,
  };
  const header = [
    columns.firstName,
    columns.surname,
    columns.email,
    columns.mobile,
    columns.address,
    columns.zip,
    columns.city,
    columns.birthdate,
    columns.status,
    columns.role,
    columns.groups,
    columns.memberSince,
  ];
  return csvFile(
    header,
    mapRows(peopleInOrder(deps.db, caller.clubId, filter), (person) => [
      ...nameAndContact(person),
      textCell(person.address),
      textCell(person.zip),
      textCell(person.city),
      danishDate(person.birthdate),
      statusOf(texts, person),
      texts.roles[memberRole(person.type)],
      groupsCell(person.group_titles),
      danishDate(person.member_since),
    ]),
  );
};

/** The inactive members, invited or not, in the overview's order of its "Inactive" view (by first name). */
export const exportInactive = async (deps: MemberExportsDeps, caller: ExportCaller): Promise<CsvRows> => {
  const texts = await textsOf(deps, caller);
  const { columns } = texts;
  const filter: repo.OverviewFilter = {
    clubId: caller.clubId,
    group: 'inactive',
    onlyInactive: true,
    terms: [],
    key: 'firstName',
    direction: 'asc',
  };
  return csvFile(
    [
      columns.firstName,
      columns.surname,
      columns.email,
      columns.mobile,
      columns.zip,
      columns.address,
      columns.city,
      columns.birthdate,
      columns.status,
      columns.lastInvitation,
    ],
    mapRows(peopleInOrder(deps.db, caller.clubId, filter), (person) => [
      ...nameAndContact(person),
      textCell(person.zip),
      textCell(person.address),
      textCell(person.city),
      danishDate(person.birthdate),
      statusOf(texts, person),
      clubDateTime(person.invited_at),
    ]),
  );
};

/** The active members aged `from` to `to` whole years on the club's today, oldest first. */
export const exportByAge = async (
  deps: MemberExportsDeps,
  caller: ExportCaller,
  from: number,
  to: number,
): Promise<CsvRows> => {
  const { columns } = await textsOf(deps, caller);
  const today = clubDate(deps.clock.now());
  const born = birthdatesForAges(from, to, today);
  const rows = keysetRows(
    (cursor: repo.AgeCursor | null) => repo.agePage(deps.db, caller.clubId, born, cursor),
    (person) => ({ birthdate: person.birthdate ?? '', userId: person.user_id ?? 0 }),
  );
  return csvFile(
    [
      columns.firstName,
      columns.surname,
      columns.email,
      columns.mobile,
      columns.address,
      columns.zip,
      columns.city,
      columns.birthdate,
      columns.age,
      columns.groups,
    ],
    mapRows(rows, (person) => [
      ...nameAndContact(person),
      textCell(person.address),
      textCell(person.zip),
      textCell(person.city),
      danishDate(person.birthdate),
      person.birthdate ? ageOn(person.birthdate, today) : '',
      groupsCell(person.group_titles),
    ]),
  );
};

/** The members removed from the club, newest first, with when (the club's time). */
export const exportRemoved = async (deps: MemberExportsDeps, caller: ExportCaller): Promise<CsvRows> => {
  const { columns } = await textsOf(deps, caller);
  const rows = keysetRows(
    (cursor: repo.RemovedCursor | null) => repo.removedPage(deps.db, caller.clubId, cursor),
    (removal) => ({ removedAt: removal.removed_at, id: removal.id }),
  );
  return csvFile(
    [columns.firstName, columns.surname, columns.email, columns.removedAt],
    mapRows(rows, (removal) => [
      textCell(removal.first_name),
      textCell(removal.surname),
      textCell(removal.email),
      clubDateTime(removal.removed_at),
    ]),
  );
};
