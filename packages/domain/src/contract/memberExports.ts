import * as z from 'zod';
import { EXPORT_AGE_MAX } from '../rules/memberAdministration.js';
import { memberGroupFilters, memberSortKeys, sortDirections } from '../rules/members.js';
import { idField } from '../validation/ids.js';
import { optionalText } from '../validation/text.js';
import { binaryAnswer, defineContract, defineEntry } from './entry.js';

/**
 * The files a club takes out of the system (spec document 1 §7 "Exports": UTF-8 CSV with a BOM; ADR 017):
 * `;`-separated (what Excel opens in a Danish locale), headers in the caller's language, streamed row by row so a
 * 20,000-member club's file never sits in the server's memory. Administrators: the files hold people's contact
 * details.
 */

const clubParams = z.object({ club: idField });

/** An age in a path (spec §5 "Age export: from and to required numbers"): whole years, 0 to EXPORT_AGE_MAX. */
const age = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number('mustBeANumber').int('mustBeANumber').min(0, 'mustBeANumber').max(EXPORT_AGE_MAX, 'numberTooLarge'),
);

export const memberExportsContract = defineContract({
  exportMembers: defineEntry({
    method: 'GET',
    path: '/v2/clubs/:club/members/export',
    summary:
      "The members of the screen's current view (the overview's group, key, direction, status and search), every " +
      'one of them, as CSV: names, contact, address, birthdate, status, role, groups, member since.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    query: z.object({
      group: z.union([z.enum(memberGroupFilters), idField], { error: 'invalidGroup' }).default('all'),
      key: z.enum(memberSortKeys, 'invalidSortKey').default('firstName'),
      direction: z.enum(sortDirections, 'invalidDirection').default('asc'),
      status: z.enum(['inactive'], 'invalidStatus').optional(),
      search: optionalText('line'),
    }),
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportInactive: defineEntry({
    method: 'GET',
    path: '/v2/club/export/:club/InactiveFile',
    summary: "The club's inactive members (invited and never invited) with their contact details, as CSV.",
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportByAge: defineEntry({
    method: 'GET',
    path: '/v2/club/export/:club/Members/age/:from/:to',
    summary:
      "The members aged `from` to `to` whole years (both included) on the club's today, as CSV; `from` after `to`: " +
      '400 fromAfterTo.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z
      .object({ club: idField, from: age, to: age })
      .refine(({ from, to }) => from <= to, { message: 'fromAfterTo', path: ['to'] }),
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportRemoved: defineEntry({
    method: 'GET',
    path: '/v2/club/export/:club/Members/removed',
    summary:
      'The members removed from the club, newest first, as CSV; someone who has since erased their account is not ' +
      'in it.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportRelations: defineEntry({
    method: 'GET',
    path: '/v2/club/export/:club/Members/relations',
    summary:
      "The household export: the club's members (of group `groupId`, else all) with their relations in the club, " +
      'as CSV. Behind the household_export flag (off: 404).',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    query: z.object({ groupId: idField.optional() }),
    response: binaryAnswer,
    responseType: 'csv',
  }),
});
