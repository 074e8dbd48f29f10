import { GrowthBook } from '@growthbook/growthbook';
import { buildFlagsPayload, flagDefaults, type FlagsPayload } from '@klubhus/domain';

/** The shipped defaults in payload form, for when the feature configuration cannot be loaded. */
export const defaultFlagsPayload = (): FlagsPayload => buildFlagsPayload(flagDefaults(), new Date(0).toISOString());

/**
 * Evaluates the flags with the GrowthBook SDK. No client key is given, so the SDK
 * never calls GrowthBook's servers: the payload comes from our own `/api/features`.
 */
export const createFlags = (payload: FlagsPayload): GrowthBook => {
  const growthbook = new GrowthBook();
  growthbook.initSync({ payload: { features: payload.features, dateUpdated: payload.dateUpdated } });
  return growthbook;
};
