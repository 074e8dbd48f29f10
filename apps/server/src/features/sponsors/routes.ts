import type { clubsContract, sponsorsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import type { SponsorsDeps } from './deps.js';
import { showSponsor } from './gate.js';
import * as service from './service.js';

/**
 * The calls of sponsors (spec document 2 §7 "Sponsors (v4)"; ADR 029): the tab's, for the club's administrators, and
 * the banner gate every signed-in person meets (`showSponsor`, an entry of the core contract the shell calls right
 * after sign-in).
 */
export const sponsorsHandlers = (
  deps: SponsorsDeps,
): Handlers<typeof sponsorsContract> & Pick<Handlers<typeof clubsContract>, 'showSponsor'> => ({
  clubSponsors: ({ auth }) => service.clubSponsors(deps, auth.clubId),
  createSponsor: ({ auth, body }) => service.createSponsor(deps, auth, body),
  updateSponsor: ({ auth, body }) => service.updateSponsor(deps, auth, body),
  deleteSponsor: ({ auth, query }) => service.deleteSponsor(deps, auth, query.sponsorId),
  orderSponsorViews: ({ auth, body }) =>
    service.orderViews(deps, auth, { viewCount: body.ViewCount, sponsorId: body.SponsorId }),
  newSponsorExemptions: ({ auth }) => service.newSponsorExemptions(deps, auth.clubId),
  sponsorExemptions: ({ auth }) => service.sponsorExemptions(deps, auth.clubId),
  updateSponsorExemptions: ({ auth, body }) => service.updateSponsorExemptions(deps, auth.clubId, body.RoleExemptions),
  sponsorZips: ({ auth }) => service.sponsorZips(deps, auth.clubId),
  showSponsor: ({ auth, body }) => showSponsor(deps, auth.userId, body.clubId),
});
