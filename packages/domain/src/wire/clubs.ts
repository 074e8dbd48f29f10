// Written by `pnpm --filter @klubhus/domain wire` from src/contract/clubs.ts: do not edit (ADR 015).
import type { clubsContract } from '../contract/clubs.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the clubs calls: what the web's client needs, without the schemas. */
export const clubsWire = {
  newClub: { method: 'POST', path: '/v2/web/newclub', access: 'user' },
  clubOverview: { method: 'GET', path: '/v2/web/cluboverview', access: 'user' },
  myClubWheels: { method: 'GET', path: '/v2/wheel/myclubwheels', access: 'user' },
  putClubHeaderImage: {
    method: 'PUT',
    path: '/v3/clubs/:clubId/images/header',
    access: 'admin',
    requestType: 'multipart',
  },
  getClub: { method: 'GET', path: '/v3/clubs/:id', access: 'admin' },
  patchClub: { method: 'PATCH', path: '/v3/clubs/:id', access: 'admin' },
  userClubMaps: { method: 'GET', path: '/v3/user/clubmaps', access: 'user' },
  userChildren: { method: 'GET', path: '/v3/user/0/children', access: 'user' },
  dataPolicyLink: { method: 'GET', path: '/v2/clubs/datapolicy/link/get', access: 'client' },
  acceptDataPolicy: { method: 'GET', path: '/v2/clubs/datapolicy/accept', access: 'user', responseType: 'none' },
  clubDisableProperties: { method: 'GET', path: '/v4/clubs/getClubDisableProperties', access: 'client' },
  checkClubLink: { method: 'POST', path: '/v2/login/checkclublink', access: 'client' },
  showSponsor: { method: 'POST', path: '/v4/sponsors/Show', access: 'user' },
} as const satisfies WireTable<typeof clubsContract>;
