import {
  ApiError,
  importedUsersWire,
  invitationWire,
  type ImportedChildRequest,
  type importedUsersContract,
  type invitationContract,
  type LoginRequest,
  type RegisterRequest,
} from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import { api, areaApi } from '../../shell/api';
import { credentialCall, ownErrors } from '../../shell/createQueryClient';
import type { SessionStore } from '../../shell/session/sessionStore';
import { completeSignIn } from '../auth/public';
import { stepAfterDetails } from './flowRules';
import type { FlowAccount, InvitationClub, InvitationState, InvitationStore, Membership } from './flowState';

/** The joining calls, made from their wire table: they load with /invitation, never on /login (ADR 015). */
const invitationApi = areaApi<typeof invitationContract>(invitationWire);
/** `registerchild`, a call of the imported-user sign-up's table (ADR 018), which the users step uses with `ClubId`. */
const childApi = areaApi<typeof importedUsersContract>(importedUsersWire);

/**
 * Every call of the flow is made for the visitor, whose session the flow keeps (never the browser's own, ADR 019): a
 * 401 is the form's answer ("forkert password") or the flow's (its session ended), never the end of an app session,
 * and a 4xx is the form's to show.
 */
const meta = credentialCall;

/** The flow's state vanished under a screen (another tab continued or started over). */
const flowGone = () => new ApiError(401, 'The invitation flow is no longer stored in this browser', 'flowGone');

const stateOf = (store: InvitationStore): InvitationState => {
  const state = store.get();
  if (!state) throw flowGone();
  return state;
};

/** What the details step joins with. */
export interface JoinContext {
  store: InvitationStore;
  clubToken: string;
  club: InvitationClub;
  /** The deployment's flag `department_requests`: ask to join instead of joining. */
  request: boolean;
}

/**
 * POST /v3/clubs/join, or POST /v1/clubs/request where the club takes members by approval. The server holds to its
 * own flag (ADR 019): a `requestRequired` of the join, or a `featureOff` of the request, is answered by the other
 * call, so that a web whose flags lag behind the server's still gets the visitor in.
 */
const join = async (
  { clubToken, request }: JoinContext,
  token: string,
  acceptsDataPolicy: boolean,
): Promise<Membership> => {
  const body = { clubToken, AcceptsDataPolicy: acceptsDataPolicy };
  const call = async (asRequest: boolean): Promise<Membership> => {
    const answer = asRequest
      ? await invitationApi().requestClub({ body }, { token })
      : await invitationApi().joinClub({ body }, { token });
    if (!answer.joined) return 'already';
    return asRequest ? 'request' : 'member';
  };
  try {
    return await call(request);
  } catch (error) {
    const otherWay = error instanceof ApiError && error.code === (request ? 'featureOff' : 'requestRequired');
    if (!otherWay) throw error;
    return call(!request);
  }
};

/** A new flow for an account that has just come into it, at the details step until the join has succeeded. */
const begin = (context: JoinContext, method: 0 | 1, account: FlowAccount): InvitationState => ({
  version: 1,
  flow: 'invitation',
  clubToken: context.clubToken,
  club: context.club,
  method,
  account,
  membership: null,
  step: 'details',
  children: [],
  groupsRequested: false,
});

/** Joins with the stored account and moves the flow on to its next step. */
const joinAndGoOn = async (context: JoinContext, acceptsDataPolicy: boolean): Promise<void> => {
  const state = stateOf(context.store);
  const membership = await join(context, state.account.authToken, acceptsDataPolicy);
  context.store.update((current) => ({
    ...current,
    membership,
    step: stepAfterDetails({
      method: current.method,
      request: membership === 'request',
      hasGroups: current.club.groups.length > 0,
    }),
  }));
};

/**
 * The account this flow made for `email` already (a join that failed after the registration, tried again, or the
 * page reloaded in between): registering it again would answer "Denne e-mail er allerede i brug".
 */
const madeHere = (store: InvitationStore, clubToken: string, email: string): FlowAccount | null => {
  const state = store.get();
  const same =
    state !== null &&
    state.clubToken === clubToken &&
    state.method === 0 &&
    state.membership === null &&
    state.account.user.email.trim().toLowerCase() === email.trim().toLowerCase();
  return same ? state.account : null;
};

export interface CreateAccountInput {
  body: RegisterRequest & { email: string; password: string };
  acceptsDataPolicy: boolean;
}

export interface SignInInput {
  body: LoginRequest;
  acceptsDataPolicy: boolean;
}

/** Groups to request for the visitor (no `userId`) or for one of their children. */
export interface GroupRequest {
  userId?: number;
  groupIds: number[];
}

/** Mutation factories of the invitation flow (`useMutation(invitationMutations.signIn(context))`). */
export const invitationMutations = {
  /**
   * A new user (method 0): POST /v2/login/register with the link, POST /v2/login/plain for the new user's session
   * (kept by the flow, not the app), then the join.
   */
  createAccount: (context: JoinContext) =>
    mutationOptions({
      mutationKey: ['invitation', 'createAccount'] as const,
      meta,
      mutationFn: async ({ body, acceptsDataPolicy }: CreateAccountInput) => {
        if (!madeHere(context.store, context.clubToken, body.email)) {
          await api().register({ body: { ...body, clubToken: context.clubToken } });
          const answer = await api().loginPlain({ body: { email: body.email, password: body.password } });
          context.store.save(begin(context, 0, { authToken: answer.authToken, user: answer.user }));
        }
        await joinAndGoOn(context, acceptsDataPolicy);
      },
    }),
  /** An existing user (method 1): POST /v2/login/plain, then the join. */
  signIn: (context: JoinContext) =>
    mutationOptions({
      mutationKey: ['invitation', 'signIn'] as const,
      meta,
      mutationFn: async ({ body, acceptsDataPolicy }: SignInInput) => {
        const answer = await api().loginPlain({ body });
        context.store.save(begin(context, 1, { authToken: answer.authToken, user: answer.user }));
        await joinAndGoOn(context, acceptsDataPolicy);
      },
    }),
  /**
   * POST /v3/clubs/{club}/groups/request with the link as `registerToken` (its hidden groups), once per person with
   * groups chosen, then the download step. Requests are idempotent: a retry after a partial failure asks again.
   */
  requestGroups: (store: InvitationStore) =>
    mutationOptions({
      mutationKey: ['invitation', 'requestGroups'] as const,
      meta,
      mutationFn: async (requests: readonly GroupRequest[]) => {
        const { club, clubToken, account } = stateOf(store);
        const wanted = requests.filter((request) => request.groupIds.length > 0);
        for (const { userId, groupIds } of wanted) {
          await invitationApi().requestGroups(
            {
              params: { clubId: club.id },
              query: { registerToken: clubToken },
              body: { groupIds, ...(userId === undefined ? {} : { userId }) },
            },
            { token: account.authToken },
          );
        }
        store.update((current) => ({
          ...current,
          step: 'download',
          groupsRequested: current.groupsRequested || wanted.length > 0,
        }));
      },
    }),
  /** POST /v1/user/registerchild with the club: the child becomes a member related to the visitor (ADR 018). */
  addChild: (store: InvitationStore) =>
    mutationOptions({
      mutationKey: ['invitation', 'addChild'] as const,
      meta,
      mutationFn: async ({ firstName, surname, birthdate }: ImportedChildRequest) => {
        const { club, account } = stateOf(store);
        const child = await childApi().registerChild(
          {
            body: {
              ApiUserOther: { Firstname: firstName, Surname: surname, Birthdate: birthdate },
              ApiUser: { UserId: account.user.id },
              ApiUserFriendType: 2,
              ClubId: club.id,
            },
          },
          { token: account.authToken },
        );
        store.update((current) => ({
          ...current,
          children: [
            ...current.children,
            { userId: child.userId, firstName: child.firstName, surname: child.surname, birthdate: child.birthdate },
          ],
        }));
        return child;
      },
    }),
  /**
   * "Fortsæt i browseren" (ADR 019): the flow's session becomes the app's (the sign-in sequence), and the flow is
   * forgotten. Runs outside `/invitation`, whose gate would sign a signed-in visitor out.
   */
  continueInBrowser: (store: InvitationStore, session: SessionStore) =>
    mutationOptions({
      mutationKey: ['invitation', 'continueInBrowser'] as const,
      // The page shows the failure itself, with a way on.
      meta: ownErrors,
      mutationFn: async (account: FlowAccount, { client }) => {
        await completeSignIn({ store: session, queryClient: client }, account);
        store.clear();
      },
    }),
};
