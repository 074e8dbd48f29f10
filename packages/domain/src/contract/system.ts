import * as z from 'zod';
import { hostName } from '../validation/hostName.js';
import { defineContract, defineEntry } from './entry.js';

export const health = z.object({ status: z.literal('ok') });

/** One feature in GrowthBook's SDK payload format. */
export const growthbookFeature = z.object({
  defaultValue: z.unknown(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The feature configuration in GrowthBook's SDK payload format. */
export const flagsPayload = z.object({
  status: z.number().int(),
  features: z.record(z.string(), growthbookFeature),
  dateUpdated: z.string(),
});
export type FlagsPayload = z.infer<typeof flagsPayload>;

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
    response: flagsPayload,
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
