import * as z from 'zod';
import { bodyIdField } from '../validation/ids.js';
import { defineContract, defineEntry } from './entry.js';
import { memberRelations, relationTypeSchema } from './memberDetails.js';

/**
 * Relations between members of a club (spec document 1 §3 Relation, §5, §7; ADR 017): a child, a parent or
 * guardian, another member of the household. Only between active members (users) of the club (an inactive
 * member has no account yet: "the user must have received the invitation mail"), recorded per club so that one
 * club's administrators never see or change another's. Administrators.
 */

/** A member of the club named by their user id: an inactive member (`"i4"`) has none and is refused. */
const userOfClub = bodyIdField;

/** The guardian–child calls: both name the two members; they differ in whose relations they answer. */
const guardianChild = z.object({ clubId: bodyIdField, guardianId: userOfClub, childId: userOfClub });

export const relationsContract = defineContract({
  createRelation: defineEntry({
    method: 'POST',
    path: '/v2/user/createrelation',
    summary:
      "`otherUser` becomes `currentUser`'s child (1), parent (2) or household member (4); read from the other side " +
      'it is the inverse. Both must be active members of the club (else 404 memberNotFound on their field), not the ' +
      "same (400 sameMember); a pair has one relation (409 relationExists). Answers currentUser's relations.",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({
      clubId: bodyIdField,
      currentUser: userOfClub,
      otherUser: userOfClub,
      relation: relationTypeSchema,
    }),
    response: memberRelations,
    successStatus: 201,
  }),
  removeRelation: defineEntry({
    method: 'POST',
    path: '/v2/user/RemoveRelation',
    summary:
      'Removes a relation of the club (`userUserMapId`) seen from member `id`, one of its two sides (else 404 ' +
      "relationNotFound, also for another club's relation). Answers id's relations.",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: bodyIdField, userUserMapId: bodyIdField, id: userOfClub }),
    response: memberRelations,
  }),
  addGuardianToChild: defineEntry({
    method: 'POST',
    path: '/v2/user/AddGuardianToChild',
    summary:
      'Makes `guardianId` a parent or guardian of `childId` (the same relation as createrelation with 2), from the ' +
      "child's details. Answers the child's relations.",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: guardianChild,
    response: memberRelations,
    successStatus: 201,
  }),
  addChildToGuardian: defineEntry({
    method: 'POST',
    path: '/v2/user/AddChildToGuardian',
    summary: "Makes `childId` a child of `guardianId`, from the guardian's details. Answers the guardian's relations.",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: guardianChild,
    response: memberRelations,
    successStatus: 201,
  }),
});
