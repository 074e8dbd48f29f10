import {
  contract,
  memberTypeOf,
  type GroupOverviewItem,
  type ImportExisting,
  type ImportGroup,
  type ImportMemberRow,
  type ImportOverview,
  type ImportStep,
  type ImportSummary,
  type MemberOverviewRow,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';

const firstNames = ['Anna', 'Bo', 'Camilla', 'Frederik', 'Ida', 'Jonas', 'Karen', 'Lars', 'Mette', 'Søren', 'Åse'];
const surnames = ['Andersen', 'Christensen', 'Hansen', 'Jensen', 'Larsen', 'Møller', 'Nielsen', 'Pedersen', 'Ærø'];
const departments = ['Fodbold', 'Fodbold', 'Håndbold', 'Gymnastik'];
const teams = ['U11 piger', 'Senior', null, 'Forældre og barn'];

/** The lines (header = 1) of the rows with problems, and of the rows left out. */
const problemLines: Record<number, ImportMemberRow['problems']> = {
  5: ['emailValid'],
  17: ['zipInvalid', 'mobileInvalid'],
  42: ['nameRequired'],
};
const removedLines = new Set([9, 120]);

/** A club's file of `count` rows, made the same way every time (stable screenshots): a few with problems, two left out. */
export const sampleRows = (count = 240): ImportMemberRow[] =>
  Array.from({ length: count }, (_, index) => {
    const line = index + 2;
    const problems = problemLines[line] ?? [];
    const firstName = problems.includes('nameRequired') ? '' : (firstNames[index % firstNames.length] ?? 'Anna');
    const surname = surnames[Math.floor(index / firstNames.length) % surnames.length] ?? 'Hansen';
    const team = index % departments.length;
    return {
      id: `M${1000 + index}`,
      line,
      firstName,
      surname,
      email: problems.includes('emailValid') ? 'ida.jensen@' : `medlem${line}@example.dk`,
      mobile: problems.includes('mobileInvalid') ? '2030' : `2${String(1000000 + line * 37).slice(0, 7)}`,
      address: `Skovvej ${line}`,
      zip: problems.includes('zipInvalid') ? '80' : String(8000 + (index % 30) * 10),
      city: 'Aarhus',
      birthdate: `19${60 + (index % 40)}-0${1 + (index % 9)}-1${index % 10}`,
      role: index % 20 === 3 ? 'Træner' : index % 50 === 7 ? 'Bestyrelse' : 'Medlem',
      groups: [teams[team] ? `${departments[team]}-${teams[team]}` : (departments[team] ?? 'Fodbold')],
      mergeWith: line === 3 ? '101' : null,
      removed: removedLines.has(line),
      problems,
    };
  });

/** Two rows that look like members the club has: one by email, one by name and birthdate with two candidates. */
const sampleExisting: ImportExisting[] = [
  {
    memberId: 'M1001',
    firstName: 'Bo',
    surname: 'Andersen',
    email: 'bo.andersen@example.dk',
    birthdate: '1984-05-02',
    mergeWith: null,
    candidates: [
      {
        userId: '102',
        firstName: 'Bo',
        surname: 'Andersen',
        email: 'bo.andersen@example.dk',
        birthdate: '1984-05-02',
        active: true,
        matchedBy: 'email',
      },
    ],
  },
  {
    memberId: 'M1010',
    firstName: 'Karen',
    surname: 'Møller',
    email: null,
    birthdate: '2012-09-21',
    mergeWith: null,
    candidates: [
      {
        userId: 'i14',
        firstName: 'Karen',
        surname: 'Møller',
        email: 'familien.moller@example.dk',
        birthdate: '2012-09-21',
        active: false,
        matchedBy: 'nameAndBirthdate',
      },
      {
        userId: '131',
        firstName: 'Karin',
        surname: 'Møller',
        email: 'familien.moller@example.dk',
        birthdate: '1979-01-30',
        active: true,
        matchedBy: 'email',
      },
    ],
  },
];

/** A source group of the sample file, 60 rows each. */
const group = (department: string, groupName: string | null, action: ImportGroup['action']): ImportGroup => ({
  id: groupName ? `${department}-${groupName}` : department,
  department,
  groupName,
  title: groupName ?? department,
  action,
  groupId: null,
  count: 60,
});

/** The staged import of `sampleRows`, at `step`, with the counts of its rows. */
export const sampleSummary = (step: ImportStep = 'existing', rows = sampleRows()): ImportSummary => ({
  id: 7,
  source: 'csv',
  fileName: 'medlemmer.csv',
  createdAt: '2025-03-14T09:30',
  step,
  rowCount: rows.length,
  removedCount: rows.filter((row) => row.removed).length,
  problemCount: rows.filter((row) => !row.removed && row.problems.length > 0).length,
  roles: [
    { id: 'Bestyrelse', name: 'Bestyrelse', memberType: memberTypeOf('member'), count: 5 },
    { id: 'Medlem', name: 'Medlem', memberType: memberTypeOf('member'), count: 223 },
    { id: 'Træner', name: 'Træner', memberType: memberTypeOf('member'), count: 12 },
  ],
  groups: [
    group('Fodbold', 'U11 piger', 'create'),
    group('Fodbold', 'Senior', 'create'),
    group('Håndbold', null, 'create'),
    group('Gymnastik', 'Forældre og barn', 'skip'),
  ],
  existing: sampleExisting,
});

/** The club's groups, for "Match eksisterende gruppe". */
const clubGroup = (userGroupId: number, title: string, parentUserGroupId: number | null): GroupOverviewItem => ({
  userGroupId,
  title,
  parentUserGroupId,
  userCount: 12,
  maxUsers: null,
  open: false,
  hiddenForClubMembers: false,
  hiddenForClubLeaders: false,
  pendingRequests: 0,
  canAdminister: true,
  leaders: [],
});
const sampleClubGroups: GroupOverviewItem[] = [
  clubGroup(1, 'Bestyrelse', null),
  clubGroup(2, 'Senior', null),
  clubGroup(3, 'U11', null),
  clubGroup(5, 'U11 piger', 3),
];

/** `importoverview`'s paging of `rows` (offset, limit, problems), as the server pages them in SQL. */
export const overviewPage = (
  summary: ImportSummary | null,
  rows: readonly ImportMemberRow[],
  query: Record<string, string>,
): ImportOverview => {
  if (!summary) return { import: null, members: { rows: [], total: 0 } };
  const listed = query.problems === 'true' ? rows.filter((row) => !row.removed && row.problems.length > 0) : rows;
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 100);
  return { import: summary, members: { rows: listed.slice(offset, offset + limit), total: listed.length } };
};

/** The members `importUsers {importId}` answers: new (red) members, a few without an email. */
const importedMembers = (count = 236): MemberOverviewRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `i${200 + index}`,
    userId: null,
    firstName: firstNames[index % firstNames.length] ?? 'Anna',
    surname: surnames[index % surnames.length] ?? 'Hansen',
    email: index % 10 === 4 ? null : `medlem${index + 2}@example.dk`,
    mobile: null,
    zip: '8000',
    birthdate: null,
    type: memberTypeOf('member'),
    status: 'notInvited',
    imageUrl: null,
    groupIds: [],
    leaderOf: [],
  }));

/**
 * A whole staged import's server: the import at `step` (or none), answered by the overview; the recording calls echo
 * the summary with the step moved on, as the server records them; the import applied answers `importedMembers`.
 */
export const importAnswers = (step: ImportStep | null = 'existing', rows = sampleRows()): Answer[] => {
  const summaryAt = (at: ImportStep) => sampleSummary(at, rows);
  return [
    answer(contract.clubOverview, [sampleClub]),
    answer(contract.groupOverview, sampleClubGroups),
    answer(contract.importOverview, ({ query }) => overviewPage(step ? summaryAt(step) : null, rows, query)),
    answer(contract.parseCsv, overviewPage(summaryAt('existing'), rows, {})),
    answer(contract.parseCsvConventus, { ...overviewPage(summaryAt('existing'), rows, {}) }),
    answer(contract.mergeMembers, summaryAt('roles')),
    answer(contract.importRoles, summaryAt('groups')),
    answer(contract.importGroups, summaryAt('preview')),
    answer(contract.patchImportedRow, ({ params, body }) => {
      const row = rows.find((candidate) => candidate.id === params.id) ?? rows[0];
      return { ...(row as ImportMemberRow), ...(body as Partial<ImportMemberRow>), problems: [] };
    }),
    answer(contract.clearImport),
    answer(contract.importUsers, { members: importedMembers() }),
    answer(contract.sendWelcomeMails, ({ body }) => {
      const ids = (body as { memberIds: string[] }).memberIds;
      return { sent: ids.slice(1), skipped: ids.slice(0, 1).map((id) => ({ id, reason: 'alreadyInvited' as const })) };
    }),
  ];
};

/** The file with every problem fixed: the preview lets the import go on. */
export const cleanRows = (): ImportMemberRow[] => sampleRows().map((row) => ({ ...row, problems: [] }));
