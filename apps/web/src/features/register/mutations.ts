import {
  ApiError,
  importedUsersWire,
  type ActivateModel,
  type ImportedAssignment,
  type ImportedChildRequest,
  type ImportedLoginRequest,
  type importedUsersContract,
  type ImportedUser,
} from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { credentialCall } from '../../shell/createQueryClient';
import { childrenReadyToRegister, flowComplete, type ReadyChild } from './flowRules';
import type { SignupStore } from './signupState';

/** The sign-up's calls, made from their wire table: they load with /register, never on /login (ADR 015). */
export const registerApi = areaApi<typeof importedUsersContract>(importedUsersWire);

/** What the mutations need of the flow: its state, and calls made with a live `imported` session. */
export interface FlowCalls {
  store: SignupStore;
  /** Runs `call` with the `imported` session's token, signing in again with the mailed link when it has expired. */
  withSession: <T>(call: (token: string) => Promise<T>) => Promise<T>;
}

/** The failure of a flow whose session has expired and whose link is not at hand (a reload 2 hours on). */
export const SESSION_EXPIRED = 'signupSessionExpired';
export const sessionExpired = () => new ApiError(401, 'The sign-up session has expired', SESSION_EXPIRED);

/**
 * Every call of the sign-up is made for someone other than a signed-in user (the `imported` session, a new
 * parent's session): a 401 is the flow's to handle (the link is void, or the session expired), never the end of
 * the browser's own session, and a 4xx is the form's to show.
 */
const meta = credentialCall;

/** Registers a child without its own sign-in through its parent's session (spec §4); marks it created. */
const registerReadyChild = async (store: SignupStore, { child, parent }: ReadyChild) => {
  await registerApi().registerChild(
    {
      body: {
        ApiUserOther: { Birthdate: child.birthdate ?? '', Firstname: child.firstName, Surname: child.surname },
        ApiUser: { UserId: parent.userId },
        ApiUserFriendType: 2,
        ImportedUserId: child.id,
      },
    },
    { token: parent.authToken },
  );
  store.addAccount(child.id, null);
};

/**
 * Registers every child whose parent is now a user (spec §4: "the flow waits until the parent is created"), then
 * ends the flow when nobody is left. A child that fails stays waiting: the start list offers it again.
 */
const registerWaitingChildren = async (store: SignupStore): Promise<void> => {
  const state = store.get();
  if (!state) return;
  for (const ready of childrenReadyToRegister(state.users, state.accounts)) {
    try {
      await registerReadyChild(store, ready);
    } catch (error) {
      console.warn(`${ready.child.firstName} could not be registered yet`, error);
    }
  }
  const after = store.get();
  if (after && flowComplete(after.users)) store.finish();
};

export interface ActivateInput {
  person: ImportedUser;
  model: ActivateModel;
  acceptsDataPolicy: boolean;
}

/** Mutation factories of the sign-up (`useMutation(registerMutations.activate(flow))`). */
export const registerMutations = {
  /** POST /v2/login/imported with the mailed link's e-mail and secret: a new (or the same) flow. */
  signIn: (store: SignupStore) =>
    mutationOptions({
      mutationKey: ['register', 'signIn'] as const,
      meta,
      mutationFn: async (body: ImportedLoginRequest) => store.start(await registerApi().loginImported({ body }), body),
    }),
  /** POST /v2/login/imported/{parent}/child: a child added to the invitation. */
  addChild: (flow: FlowCalls) =>
    mutationOptions({
      mutationKey: ['register', 'addChild'] as const,
      meta,
      mutationFn: async ({ parentId, body }: { parentId: string; body: ImportedChildRequest }) => {
        const { users } = await flow.withSession((token) =>
          registerApi().addImportedChild({ params: { id: parentId }, body }, { token }),
        );
        flow.store.setUsers(users);
      },
    }),
  /**
   * PATCH /v2/login/imported/{id}: a person marked adult or child (with a child's parents and own sign-in). A child
   * without its own sign-in whose parent is a user already is registered at once.
   */
  assign: (flow: FlowCalls) =>
    mutationOptions({
      mutationKey: ['register', 'assign'] as const,
      meta,
      mutationFn: async ({ id, body }: { id: string; body: ImportedAssignment }) => {
        const { users } = await flow.withSession((token) =>
          registerApi().updateImportedUser({ params: { id }, body }, { token }),
        );
        flow.store.setUsers(users);
        await registerWaitingChildren(flow.store);
      },
    }),
  /** DELETE /v2/login/imported/{id}: a person who is not to be a member. */
  remove: (flow: FlowCalls) =>
    mutationOptions({
      mutationKey: ['register', 'remove'] as const,
      meta,
      mutationFn: async (id: string) => {
        const { users } = await flow.withSession((token) =>
          registerApi().removeImportedUser({ params: { id } }, { token }),
        );
        flow.store.setUsers(users);
        if (users.length > 0 && flowComplete(users)) flow.store.finish();
      },
    }),
  /**
   * POST /v3/user/activate with one person (a new account, or `existing`): marks them first when their type is
   * not yet saved, keeps their user session, registers the children who waited for them, and ends the flow when
   * nobody is left.
   */
  activate: (flow: FlowCalls) =>
    mutationOptions({
      mutationKey: ['register', 'activate'] as const,
      meta,
      mutationFn: async ({ person, model, acceptsDataPolicy }: ActivateInput) => {
        const state = flow.store.get();
        if (!state) throw sessionExpired();
        // An adult is marked by the link that opened the form; should that have failed, the activation marks them.
        if (model.userStatus === 1 && !(person.assigned && person.userStatus === 1)) {
          const { users } = await flow.withSession((token) =>
            registerApi().updateImportedUser({ params: { id: person.id }, body: { userStatus: 1 } }, { token }),
          );
          flow.store.setUsers(users);
        }
        const parent = person.parents.map((id) => state.accounts[id]?.userId).find((id) => id !== undefined);
        const answer = await flow.withSession((token) =>
          registerApi().activateImported(
            {
              body: {
                models: [model],
                AcceptsDataPolicy: acceptsDataPolicy,
                RelatedClubId: state.club.id,
                ...(parent === undefined ? {} : { parent }),
              },
            },
            { token },
          ),
        );
        flow.store.setUsers(answer.users);
        for (const made of answer.created) {
          flow.store.addAccount(made.id, { userId: made.userId, authToken: made.authToken, email: model.email.trim() });
        }
        await registerWaitingChildren(flow.store);
      },
    }),
  /** POST /v1/user/registerchild again for a child whose registration failed after its parent was made a user. */
  registerChild: (store: SignupStore) =>
    mutationOptions({
      mutationKey: ['register', 'registerChild'] as const,
      meta,
      mutationFn: async (ready: ReadyChild) => {
        await registerReadyChild(store, ready);
        const after = store.get();
        if (after && flowComplete(after.users)) store.finish();
      },
    }),
};
