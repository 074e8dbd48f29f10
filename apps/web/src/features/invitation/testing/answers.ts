import { contract, type AccountUser, type GroupRequestBody, type RegisterChildRequest } from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { SIGNUP_KEY } from '../../../shell/signupStorage';
import { invitationStoreOf, type InvitationClub, type InvitationState } from '../flowState';

/** Sample club, people and server of a sign-up link, shaped by the contract, for the invitation's tests and stories. */

/** The link's token as the server makes it (256 bits, base64url). */
export const clubToken = 'Zk3q9XbWm2Lr8TvYp5NcHd7JfQs4Ge6Ua1Ko0Ri2Vx';

/** A small club logo (an uploaded image, not the app's styling) as a data URL, so that a story needs no file. */
const clubLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="rgb(11 83 148)"/>' +
      '<path d="M14 62 Q48 40 82 62 L82 70 Q48 50 14 70 Z" fill="rgb(255 255 255)"/><circle cx="48" cy="32" r="10" fill="rgb(241 194 50)"/></svg>',
  );

/** Four groups (listed inline): a main group with two teams, and one on its own. */
const fewGroups: InvitationClub['groups'] = [
  { userGroupId: 1, parentUserGroupId: null, title: 'Børn og unge' },
  { userGroupId: 2, parentUserGroupId: 1, title: 'U10' },
  { userGroupId: 3, parentUserGroupId: 1, title: 'U12' },
  { userGroupId: 4, parentUserGroupId: null, title: 'Motionister' },
];

/** Seven groups (behind "Se grupper"). */
const manyGroups: InvitationClub['groups'] = [
  ...fewGroups,
  { userGroupId: 5, parentUserGroupId: null, title: 'Kaproning' },
  { userGroupId: 6, parentUserGroupId: 5, title: 'Junior' },
  { userGroupId: 7, parentUserGroupId: 5, title: 'Senior' },
];

/** The club of the link: logo, inviter, four groups with the link's U10 ticked, a data-policy link. */
export const invitationClub: InvitationClub = {
  valid: true,
  id: 12,
  name: 'Aarhus Roklub',
  imageUrl: clubLogo,
  invitedByName: 'Mette Hansen',
  invitedByImage: null,
  groups: fewGroups,
  linkGroupIds: [2],
  dataPolicyLink: 'aarhusroklub.dk/privatliv',
};

/** The same club with seven groups: 5 or more are chosen in a dialog. */
export const clubWithManyGroups: InvitationClub = { ...invitationClub, groups: manyGroups };

/** A club without groups and without a data policy. */
export const plainClub: InvitationClub = {
  ...invitationClub,
  groups: [],
  linkGroupIds: [],
  dataPolicyLink: null,
  invitedByName: null,
};

/** The visitor once they have an account. */
const peter: AccountUser = {
  id: 501,
  firstName: 'Peter',
  surname: 'Jensen',
  email: 'peter@jensen.dk',
  imageUrl: null,
  zip: '8000',
  birthdate: '1985-02-14',
  mobile: null,
  address: null,
  city: null,
};

export const peterAccount = { authToken: 'peter-token', user: peter };

/** Peter's son, registered in the flow. */
export const oskar = { userId: 601, firstName: 'Oskar', surname: 'Jensen', birthdate: '2015-06-01' };

/** A flow as the browser keeps it under `signup`, for a test or story that starts in the middle of one. */
export const flowStateOf = (overrides: Partial<InvitationState> = {}): InvitationState => ({
  version: 1,
  flow: 'invitation',
  clubToken,
  club: invitationClub,
  method: 0,
  account: peterAccount,
  membership: 'member',
  step: 'users',
  children: [],
  groupsRequested: false,
  ...overrides,
});

/** Writes a flow under `signup` (undone after a story or test by `clearFlow`). */
export const storeFlow = (state: InvitationState | null) => {
  if (state) window.localStorage.setItem(SIGNUP_KEY, JSON.stringify(state));
  else window.localStorage.removeItem(SIGNUP_KEY);
};

/** Forgets whatever is under `signup`. */
export const clearFlow = () => {
  invitationStoreOf(window.localStorage).clear();
  window.localStorage.removeItem(SIGNUP_KEY);
};

/** `/invitation` for the sample link. */
export const linkPath = (extra = '') => `/invitation?clubToken=${clubToken}${extra}`;

/**
 * The server of one link, as the contract describes it (ADR 019): the link checked, the club asking for the
 * birthdate, registration and sign-in answering Peter, the join, group requests and children. A test or story can
 * walk the whole flow against it.
 */
export const invitationServer = (club: InvitationClub | { valid: false } = invitationClub): Answer[] => {
  let nextChild = 601;
  return [
    answer(contract.checkClubLink, club),
    answer(contract.clubDisableProperties, {
      disabledUserFields: ['mobile'],
      disabledAddressFields: ['address', 'city'],
    }),
    answer(contract.register, { userId: peter.id, created: true }),
    answer(contract.loginPlain, peterAccount),
    answer(contract.joinClub, { clubId: 12, joined: true }),
    answer(contract.requestClub, { clubId: 12, joined: true }),
    answer(contract.requestGroups, ({ body }) => ({
      requested: (body as GroupRequestBody).groupIds,
      alreadyMember: [],
    })),
    answer(contract.registerChild, ({ body }) => {
      const { ApiUserOther } = body as RegisterChildRequest;
      return {
        userId: nextChild++,
        firstName: ApiUserOther.Firstname,
        surname: ApiUserOther.Surname,
        birthdate: ApiUserOther.Birthdate,
      };
    }),
  ];
};
