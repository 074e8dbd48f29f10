import { chooseActiveClub, countingClubs, type SignInAnswer } from '@klubhus/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '../../shell/session/sessionQueries';
import type { SessionStore } from '../../shell/session/sessionStore';

/**
 * The sign-in sequence after a successful sign-in call (spec document 1 §4): keep the token, fetch the
 * clubs (only clubId > 0 count) and the user's children, store the user and the active club. The
 * sponsor banner check that follows is the shell's sponsor gate (`shell/sponsor/SponsorGate.tsx`). Answers whether the user has a
 * club, which decides between /overview and /onboarding.
 */
export const completeSignIn = async (
  { store, queryClient }: { store: SessionStore; queryClient: QueryClient },
  answer: SignInAnswer,
): Promise<{ hasClubs: boolean }> => {
  // Another user's cached answers must never show through.
  queryClient.clear();
  store.setToken(answer.authToken);
  try {
    const [clubs] = await Promise.all([
      queryClient.fetchQuery(sessionQueries.clubs()),
      queryClient.fetchQuery(sessionQueries.children()),
    ]);
    store.setClubId(chooseActiveClub(clubs, store.get().clubId)?.clubId ?? null);
    // A new sign-in starts as the user, not a child chosen in an earlier session.
    store.setMemberId(null);
    // The sponsor gate holds the app until the banner check is done; it is up before the first signed-in render.
    store.setSponsorPending(true);
    store.setUser(answer.user);
    return { hasClubs: countingClubs(clubs).length > 0 };
  } catch (error) {
    store.clear();
    throw error;
  }
};
