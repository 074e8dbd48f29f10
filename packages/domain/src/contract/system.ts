import * as z from 'zod';
import { defineContract, defineEntry } from './entry.js';

export const health = z.object({ status: z.literal('ok') });

/** One feature in GrowthBook's SDK payload format. */
export const growthbookFeature = z.object({
  defaultValue: z.unknown(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The feature configuration in GrowthBook's SDK payload format. */
export const featuresPayload = z.object({
  status: z.number().int(),
  features: z.record(z.string(), growthbookFeature),
  dateUpdated: z.string(),
});
export type FeaturesPayload = z.infer<typeof featuresPayload>;

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
    response: featuresPayload,
  }),
});
