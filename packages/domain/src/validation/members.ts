import * as z from 'zod';
import { memberIdProblem } from '../rules/members.js';

/**
 * A member id (`"17"` or `"i4"`, `MEMBER_ID_PATTERN`) in a path or a body: anything else is refused with
 * `invalidMemberId` (or `idTooLarge` past PostgreSQL's integer), never reaching SQL. Numbers are refused too:
 * the wire names members by text, since an inactive member has no number of their own.
 */
export const memberIdField = z.string('invalidMemberId').superRefine((text, ctx) => {
  const problem = memberIdProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
});
