import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordForm,
  SignInAnswer,
} from '@klubhus/domain';
import type { ImageUploadValue } from '@klubhus/ui';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { credentialCall } from '../../shell/createQueryClient';
import { imageFile } from '../../shell/forms/imageFile';
import type { SessionStore } from '../../shell/session/sessionStore';
import { completeSignIn } from './completeSignIn';

export interface CreateAccountInput {
  body: RegisterRequest & { email: string; password: string };
  image: ImageUploadValue | null;
}

/** The e-mail already registered by this form, so that a second press after a failed sign-in does not register again. */
export interface RegisteredEmail {
  current: string | null;
}

/**
 * Signing in and out of accounts (mutation factories: `useMutation(authMutations.signIn(store))`). All are
 * credential calls: a 401 is the form's answer ("forkert password"), not an ended session. Caches are not
 * invalidated here: a sign-in clears them all (`completeSignIn`).
 */
export const authMutations = {
  /** POST /v2/login/plain, then the sign-in sequence; the route guards then move the user on. */
  signIn: (store: SessionStore) =>
    mutationOptions({
      mutationKey: ['auth', 'signIn'] as const,
      meta: credentialCall,
      mutationFn: async (body: LoginRequest, { client }) => {
        const answer = await api().loginPlain({ body });
        await completeSignIn({ store, queryClient: client }, answer);
      },
    }),
  /**
   * /create's submit (ARCHITECTURE §4): register, sign in at once with the same credentials, upload the
   * optional profile image, then the sign-in sequence (the guards go on to /onboarding). A failed image
   * upload does not stop the sign-in: the account exists and the image can be set later.
   */
  createAccount: (store: SessionStore, registered: RegisteredEmail) =>
    mutationOptions({
      mutationKey: ['auth', 'createAccount'] as const,
      meta: credentialCall,
      mutationFn: async ({ body, image }: CreateAccountInput, { client }) => {
        if (registered.current !== body.email) {
          await api().register({ body });
          registered.current = body.email;
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
        await completeSignIn({ store, queryClient: client }, answer);
      },
    }),
  /** POST /v2/login/forgotPassword: mails a reset link (the answer never says whether the address is known). */
  forgotPassword: () =>
    mutationOptions({
      mutationKey: ['auth', 'forgotPassword'] as const,
      meta: credentialCall,
      mutationFn: (body: ForgotPasswordRequest) => api().forgotPassword({ body }),
    }),
  /** POST /v2/login/resetPassword with the token from the mailed link. */
  resetPassword: (token: string) =>
    mutationOptions({
      mutationKey: ['auth', 'resetPassword'] as const,
      meta: credentialCall,
      mutationFn: ({ password }: ResetPasswordForm) => api().resetPassword({ body: { token, password } }),
    }),
};
