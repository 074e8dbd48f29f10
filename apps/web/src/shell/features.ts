import { GrowthBook } from '@growthbook/growthbook';
import { flagDefaults, type FeaturesPayload } from '@klubhus/domain';

/** The shipped defaults in payload form, for when the feature configuration cannot be loaded. */
export const defaultFeaturesPayload = (): FeaturesPayload => ({
  status: 200,
  features: Object.fromEntries(Object.entries(flagDefaults()).map(([key, defaultValue]) => [key, { defaultValue }])),
  dateUpdated: new Date(0).toISOString(),
});

/**
 * Evaluates the feature configuration with the GrowthBook SDK. No client key is given, so the SDK
 * never calls GrowthBook's servers: the payload comes from our own `/api/features`.
 */
export const createFeatures = (payload: FeaturesPayload): GrowthBook => {
  const growthbook = new GrowthBook();
  growthbook.initSync({ payload: { features: payload.features, dateUpdated: payload.dateUpdated } });
  return growthbook;
};
