import { LINK_VALID_DAYS } from '../validation/invitation.js';

/** Sign-up links (spec document 1 §2, §3; ADR 019): their address, their lifetime, and the flow's steps. */

const DAY_MS = 86_400_000;

/** When a link made at `createdAt` stops working: `LINK_VALID_DAYS` (90) days later, to the millisecond. */
export const linkValidTo = (createdAt: Date): Date => new Date(createdAt.getTime() + LINK_VALID_DAYS * DAY_MS);

/** A link works until its `validTo`, not at it. */
export const linkIsActive = (validTo: Date | string, now: Date): boolean => new Date(validTo).getTime() > now.getTime();

export interface LinkHost {
  /** The page's own origin (`https://klubhus.dk`). */
  currentOrigin: string;
  /** The organisation-mode flag (spec §2: "or the organisation's own subdomain when the flag is true"). */
  organisationMode: boolean;
  /** The organisation's own host, as the links call answers it (`minforening.dbu.dk`). */
  organisationHost: string;
}

/**
 * The address handed out: `{host}/invitation?clubToken={token}`, the host being the current one, or in organisation
 * mode the organisation's own (with the current page's scheme, and no port: a public domain).
 */
export const signupLinkUrl = (token: string, host: LinkHost): string => {
  const current = new URL(host.currentOrigin);
  const origin =
    host.organisationMode && host.organisationHost !== ''
      ? `${current.protocol}//${host.organisationHost}`
      : current.origin;
  return `${origin}/invitation?clubToken=${encodeURIComponent(token)}`;
};

/** Spec §9: "Invitation groups listed inline under 5 groups", else the "Se grupper" dialog. */
export const INLINE_GROUPS_BELOW = 5;
export const groupsInline = (count: number): boolean => count < INLINE_GROUPS_BELOW;

/** Spec §9: the copied-link confirmation clears after 4 s. */
export const COPIED_CONFIRMATION_MS = 4000;

/** `/invitation`'s `method` (spec §2): 0 a new user (the default), 1 an existing user. */
export type InvitationMethod = 0 | 1;
export const invitationMethod = (value: string | null): InvitationMethod => (value?.trim() === '1' ? 1 : 0);
