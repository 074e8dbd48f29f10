import { createContext, use, type ReactNode } from 'react';
import { useRefetchAfterSend } from './useRefetchAfterSend';

const InvitationsSentContext = createContext<() => void>(() => {});

/**
 * The members screen's `useRefetchAfterSend`, for the parts that send invitations (create member, the invite modal,
 * the member's resend button) however deep they sit. Its timers live as long as the screen of one club.
 */
export const InvitationsSent = ({ clubId, children }: { clubId: number; children: ReactNode }) => (
  <InvitationsSentContext value={useRefetchAfterSend(clubId)}>{children}</InvitationsSentContext>
);

/** What to call after invitations were sent; outside the screen nothing is scheduled. */
export const useInvitationsSent = () => use(InvitationsSentContext);
