import { ApiError } from '@klubhus/domain';
import { sessionLive } from './flowRules';
import { registerApi, sessionExpired, type FlowCalls } from './mutations';
import type { SignupStore } from './signupState';

/**
 * The flow's calls on `store`: each with a live `imported` session. An expired one (2 hours, ADR 018) is renewed
 * with the mailed link's values when they are at hand; a call answered 401 (the session ended early) is tried once
 * more with a new session. Without the link (a reload long after), the call fails with `signupSessionExpired`.
 */
export const createFlowCalls = (store: SignupStore, now: () => number = Date.now): FlowCalls => {
  const renew = async (): Promise<string> => {
    const link = store.link();
    if (!link) throw sessionExpired();
    const answer = await registerApi().loginImported({ body: link });
    store.renew(answer);
    return answer.authToken;
  };
  return {
    store,
    withSession: async (call) => {
      const session = store.get()?.session ?? null;
      const token = session && sessionLive(session, now()) ? session.authToken : await renew();
      try {
        return await call(token);
      } catch (error) {
        // A wrong password of an existing account is the form's answer, not an ended session.
        if (!(error instanceof ApiError) || error.status !== 401 || error.code === 'wrongPassword') throw error;
        return call(await renew());
      }
    },
  };
};
