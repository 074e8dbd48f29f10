import type { LoginRequest } from '@klubhus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/api';
import { credentialCall } from '../../../shell/createQueryClient';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { completeSignIn } from '../completeSignIn';

/**
 * Signs in with e-mail and password and runs the sign-in sequence; the route guards then move the user
 * on. A 401 is the form's answer ("forkert password"), not an ended session (`credentialCall`).
 */
export const useSignInMutation = () => {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    meta: credentialCall,
    mutationFn: async (body: LoginRequest) => {
      const answer = await api().loginPlain({ body });
      await completeSignIn({ store, queryClient }, answer);
    },
  });
};
