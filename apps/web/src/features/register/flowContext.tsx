import { createContext, use } from 'react';
import type { FlowCalls } from './mutations';
import type { SignupState } from './signupState';

export interface SignupFlow extends FlowCalls {
  /** The stored flow (the screens inside the flow always have one). */
  state: SignupState;
  /**
   * Takes the failures every screen handles alike: a void invitation (`/register/invalid`) and an expired session
   * without the link (the "open the link again" screen). Answers whether it took the failure.
   */
  onFailure: (error: unknown) => boolean;
}

const SignupFlowContext = createContext<SignupFlow | null>(null);
export const SignupFlowProvider = SignupFlowContext.Provider;

/** The flow of the screens under `/register` (provided by `SignupFlowLayout`). */
export const useSignupFlow = (): SignupFlow => {
  const flow = use(SignupFlowContext);
  if (!flow) throw new Error('useSignupFlow is used outside the sign-up flow');
  return flow;
};
