import type { clubsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** What one address may look up per minute with the public client credential (see `dataPolicyLinkOf`, `checkClubLink`). */
const LOOKUPS_PER_MINUTE = 60;
const lookupLimit = { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

/**
 * Header images live under DATA_DIR/files/clubs/<id> (served at /files/). The sponsor banner (`showSponsor`) is an
 * entry of this contract, made by the shell with the core calls, but answered by sponsors (ADR 029).
 */
export const clubsHandlers = (deps: service.ClubsDeps): Handlers<Omit<typeof clubsContract, 'showSponsor'>> => ({
  newClub: async ({ auth, body, request }) => ({
    clubId: await service.createClub(deps, auth.userId, body, request.hostname),
  }),
  clubOverview: ({ auth }) => service.clubOverview(deps, auth.userId),
  myClubWheels: ({ auth }) => service.clubWheels(deps, auth.userId),
  putClubHeaderImage: ({ auth, body }) => service.replaceHeaderImage(deps, auth.clubId, body.image),
  getClub: ({ auth }) => service.clubSettings(deps, auth.clubId),
  patchClub: ({ auth, body }) => service.patchClub(deps, auth.clubId, body),
  userClubMaps: ({ auth }) => service.clubMaps(deps, auth.userId),
  userChildren: ({ auth }) => service.userChildren(deps, auth.userId),
  dataPolicyLink: { ...lookupLimit, handler: ({ query }) => service.dataPolicyLinkOf(deps, query.clubId) },
  acceptDataPolicy: async ({ auth, query }) => {
    await service.acceptDataPolicy(deps, query.clubId, auth.userId, query.clubToken);
  },
  clubDisableProperties: { ...lookupLimit, handler: ({ query }) => service.disableProperties(deps, query.clubId) },
  // A sign-up link's lookup (ADR 019): limited per address like the other lookups of the sign-up.
  checkClubLink: { ...lookupLimit, handler: ({ body }) => service.checkClubLink(deps, body.clubToken) },
});
