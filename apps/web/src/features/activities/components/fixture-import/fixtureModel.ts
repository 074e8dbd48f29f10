import { zodResolver } from '@hookform/resolvers/zod';
import {
  activityTypeOf,
  ApiError,
  FIXTURE_DURATION_MINUTES,
  fixtureImportBody,
  fixtureImportRefusals,
  type FixtureImportBody,
  type FixturePreviewRow,
  type FixtureRow,
  type FixtureStatus,
} from '@klubhus/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formErrorText } from '../../../../shell/forms/fieldErrors';

/**
 * The fixture import's rules (issue 24, ADR 027): which previewed matches are chosen, how many of each kind there are,
 * the settings form and its resolver (the contract's own schema), the body the import sends, and the text of a
 * refusal. Pure, tested beside it.
 */

/** A previewed match's key in the table: its row of the file, unique within one file. */
export const rowKey = (row: Pick<FixturePreviewRow, 'line'>): string => String(row.line);

/** A duplicate changes nothing when imported, so it can never be chosen. */
const isSelectable = (row: Pick<FixturePreviewRow, 'status'>): boolean => row.status !== 'duplicate';

/** The matches chosen when the preview opens: every new and changed one. */
export const defaultSelection = (rows: readonly FixturePreviewRow[]): Set<string> =>
  new Set(rows.filter(isSelectable).map(rowKey));

/** The rows the table shows greyed and unticked: the duplicates. */
export const lockedKeys = (rows: readonly FixturePreviewRow[]): string[] =>
  rows.filter((row) => !isSelectable(row)).map(rowKey);

/** How many matches of each status the file holds. */
export const statusCounts = (rows: readonly FixturePreviewRow[]): Record<FixtureStatus, number> => {
  const counts: Record<FixtureStatus, number> = { new: 0, changed: 0, duplicate: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
};

/** The chosen matches, in the file's order (the table's select-all answers 'all'). */
export const chosenRows = (
  rows: readonly FixturePreviewRow[],
  selection: 'all' | ReadonlySet<string>,
): FixturePreviewRow[] =>
  rows.filter((row) => isSelectable(row) && (selection === 'all' || selection.has(rowKey(row))));

/** A match as the import call takes it: the row of the file, without the preview's verdict. */
const wireRow = ({ status: _s, activityId: _a, current: _c, ...row }: FixturePreviewRow): FixtureRow => row;

/** The settings step's form. The duration is the field's text (dot form), so that the schema can refuse what it is not. */
export interface FixtureSettings {
  /** The group invited to every match; null until chosen. */
  groupId: number | null;
  type: number;
  durationMinutes: string;
  sendNotification: boolean;
}

export const initialSettings = (): FixtureSettings => ({
  groupId: null,
  type: activityTypeOf('match'),
  durationMinutes: String(FIXTURE_DURATION_MINUTES.default),
  sendNotification: false,
});

export const settingsFields = ['groupId', 'type', 'durationMinutes', 'sendNotification'] as const;

const settingsSchema = fixtureImportBody.pick({
  groupId: true,
  type: true,
  durationMinutes: true,
  sendNotification: true,
});
const schemaResolver = zodResolver(settingsSchema, undefined, { raw: true });

const minutesOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The form's resolver: the contract's schema of the same fields (`required`, `durationTooShort` …). */
export const settingsResolver: Resolver<FixtureSettings> = async (values, context, options) => {
  const result = await schemaResolver(
    {
      groupId: values.groupId ?? undefined,
      type: values.type,
      durationMinutes: minutesOf(values.durationMinutes),
      sendNotification: values.sendNotification,
    } as never,
    context,
    options as never,
  );
  const errors = result.errors as FieldErrors<FixtureSettings>;
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The import's body from valid settings and the chosen matches. */
export const importBodyOf = (settings: FixtureSettings, rows: readonly FixturePreviewRow[]): FixtureImportBody => ({
  groupId: settings.groupId as number,
  type: settings.type,
  sendNotification: settings.sendNotification,
  durationMinutes: Number(settings.durationMinutes),
  rows: rows.map(wireRow),
});

type RefusalCode = keyof typeof fixtureImportRefusals;
const isRefusalCode = (code: string | undefined): code is RefusalCode =>
  code !== undefined && Object.hasOwn(fixtureImportRefusals, code);

/** The row of the file a refusal names in its `field` (`line.14`), if any. */
const refusedLine = (field: string | undefined): number | undefined => {
  const match = /^line\.(\d+)$/.exec(field ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * The text of a refused file or import, in place: a row that cannot be read is the server's own message, which says
 * what is wrong with it (prefixed with its row when the message does not name it); the other refusals of the area by
 * their code; anything else as every form shows it (undefined for a 5xx or no answer: the error dialog's).
 */
export const fixtureErrorText = (t: TFunction, error: unknown): string | undefined => {
  if (error instanceof ApiError && isRefusalCode(error.code)) {
    if (error.code !== 'fixtureRowInvalid') return t(`activities.fixtureImport.refusals.${error.code}`);
    const line = refusedLine(error.field);
    if (line === undefined || error.message.includes(String(line))) return error.message;
    return t('activities.fixtureImport.refusals.row', { line, message: error.message });
  }
  if (error instanceof ApiError && error.code === 'invalidType') {
    return t('activities.fixtureImport.refusals.invalidType');
  }
  return formErrorText(t, error);
};
