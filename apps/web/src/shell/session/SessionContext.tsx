import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  store: SessionStore;
  children: ReactNode;
}

export const SessionProvider = ({ store, children }: SessionProviderProps) => (
  <SessionContext value={store}>{children}</SessionContext>
);

export const useSessionStore = (): SessionStore => {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
};

/** The current session; re-renders when it changes (sign-in, sign-out, another club chosen). */
export const useSession = (): SessionState & { isSignedIn: boolean } => {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.get);
  return { ...state, isSignedIn: Boolean(state.token && state.user) };
};
