import {
  ApiError,
  IMPORT_FILE_MAX_BYTES,
  memberImportRefusals,
  type ImportExisting,
  type ImportSummary,
  type MemberOverviewRow,
} from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { formErrorText } from '../../shell/forms/fieldErrors';

/** "120 kB", "2,4 MB": a file's size as people read it, in the app's language. */
export const fileSize = (bytes: number, locale: string): string => {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1000 * 1000) return format(Math.max(1, Math.round(bytes / 1000)), 'kB');
  return format(bytes / (1000 * 1000), 'MB');
};

/** The largest file the server stages (`IMPORT_FILE_MAX_BYTES`), checked before any call. */
export const isTooBig = (file: Blob): boolean => file.size > IMPORT_FILE_MAX_BYTES;
export const maxFileSize = (locale: string) => fileSize(IMPORT_FILE_MAX_BYTES, locale);

type RefusalCode = keyof typeof memberImportRefusals;
const isRefusalCode = (code: string | undefined): code is RefusalCode =>
  code !== undefined && Object.hasOwn(memberImportRefusals, code);

/** The line a refusal names in its `field` (`line.12`), if any. */
const refusedLine = (field: string | undefined): number | undefined => {
  const match = /^line\.(\d+)$/.exec(field ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * The text of a failed call of the wizard, in the app's language: the area's refusals by code (a malformed line
 * named), else the house rule (`formErrorText`: the server's message for a 4xx; undefined for a 5xx or no
 * answer, which the error dialog shows).
 */
export const importErrorText = (t: TFunction, error: unknown): string | undefined => {
  if (error instanceof ApiError && isRefusalCode(error.code)) {
    const line = refusedLine(error.field);
    if (error.code === 'csvMalformed' && line !== undefined)
      return t('memberImport.refusals.csvMalformedLine', { line });
    return t(`memberImport.refusals.${error.code}`);
  }
  return formErrorText(t, error);
};

/** Whether two people's names are the same, whatever the case and spacing. */
const sameName = (a: { firstName: string; surname: string }, b: { firstName: string; surname: string }) =>
  `${a.firstName} ${a.surname}`.toLocaleLowerCase().replace(/\s+/g, ' ').trim() ===
  `${b.firstName} ${b.surname}`.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The merge the existing-matches step proposes for a row: the recorded choice once the administrator has passed the
 * step; before that, the candidate with the row's own name (a family sharing one email is several people), else a
 * new member (ADR 020, Web).
 */
export const proposedMerge = (existing: ImportExisting, isRecorded: boolean): string | null => {
  if (isRecorded) return existing.mergeWith;
  return existing.candidates.find((candidate) => sameName(candidate, existing))?.userId ?? null;
};

/** The sub-steps inside an upload (spec §4), in order; `confirm` is the wizard's own. */
export const stagedSteps = ['existing', 'roles', 'groups', 'preview', 'confirm'] as const;
export type StagedStep = (typeof stagedSteps)[number];

/** What the import will do, counted for the confirm step. */
export const importCounts = (summary: ImportSummary) => {
  const merged = summary.existing.filter((row) => row.mergeWith !== null).length;
  const kept = summary.rowCount - summary.removedCount;
  const byAction = (action: string) => summary.groups.filter((group) => group.action === action).length;
  const withType = (memberType: number) =>
    summary.roles.filter((role) => role.memberType === memberType).reduce((sum, role) => sum + role.count, 0);
  return {
    newMembers: Math.max(0, kept - merged),
    merged,
    removed: summary.removedCount,
    groupsCreated: byAction('create'),
    groupsMatched: byAction('match'),
    groupsSkipped: byAction('skip'),
    withType,
  };
};

/** The imported members a welcome mail can go to: new (red) members with an email (ADR 018). */
export const welcomeRecipients = (members: readonly MemberOverviewRow[]): string[] =>
  members.filter((member) => member.status === 'notInvited' && member.email).map((member) => member.id);
