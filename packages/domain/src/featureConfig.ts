import { featuresPayload, type FeaturesPayload } from './contract/system.js';

/**
 * Loads the feature configuration (GrowthBook's SDK payload) from an address: the paths file's
 * `features`, or in multi-organisation mode the tenant's own (spec document 2 §2.1 steps 2 and 3).
 * Rejects on a failed answer or a payload of another shape.
 */
export const loadFeatureConfig = async (fetchFn: typeof globalThis.fetch, url: string): Promise<FeaturesPayload> => {
  const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The feature configuration at ${url} answered ${response.status}`);
  return featuresPayload.parse(await response.json());
};
