import * as z from 'zod';
import { IMPORTED_PEOPLE_MAX } from '../rules/invitations.js';
import { passwordIsEmail } from '../rules/passwords.js';
import { birthdateField, mobileField, newPasswordField, zipField } from './accounts.js';
import { bodyIdField } from './ids.js';
import { textLimits } from './limits.js';
import { inactiveMemberIdField } from './members.js';
import { emailField } from './signIn.js';
import { blankToNull, optionalText, requiredText } from './text.js';

/**
 * Validation of "Joining I" (spec document 1 §5 "Create member", "Signup", "Pre-imported user configuration"; ADR
 * 018). The message keys are the spec's (`required`, `emailValid`, `mustBeANumber`, `minCiphers`,
 * `mustMatchPassword`) or ours where it has none; the web translates them.
 */

/** The most rows one `importusers` call creates (create member sends one; a whole import goes by `importId`). */
export const IMPORT_ROWS_PER_CALL_MAX = 50;

/** The most members one invitation call names (the inactive list's selection). */
export const INVITE_IDS_PER_CALL_MAX = 5000;

/** A birthdate that must be given: absent, blank or not text is `required`; else a real date (`dateValid`). */
const requiredBirthdate = z
  .string('required')
  .pipe(birthdateField)
  .refine((value) => value !== '', 'required');

/** Birthdate of a new record: blank, `null` or absent arrive as `null`. */
const optionalBirthdate = birthdateField.nullish().transform(blankToNull);

/**
 * One member to create (spec §5 "Create member": first name, surname, e-mail (valid) and zip required; mobile exactly
 * 8 digits; birthdate, address, city optional), with the administrator's note and the groups to put them in.
 */
export const createMemberRow = z.object({
  firstName: requiredText('name'),
  surname: requiredText('name'),
  email: emailField,
  zip: zipField,
  mobile: mobileField.nullish().transform(blankToNull),
  birthdate: optionalBirthdate,
  address: optionalText('line'),
  city: optionalText('line'),
  note: optionalText('freeText'),
  /** Groups of the club to put the new member in (the group the screen shows); none by default. */
  groupIds: z.array(bodyIdField, 'mustBeList').max(100, 'tooManyGroups').default([]),
});
export type CreateMemberRow = z.input<typeof createMemberRow>;

/**
 * `POST /v2/web/importusers/{club}` (ADR 018): `{members}` creates inactive members, `{importId}` applies a staged
 * import ("Joining III"). One schema for both: an object with exactly one of the two keys (a body with both or
 * neither: `membersOrImportId`). A union of two strict shapes would say the same, but answers a row's mistake for
 * both shapes at once, without its field; this names it (`members.0.email`).
 */
export const importUsersBody = z
  .strictObject({
    members: z
      .array(createMemberRow, 'mustBeList')
      .min(1, 'required')
      .max(IMPORT_ROWS_PER_CALL_MAX, 'tooManyRows')
      .optional(),
    importId: bodyIdField.optional(),
  })
  .refine((body) => (body.members === undefined) !== (body.importId === undefined), 'membersOrImportId');
export type ImportUsersBody = z.input<typeof importUsersBody>;

/** The inactive members an invitation call names (`i4`, …). */
export const inviteBody = z.object({
  memberIds: z.array(inactiveMemberIdField, 'mustBeList').min(1, 'required').max(INVITE_IDS_PER_CALL_MAX, 'tooManyIds'),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** `POST /v2/login/imported`: the mailed link's e-mail and secret (never a password anyone chose). */
export const importedLoginRequest = z.object({
  email: emailField,
  password: z.string('required').min(1, 'required').max(textLimits.linkToken, 'maxLength'),
});
export type ImportedLoginRequest = z.infer<typeof importedLoginRequest>;

/** A child added in the flow (spec §5: "A child needs first name, surname and birthdate before being added"). */
export const importedChildRequest = z.object({
  firstName: requiredText('name'),
  surname: requiredText('name'),
  birthdate: requiredBirthdate,
});
export type ImportedChildRequest = z.input<typeof importedChildRequest>;

/** userStatus (spec §4): 1 adult, 2 child. */
export const userStatusField = z.union([z.literal(1), z.literal(2)], { error: 'invalidUserStatus' });
export type UserStatus = z.infer<typeof userStatusField>;

/**
 * `PATCH /v2/login/imported/{id}`: the assignment (spec §5 "Pre-imported user configuration"). A child needs at
 * least one parent (`parentRequired`, "Vælg forælder/værge (mindst én)") and the choice whether it signs in on its
 * own (`ownLoginRequired`); an adult has neither.
 */
export const importedAssignment = z
  .object({
    userStatus: userStatusField,
    parents: z.array(inactiveMemberIdField, 'mustBeList').max(IMPORTED_PEOPLE_MAX, 'tooManyIds').default([]),
    ownLogin: z.boolean('mustBeBoolean').nullish(),
    firstName: requiredText('name').optional(),
    surname: requiredText('name').optional(),
    birthdate: birthdateField.nullish().transform(blankToNull).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.userStatus !== 2) return;
    if (value.parents.length === 0) ctx.addIssue({ code: 'custom', message: 'parentRequired', path: ['parents'] });
    if (value.ownLogin == null) ctx.addIssue({ code: 'custom', message: 'ownLoginRequired', path: ['ownLogin'] });
  });
export type ImportedAssignment = z.input<typeof importedAssignment>;

/**
 * One person of `POST /v3/user/activate` (spec §7: firstName, surname, oldEmail, email, zip, password, userStatus;
 * ADR 018 adds the dummy's `userId` and `existing`). A new account needs names, a valid e-mail, a 4-digit zip and
 * a new password; `existing: true` signs in to an account the person has, with its e-mail and password only.
 */
export const activateModel = z
  .object({
    userId: inactiveMemberIdField,
    existing: z.boolean('mustBeBoolean').default(false),
    firstName: requiredText('name').optional(),
    surname: requiredText('name').optional(),
    oldEmail: z.string().max(textLimits.email, 'maxLength').nullish(),
    email: emailField,
    zip: zipField.optional(),
    password: z.string('required').min(1, 'required').max(textLimits.password, 'maxLength'),
    userStatus: userStatusField,
    birthdate: optionalBirthdate,
  })
  .superRefine((model, ctx) => {
    if (model.existing) return;
    for (const field of ['firstName', 'surname', 'zip'] as const) {
      if (model[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
    const password = newPasswordField.safeParse(model.password);
    if (!password.success) {
      ctx.addIssue({ code: 'custom', message: password.error.issues[0]?.message ?? 'required', path: ['password'] });
    } else if (passwordIsEmail(model.password, model.email)) {
      ctx.addIssue({ code: 'custom', message: 'passwordIsEmail', path: ['password'] });
    }
  });
export type ActivateModel = z.input<typeof activateModel>;

export const activateRequest = z.object({
  models: z.array(activateModel, 'mustBeList').min(1, 'required').max(IMPORTED_PEOPLE_MAX, 'tooManyIds'),
  AcceptsDataPolicy: z.boolean('mustBeBoolean').default(false),
  RelatedClubId: bodyIdField,
  /** A child's activated parent (a user id), when the web names one; the server relates every activated parent. */
  parent: bodyIdField.nullish(),
});
export type ActivateRequest = z.input<typeof activateRequest>;

/**
 * `POST /v1/user/registerchild` (spec §7: ApiUserOther, ApiUser, ApiUserFriendType 2; ADR 018 adds the child's
 * dummy `ImportedUserId`, or the `ClubId` to make the child a member of).
 */
export const registerChildRequest = z
  .object({
    ApiUserOther: z.object(
      {
        Birthdate: requiredBirthdate,
        Firstname: requiredText('name'),
        Surname: requiredText('name'),
      },
      'required',
    ),
    ApiUser: z.object({ UserId: bodyIdField }, 'required'),
    ApiUserFriendType: z.literal(2, 'invalidFriendType'),
    ImportedUserId: inactiveMemberIdField.nullish(),
    ClubId: bodyIdField.nullish(),
  })
  .refine((body) => (body.ImportedUserId == null) !== (body.ClubId == null), {
    message: 'importedUserOrClub',
    path: ['ImportedUserId'],
  });
export type RegisterChildRequest = z.input<typeof registerChildRequest>;

// ---------------------------------------------------------------------------------------------------
// The sign-up's forms (the web): the requests above plus what only a form has.

/** The create form of `/register/{id}/new` (spec §2): names, e-mail, zip, password twice, the data policy. */
export const importedAccountForm = z
  .object({
    firstName: requiredText('name'),
    surname: requiredText('name'),
    email: emailField,
    zip: zipField,
    password: newPasswordField,
    passwordConfirmation: z.string('required').min(1, 'required'),
    acceptsDataPolicy: z.boolean().default(false),
  })
  .refine((form) => !passwordIsEmail(form.password, form.email), {
    message: 'passwordIsEmail',
    path: ['password'],
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: 'mustMatchPassword',
    path: ['passwordConfirmation'],
  });
export type ImportedAccountForm = z.input<typeof importedAccountForm>;
