import { copenhagenDate, signupLinkUrl, type ClubLink } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { formatDay } from '../../memberFormat';

/**
 * The address of a link's token (spec §2: `{host}/invitation?clubToken={token}`): on this page's host, or the
 * organisation's own when the `organisation_mode` flag is on.
 */
export const useLinkAddress = (organisationHost: string): ((token: string) => string) => {
  const organisationMode = useFlag('organisation_mode');
  return (token) => signupLinkUrl(token, { currentOrigin: window.location.origin, organisationMode, organisationHost });
};

/** Who made the link ("Anna Hansen"), or that nobody knows any more (a removed account). */
export const creatorName = (t: TFunction, link: ClubLink): string =>
  link.createdBy
    ? `${link.createdBy.firstName} ${link.createdBy.surname}`.trim()
    : t('members.signupLinks.unknownCreator');

/** The link's sign-ups and last day, for the line under it: "4 tilmeldt", "Gælder til 19-02-2027". */
export const linkFacts = (t: TFunction, link: ClubLink): string[] => [
  t('members.signupLinks.signups', { count: link.counter }),
  // The club's calendar day, as the members screen shows dates (DD-MM-YYYY).
  t('members.signupLinks.validTo', { date: formatDay(copenhagenDate(new Date(link.validTo))) }),
];
