// Written by `pnpm --filter @klubhus/domain wire` from src/contract/sponsors.ts: do not edit (ADR 015).
import type { sponsorsContract } from '../contract/sponsors.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the sponsors calls: what the web's client needs, without the schemas. */
export const sponsorsWire = {
  clubSponsors: { method: 'GET', path: '/v4/sponsors/club/implemented', access: 'admin' },
  createSponsor: { method: 'POST', path: '/v4/sponsors/club/create', access: 'admin' },
  updateSponsor: { method: 'PUT', path: '/v4/sponsors/club/update', access: 'admin' },
  deleteSponsor: { method: 'DELETE', path: '/v4/sponsors/club/delete', access: 'admin', responseType: 'none' },
  orderSponsorViews: { method: 'POST', path: '/v4/sponsors/club/order', access: 'admin' },
  newSponsorExemptions: { method: 'POST', path: '/v4/sponsors/club/exemption/new', access: 'admin' },
  sponsorExemptions: { method: 'POST', path: '/v4/sponsors/club/exemptions/roles', access: 'admin' },
  updateSponsorExemptions: { method: 'POST', path: '/v4/sponsors/club/exemptions/roles/update', access: 'admin' },
  sponsorZips: { method: 'GET', path: '/v4/sponsors/zips', access: 'admin' },
} as const satisfies WireTable<typeof sponsorsContract>;
