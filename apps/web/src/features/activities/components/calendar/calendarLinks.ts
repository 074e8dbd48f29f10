import { apiUrl } from '../../../../shell/api';

/**
 * The club's public feed (`GET /v3/clubs/:club/ical`) as an absolute address a calendar app can subscribe to: the API
 * base may be a path (`/api`), so it is resolved against the page's origin.
 */
export const clubCalendarUrl = (clubId: number, origin = window.location.origin): string =>
  new URL(apiUrl(`/v3/clubs/${clubId}/ical`), origin).href;

/**
 * The same feed for the calendar apps that subscribe on a `webcal:` link (Apple's, Outlook): the scheme replaced, the
 * rest of the address kept.
 */
export const webcalUrl = (address: string): string => address.replace(/^https?:/i, 'webcal:');
