import * as z from 'zod';
import { MAX_USERS_LIMIT } from '../rules/groups.js';
import { bodyIdField } from './ids.js';
import { requiredText } from './text.js';

/**
 * Validation rules of groups (spec document 1 §5 "Group name required"), as pure zod schemas: the contract
 * validates requests with them and the web's group forms reuse them. Messages are the spec's keys (`required`,
 * `mustBeInteger`, `mustBeAPositiveNumber`) or ours (`maxLength`, `numberTooLarge`, `invalid`).
 */

/** A group's name: required, trimmed, within the house limit of a title. */
export const groupTitle = requiredText('title');

/**
 * The most members a group takes, or `null` for no limit. A number, never text: the edit form sends what its
 * number field holds, and "10" would hide a form that forgot to convert.
 */
export const maxUsersField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeInteger') })
  .int('mustBeInteger')
  .positive('mustBeAPositiveNumber')
  .max(MAX_USERS_LIMIT, 'numberTooLarge')
  .nullable();

/** A yes/no setting of a group: a JSON boolean; absent is `required`, anything else `invalid`. */
const groupFlag = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

/** A new group or subgroup (POST /v2/web/groupadd): its name, and its parent (null or absent for a main group). */
export const newGroupFields = z.object({
  title: groupTitle,
  parentUserGroupId: bodyIdField.nullable().optional(),
});
export type NewGroupForm = z.infer<typeof newGroupFields>;

/**
 * A group's settings (POST /v2/web/groupedit/:id), with the spec's capitalised names. Every field is required:
 * the edit form always sends the whole group, so an absent field is a mistake rather than "unchanged" — and
 * taking it for "no limit" or "closed" would silently undo a setting.
 */
export const groupEditFields = z.object({
  Title: groupTitle,
  maxUsers: maxUsersField,
  Open: groupFlag,
  HiddenForClubMembers: groupFlag,
  HiddenForClubLeaders: groupFlag,
});
export type GroupEditForm = z.infer<typeof groupEditFields>;
