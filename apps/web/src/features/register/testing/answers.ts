import {
  contract,
  type ActivateRequest,
  type ImportedAssignment,
  type ImportedChildRequest,
  type ImportedSession,
  type ImportedUser,
  type InvitationClub,
  type RegisterChildRequest,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { SIGNUP_KEY } from '../../../shell/signupStorage';
import { signupStoreOf, type SignupAccount, type SignupState } from '../signupState';

/** Sample people and club of an invitation, shaped by the contract, for the sign-up's tests and stories. */

export const invitationClubSample: InvitationClub = {
  id: 12,
  name: 'Aarhus Roklub',
  imageUrl: null,
  dataPolicyLink: 'aarhusroklub.dk/privatliv',
};

/** The link's values (the secret as the server makes it: 43 characters). */
export const mailedLink = { email: 'hansen@familie.dk', password: 'Zk3q9XbWm2Lr8TvYp5NcHd7JfQs4Ge6Ua1Ko0Ri2Vx' };

const person = (overrides: Partial<ImportedUser> & Pick<ImportedUser, 'id' | 'firstName'>): ImportedUser => ({
  surname: 'Hansen',
  email: mailedLink.email,
  zip: '8000',
  birthdate: null,
  userStatus: 1,
  assigned: false,
  ownLogin: null,
  parents: [],
  created: false,
  ...overrides,
});

export const mette = person({ id: 'i1', firstName: 'Mette', birthdate: '1984-03-12' });
export const peter = person({ id: 'i3', firstName: 'Peter', birthdate: '1982-11-30' });
export const emil = person({ id: 'i2', firstName: 'Emil', birthdate: '2014-05-03', userStatus: 2 });
export const ida = person({ id: 'i4', firstName: 'Ida', birthdate: '2010-08-21', userStatus: 2 });

/** Mette marked adult. */
export const metteAdult: ImportedUser = { ...mette, assigned: true };
/** Emil, a child who does not sign in, with Mette as his parent. */
export const emilWaiting: ImportedUser = { ...emil, assigned: true, ownLogin: false, parents: ['i1'] };
/** Ida, a child who signs in on her own, with Mette as her parent. */
export const idaOwnLogin: ImportedUser = { ...ida, assigned: true, ownLogin: true, parents: ['i1'] };

/** A session that is live for the story's and the test's fixed "now" (the harness freezes 2025-06-02). */
const liveUntil = '2099-01-01T00:00:00.000Z';

export const importedSessionOf = (
  users: ImportedUser[],
  club: InvitationClub = invitationClubSample,
): ImportedSession => ({
  authToken: 'imported-token',
  expiresAt: liveUntil,
  email: mailedLink.email,
  club,
  users,
});

/** A flow as the browser keeps it under `signup`, for a test or story that starts in the middle of one. */
export const signupStateOf = (
  users: ImportedUser[],
  {
    accounts = {},
    done = false,
    club = invitationClubSample,
    session = { authToken: 'imported-token', expiresAt: liveUntil },
  }: {
    accounts?: Record<string, SignupAccount>;
    done?: boolean;
    club?: InvitationClub;
    session?: SignupState['session'];
  } = {},
): SignupState => ({ version: 1, email: mailedLink.email, club, session, users, accounts, done });

/** Writes a flow under `signup` (undone after a story or test by `clearSignup`). */
export const storeSignup = (state: SignupState | null) => {
  if (state) window.localStorage.setItem(SIGNUP_KEY, JSON.stringify(state));
  else window.localStorage.removeItem(SIGNUP_KEY);
};
/** Forgets the stored flow and the link the page's store holds in memory. */
export const clearSignup = () => signupStoreOf(window.localStorage).clear();

/** Mette's account once she is a user (her session registers Emil). */
export const metteAccount: SignupAccount = { userId: 501, authToken: 'mette-token', email: mailedLink.email };

/**
 * The server of one invitation, as the contract describes it (ADR 018), keeping its people between calls: a
 * test or story can walk the whole flow against it.
 */
export const invitationServer = (initial: ImportedUser[], club: InvitationClub = invitationClubSample): Answer[] => {
  let users = initial.map((user) => ({ ...user }));
  let nextDummy = 90;
  let nextUser = 500;
  const set = (id: string, change: (user: ImportedUser) => ImportedUser) => {
    users = users.map((user) => (user.id === id ? change(user) : user));
  };
  return [
    answer(contract.loginImported, () => importedSessionOf(users, club)),
    answer(contract.updateImportedUser, ({ params, body }) => {
      const { userStatus, parents = [], ownLogin, firstName, surname, birthdate } = body as ImportedAssignment;
      set(params.id ?? '', (user) => ({
        ...user,
        userStatus,
        assigned: true,
        parents: userStatus === 2 ? parents : [],
        ownLogin: userStatus === 2 ? (ownLogin ?? null) : null,
        firstName: firstName ?? user.firstName,
        surname: surname ?? user.surname,
        birthdate: birthdate ?? user.birthdate,
      }));
      return { users };
    }),
    answer(contract.removeImportedUser, ({ params }) => {
      users = users.filter((user) => user.id !== params.id);
      return { users };
    }),
    answer(contract.addImportedChild, ({ params, body }) => {
      const child = body as ImportedChildRequest;
      users = [
        ...users,
        {
          id: `i${nextDummy++}`,
          firstName: child.firstName,
          surname: child.surname,
          email: mailedLink.email,
          zip: null,
          birthdate: child.birthdate,
          userStatus: 2,
          assigned: false,
          ownLogin: null,
          parents: [params.id ?? ''],
          created: false,
        },
      ];
      return { users };
    }),
    answer(contract.activateImported, ({ body }) => {
      const { models } = body as ActivateRequest;
      const created = models.map((model) => ({
        id: model.userId,
        userId: nextUser++,
        authToken: `user-token-${model.userId}`,
      }));
      for (const model of models) set(model.userId, (user) => ({ ...user, assigned: true, created: true }));
      return { users, created };
    }),
    answer(contract.registerChild, ({ body }) => {
      const { ApiUserOther, ImportedUserId } = body as RegisterChildRequest;
      if (ImportedUserId) set(ImportedUserId, (user) => ({ ...user, created: true }));
      return {
        userId: nextUser++,
        firstName: ApiUserOther.Firstname,
        surname: ApiUserOther.Surname,
        birthdate: ApiUserOther.Birthdate,
      };
    }),
  ];
};
