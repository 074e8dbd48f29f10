import * as z from 'zod';
import { memberIdProblem } from '../rules/members.js';
import { birthdateField, mobileField } from './accounts.js';
import { emailField } from './signIn.js';
import { allowedCharacters, blankToNull, clearableText, requiredText } from './text.js';

/**
 * A member id (`"17"` or `"i4"`, `MEMBER_ID_PATTERN`) in a path or a body: anything else is refused with
 * `invalidMemberId` (or `idTooLarge` past PostgreSQL's integer), never reaching SQL. Numbers are refused too:
 * the wire names members by text, since an inactive member has no number of their own.
 */
export const memberIdField = z.string('invalidMemberId').superRefine((text, ctx) => {
  const problem = memberIdProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
});

/**
 * Edits of one member (spec document 1 §5 "Edit inactive member", "Create member", the member update; ADR 017).
 * A PATCH: an absent field stays as it is; blank clears an optional one. Names cannot be cleared; a zip is four
 * digits (`mustBeANumber`, `minCiphers`), a mobile eight (`minCiphers`), a birthdate a real date (`dateValid`).
 */
const nameChange = requiredText('name').optional();
const zipChange = z
  .string('mustBeANumber')
  .trim()
  .refine(allowedCharacters('line'), 'invalidCharacter')
  .regex(/^\d*$/, 'mustBeANumber')
  .regex(/^(|\d{4})$/, 'minCiphers')
  .nullable()
  .transform(blankToNull)
  .optional();
const mobileChange = mobileField.nullable().transform(blankToNull).optional();
const birthdateChange = birthdateField.nullable().transform(blankToNull).optional();
const emailChange = z
  .union([z.literal(''), z.null(), emailField], { error: 'emailValid' })
  .transform((email) => blankToNull(email))
  .optional();

/** The person's own details, as both edits take them. */
const personChanges = {
  firstName: nameChange,
  surname: nameChange,
  email: emailChange,
  mobile: mobileChange,
  zip: zipChange,
  address: clearableText('line'),
  city: clearableText('line'),
  birthdate: birthdateChange,
};

/**
 * `PATCH /v3/clubs/:club/members/:id`: the person's details (only when the club allows it, spec §5) and the
 * club's own notes on them (`note`, `clubInternalMemberId`: always an administrator's). The fields the update
 * drops (`MEMBER_UPDATE_DROPPED_FIELDS`) are not read.
 */
export const memberUpdate = z.object({
  ...personChanges,
  note: clearableText('freeText'),
  clubInternalMemberId: clearableText('line'),
});
export type MemberUpdate = z.infer<typeof memberUpdate>;

/** `PATCH /v2/user/imported/:id`: an inactive member's details (spec §5 "Edit inactive member"). */
export const importedMemberUpdate = z.object(personChanges);
export type ImportedMemberUpdate = z.infer<typeof importedMemberUpdate>;

/** An inactive member's id in a path: `i4` (spec §3: dummy ids start with i); an active member's is refused. */
export const inactiveMemberIdField = memberIdField.refine((text) => text.startsWith('i'), 'notInactiveMember');
