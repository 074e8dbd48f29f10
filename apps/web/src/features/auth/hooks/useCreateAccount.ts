import type { RegisterRequest, SignInAnswer } from '@klubhus/domain';
import type { ImageUploadValue } from '@klubhus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../shell/api';
import { credentialCall } from '../../../shell/createQueryClient';
import { imageFile } from '../../../shell/forms/imageFile';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { completeSignIn } from '../completeSignIn';

export interface CreateAccountInput {
  body: RegisterRequest & { email: string; password: string };
  image: ImageUploadValue | null;
}

/**
 * /create's submit (ARCHITECTURE §4): register, sign in at once with the same credentials, upload the
 * optional profile image, then the sign-in sequence (the guards go on to /onboarding). A failed image
 * upload does not stop the sign-in: the account exists and the image can be set later.
 */
export const useCreateAccount = () => {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  // After a sign-in that failed (a network error) a second press must not register the e-mail again.
  const registeredEmail = useRef<string | null>(null);
  return useMutation({
    meta: credentialCall,
    mutationFn: async ({ body, image }: CreateAccountInput) => {
      if (registeredEmail.current !== body.email) {
        await api().register({ body });
        registeredEmail.current = body.email;
      }
      let answer: SignInAnswer = await api().loginPlain({ body: { email: body.email, password: body.password } });
      if (image) {
        // The upload is a user call: it needs the new token before the sequence stores the user.
        store.setToken(answer.authToken);
        try {
          const { imageUrl } = await api().putUserHeaderImage({
            body: { image: imageFile(image, 'profile'), userId: answer.user.id },
          });
          answer = { ...answer, user: { ...answer.user, imageUrl } };
        } catch (error) {
          console.warn('The profile image could not be uploaded; the account is created without it', error);
        }
      }
      await completeSignIn({ store, queryClient }, answer);
    },
  });
};
