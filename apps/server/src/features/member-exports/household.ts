import { memberRefusals, relationKindOf, type CsvRows } from '@klubhus/domain';
import { notFound } from '../../http/HttpError.js';
import type { ExportTexts } from '../../shared/exportTexts.js';
import { compareRelations, relationSeenFrom } from '../relations/public.js';
import { requireGroup, textsOf, type ExportCaller, type MemberExportsDeps } from './context.js';
import { csvFile, textCell, type Row } from './format.js';
import { keyedPages } from './pages.js';
import * as repo from './repo.js';

/** One member's rows of the household export: a row per relation, or one with empty relation cells. */
const householdOf = (texts: ExportTexts, rows: readonly repo.HouseholdRow[]): Row[] => {
  const [member] = rows;
  if (!member) return [];
  const names = [textCell(member.first_name), textCell(member.surname)];
  const relations = rows
    .flatMap((row) => (row.id === null ? [] : (relationSeenFrom(member.member_id, row) ?? [])))
    .sort(compareRelations);
  if (relations.length === 0) return [[...names, '', '']];
  return relations.map((relation) => {
    const kind = relationKindOf(relation.relationType);
    const { firstName, surName } = relation.relatedUser;
    return [...names, kind ? texts.relations[kind] : '', textCell(`${firstName} ${surName}`)];
  });
};

/** Splits a page's rows, sorted by member, into each member's rows. */
const byMember = (rows: readonly repo.HouseholdRow[]): Map<number, repo.HouseholdRow[]> => {
  const members = new Map<number, repo.HouseholdRow[]>();
  for (const row of rows) members.set(row.member_id, [...(members.get(row.member_id) ?? []), row]);
  return members;
};

/**
 * The household export: the active members of group `groupId` (else of the club), in the overview's order by first
 * name, each with their relations in the club. Behind the `household_export` flag: off, 404 featureOff.
 */
export const exportRelations = async (
  deps: MemberExportsDeps,
  caller: ExportCaller,
  groupId: number | undefined,
): Promise<CsvRows> => {
  if (deps.flags.features.household_export?.defaultValue !== true) {
    throw notFound(memberRefusals.featureOff.message, memberRefusals.featureOff.code);
  }
  await requireGroup(deps.db, caller.clubId, groupId, 'groupId');
  const texts = await textsOf(deps, caller);
  const { columns } = texts;
  const filter: repo.OverviewFilter = {
    clubId: caller.clubId,
    group: groupId ?? 'all',
    onlyInactive: false,
    terms: [],
    key: 'firstName',
    direction: 'asc',
  };
  const { db } = deps;
  async function* rows(): AsyncGenerator<Row> {
    const order = await repo.overviewOrder(db, filter);
    const members = order.flatMap((ref) => (ref.user_id === null ? [] : [ref.user_id]));
    const pages = keyedPages(members, async (ids) => ({ ids, rows: await repo.householdRows(db, caller.clubId, ids) }));
    for await (const page of pages) {
      const rowsOf = byMember(page.rows);
      // In the overview's order; someone removed since it was read has no rows and is left out.
      for (const id of page.ids) yield* householdOf(texts, rowsOf.get(id) ?? []);
    }
  }
  return csvFile([columns.firstName, columns.surname, columns.relation, columns.relatedMember], rows());
};
