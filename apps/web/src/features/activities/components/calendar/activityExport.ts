import { zodResolver } from '@hookform/resolvers/zod';
import { activityExportRange, wallTime, type ActivityExportRange } from '@klubhus/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ActivityExportScope } from '../../mutations';

/**
 * The export dialog's form (§7 "export files by club, group or member with startDate and endDate"; ADR 026): its
 * values, where they start, the resolver that checks them with the contract's own range schema, and the file's name.
 * Pure, tested beside it.
 */

export type ExportScopeKind = ActivityExportScope['kind'];

export interface ExportValues {
  scope: ExportScopeKind;
  /** 'Hold': the group, null until chosen. */
  groupId: number | null;
  /** 'Medlem': the member's user id, null until chosen. */
  userId: number | null;
  /** Days `YYYY-MM-DD` in the club's zone, both included; null while a field is empty. */
  startDate: string | null;
  endDate: string | null;
}

/** How far back the range starts by default (ours): a quarter, enough for a season's attendance. */
const EXPORT_DEFAULT_MONTHS = 3;

/** Where the form starts: the club, the last three months to today in the club's zone. */
export const initialExportValues = (now: Date, timeZone: string): ExportValues => {
  const today = wallTime(now, timeZone);
  const day = (wall: typeof today) => wall.toString().slice(0, 10);
  return {
    scope: 'club',
    groupId: null,
    userId: null,
    startDate: day(today.subtract({ months: EXPORT_DEFAULT_MONTHS })),
    endDate: day(today),
  };
};

/** The call's scope from valid values (the resolver has made sure the chosen group or member is there). */
export const scopeOf = ({ scope, groupId, userId }: ExportValues): ActivityExportScope => {
  if (scope === 'group') return { kind: 'group', groupId: groupId as number };
  if (scope === 'member') return { kind: 'member', userId: userId as number };
  return { kind: 'club' };
};

/** The saved file's name: `aktiviteter-2026-01-01-2026-03-31.csv`. */
export const exportFileName = ({ startDate, endDate }: ActivityExportRange): string =>
  `aktiviteter-${startDate}-${endDate}.csv`;

const rangeResolver = zodResolver(activityExportRange, undefined, { raw: true });

/**
 * The form's resolver: the range through the contract's schema (`required`, `invalidDate`, `endBeforeStart`,
 * `exportRangeTooLong`: exactly what the server refuses), and the group or member the scope needs (`required`).
 */
export const exportResolver: Resolver<ExportValues> = async (values, context, options) => {
  const range = await rangeResolver(
    { startDate: values.startDate ?? undefined, endDate: values.endDate ?? undefined } as never,
    context,
    options as never,
  );
  const errors = { ...(range.errors as FieldErrors<ExportValues>) };
  if (values.scope === 'group' && values.groupId === null) errors.groupId = { type: 'required', message: 'required' };
  if (values.scope === 'member' && values.userId === null) errors.userId = { type: 'required', message: 'required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** An activity's title as a file name: what a file system refuses becomes '-', and an empty name 'aktivitet'. */
export const icsFileName = (title: string): string => {
  const stem = title.replace(unsafe, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 100).trim();
  return `${stem || 'aktivitet'}.ics`;
};
