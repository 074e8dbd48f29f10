import { memberExportsContract } from '@klubhus/domain';
import type { CallInit } from '@klubhus/domain';
import { memberExportsApi, overviewQuery, type MemberListFilter } from './queries';

/** The files of the exports menu (spec document 1 §7 "Exports"; ADR 017). */
export type MemberExport =
  | { kind: 'members'; filter: MemberListFilter }
  | { kind: 'inactive' }
  | { kind: 'age'; from: number; to: number }
  | { kind: 'removed' }
  | { kind: 'relations'; groupId?: number };

type MemberExportKind = MemberExport['kind'];

/**
 * The saved file's name without its date: fixed words, like the spec's templates under /files/ (a file name is an
 * identifier a club files away and finds again, whatever language the screen speaks).
 */
const fileStems: { [K in MemberExportKind]: (file: Extract<MemberExport, { kind: K }>) => string } = {
  members: () => 'medlemmer',
  inactive: () => 'inaktive-medlemmer',
  age: ({ from, to }) => `medlemmer-${from}-${to}-aar`,
  removed: () => 'fjernede-medlemmer',
  relations: () => 'husstande',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `medlemmer-2026-11-26.csv`: the file's stem and the day it was taken (the user's own date). */
export const exportFileName = (file: MemberExport, today: Date): string => {
  const stem = (fileStems[file.kind] as (file: MemberExport) => string)(file);
  return `${stem}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
};

/** Fetches one export as a Blob (the CSV's bytes, its BOM kept), reporting the bytes as they arrive. */
export const fetchMemberExport = (clubId: number, file: MemberExport, init: CallInit): Promise<Blob> => {
  const api = memberExportsApi();
  const params = { club: clubId };
  switch (file.kind) {
    case 'members':
      return api.exportMembers({ params, query: overviewQuery(file.filter) }, init);
    case 'inactive':
      return api.exportInactive({ params }, init);
    case 'age':
      return api.exportByAge({ params: { ...params, from: file.from, to: file.to } }, init);
    case 'removed':
      return api.exportRemoved({ params }, init);
    case 'relations':
      return api.exportRelations({ params, query: file.groupId === undefined ? {} : { groupId: file.groupId } }, init);
  }
};

/** The age dialog's fields, as its number fields give them (dot form; empty when not filled in). */
export interface AgeExportForm {
  from: string;
  to: string;
}

/**
 * The age dialog's problems per field, as message keys (spec §5 "Age export: from and to required numbers"):
 * `required` for an empty field, else the contract's own rule for the path (whole years 0–150, `from` not after
 * `to`), so that the dialog refuses exactly what the server would.
 */
export const ageExportProblems = (clubId: number, { from, to }: AgeExportForm): Partial<AgeExportForm> => {
  const problems: Partial<AgeExportForm> = {};
  if (from.trim() === '') problems.from = 'required';
  if (to.trim() === '') problems.to = 'required';
  if (problems.from || problems.to) return problems;
  const parsed = memberExportsContract.exportByAge.params.safeParse({ club: clubId, from, to });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
};
