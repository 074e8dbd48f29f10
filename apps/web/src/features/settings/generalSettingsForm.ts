import {
  clubGeneralPatch,
  clubTitle,
  clubZip,
  type ClubGeneralPatchInput,
  type ClubGeneralSettings,
} from '@klubhus/domain';

/**
 * The general tab's form (spec document 2 §2.9, issue 4): the PATCH's fields, with title and zip required
 * as on /create-club (a PATCH may leave them out, but the form always holds them and cannot clear them).
 */
export const generalSettingsSchema = clubGeneralPatch.extend({ title: clubTitle, zip: clubZip });

/** The form's fields in the order the page shows them. */
export const generalSettingsFields = [
  'title',
  'description',
  'address',
  'zip',
  'city',
  'phoneNumber',
  'homePage',
  'vatId',
  'dataPolicyLink',
] as const satisfies readonly (keyof ClubGeneralPatchInput)[];

export type GeneralSettingsField = (typeof generalSettingsFields)[number];

/** What the inputs hold: text, empty where the club has no value. */
export type GeneralSettingsValues = Record<GeneralSettingsField, string>;

/** The schema's output: trimmed text (empty for a cleared optional field). */
export type GeneralSettingsOutput = ReturnType<typeof generalSettingsSchema.parse>;

/** The inputs' values for the saved settings (`null` shows as an empty field). */
export const toFormValues = (settings: ClubGeneralSettings): GeneralSettingsValues =>
  Object.fromEntries(generalSettingsFields.map((field) => [field, settings[field] ?? ''])) as GeneralSettingsValues;

/**
 * The PATCH body: only the fields whose trimmed value differs from the saved one; a cleared optional field
 * is sent as `null` (the server clears it). An empty object means nothing changed.
 */
export const changedFields = (saved: ClubGeneralSettings, values: GeneralSettingsOutput): ClubGeneralPatchInput => {
  const body: ClubGeneralPatchInput = {};
  for (const field of generalSettingsFields) {
    const value = (values[field] ?? '').trim();
    if (value === (saved[field] ?? '')) continue;
    if (field === 'title' || field === 'zip') body[field] = value;
    else body[field] = value === '' ? null : value;
  }
  return body;
};
