import * as z from 'zod';
import { hostName } from '../validation/hostName.js';
import { flagsPayload } from '../flagsPayload.js';
import { defineContract, defineEntry } from './entry.js';

export const health = z.object({ status: z.literal('ok') });

/** The organisation a tenant lookup asks about, by its domain (multi-organisation mode). */
export const tenantParams = z.object({ domain: hostName });

export const systemContract = defineContract({
  health: defineEntry({
    method: 'GET',
    path: '/health',
    summary: 'Liveness of the API and its database.',
    access: 'public',
    response: health,
  }),
  features: defineEntry({
    method: 'GET',
    path: '/features',
    summary: 'Feature configuration in GrowthBook SDK payload format.',
    access: 'public',
    // The web reads it with the small zod (`flagsPayload.ts`); the contract wraps it as a full-zod object.
    response: z.object(flagsPayload.shape),
  }),
  // The spec's tenant service answers a bare URL, not JSON, so these two answer plain text.
  tenantEndpoint: defineEntry({
    method: 'GET',
    path: '/tenant/minorgendpoint/:domain',
    summary: 'Multi-organisation mode: the API base of the organisation at this domain (plain text).',
    access: 'public',
    params: tenantParams,
    response: z.url(),
    responseType: 'text',
  }),
  tenantFeaturesUrl: defineEntry({
    method: 'GET',
    path: '/tenant/minorggrowthbookurl/:domain',
    summary:
      'Multi-organisation mode: the feature-configuration address of the organisation at this domain (plain text).',
    access: 'public',
    params: tenantParams,
    response: z.url(),
    responseType: 'text',
  }),
});
