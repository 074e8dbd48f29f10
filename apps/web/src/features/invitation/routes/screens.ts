/**
 * The invitation's screens, one chunk for both routes (`/invitation` and `/invitation/continue`): the visitor who
 * continues in the browser has the code already, and /login's shared chunks stay as they are (ADR 015).
 */
export { ContinueRoute } from './ContinueRoute';
export { InvitationRoute } from './InvitationRoute';
