import * as z from 'zod';
import { bodyIdField } from './ids.js';
import { requiredText } from './text.js';

/**
 * "Joining II" (ADR 019): sign-up links and what their holders send. Group lists are bounded: a link names at most
 * `MAX_LINK_GROUPS` groups, and one request at most as many.
 */

/** Groups one sign-up link, or one group request, may name. */
export const MAX_LINK_GROUPS = 50;

/** Active (unexpired) sign-up links a club may hold at once (409 `tooManyLinks` beyond). */
export const MAX_ACTIVE_LINKS = 100;

/** Days a sign-up link is valid after it was made (spec: `validTo`; the default, ADR 019). */
export const LINK_VALID_DAYS = 90;

/** Distinct group ids, `mustBeList` when not a list. */
const groupIdList = (min: number) =>
  z
    .array(bodyIdField, 'mustBeList')
    .min(min, 'required')
    .max(MAX_LINK_GROUPS, 'tooManyGroups')
    .transform((ids) => [...new Set(ids)]);

/** `POST /v2/web/clubcreatelink/{club}`: the groups its holders will be asked to request; none for the club alone. */
export const createClubLinkBody = z.strictObject({ groupIds: groupIdList(0).default([]) });
export type CreateClubLinkBody = z.input<typeof createClubLinkBody>;

/** The link's token as its holder sends it. */
export const clubTokenField = requiredText('linkToken');

/** `POST /v3/clubs/join` and `POST /v1/clubs/request`: the link, and the club's data policy accepted. */
export const joinClubBody = z.strictObject({
  clubToken: clubTokenField,
  AcceptsDataPolicy: z.boolean('mustBeBoolean').default(false),
});
export type JoinClubBody = z.input<typeof joinClubBody>;

/** `POST /v3/clubs/{club}/groups/request`: groups for the caller, or for one of the caller's children. */
export const groupRequestBody = z.strictObject({
  groupIds: groupIdList(1),
  /** The person the groups are asked for: the caller (absent) or a child of the caller in the club. */
  userId: bodyIdField.optional(),
});
export type GroupRequestBody = z.input<typeof groupRequestBody>;
