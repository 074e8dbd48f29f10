import type { GrowthBook } from '@growthbook/growthbook';
import { buildFlagsPayload, flagDefaults, type FlagKey, type FlagsPayload } from '@klubhus/domain';

/** The feature flags as the app reads them. */
export interface Flags {
  isOn: (key: FlagKey) => boolean;
}

/** The shipped defaults in payload form, for when the feature configuration cannot be loaded. */
export const defaultFlagsPayload = (): FlagsPayload => buildFlagsPayload(flagDefaults(), new Date(0).toISOString());

const hasRules = (payload: FlagsPayload): boolean =>
  Object.values(payload.features).some((feature) => (feature.rules?.length ?? 0) > 0);

/**
 * A payload without targeting rules evaluated as the GrowthBook SDK evaluates it: each flag is its
 * `defaultValue` (a flag the payload does not name is off). Our own `/api/features` is always such a payload.
 */
export const plainFlags = (payload: FlagsPayload): Flags => ({
  isOn: (key) => Boolean(payload.features[key]?.defaultValue ?? null),
});

/** The GrowthBook SDK over a payload. No client key: it never calls GrowthBook's servers. */
export const growthbookFlags = (GrowthBookClass: typeof GrowthBook, payload: FlagsPayload): Flags => {
  const growthbook = new GrowthBookClass();
  growthbook.initSync({ payload: { features: payload.features, dateUpdated: payload.dateUpdated } });
  return { isOn: (key) => growthbook.isOn(key) };
};

/**
 * The flags of the feature configuration. The GrowthBook SDK (13 KB brotli) is loaded only for a payload that
 * has targeting rules (a tenant's own GrowthBook): for every other the result is the same without it, and
 * `/login` does not download it (issue 14, ADR 015).
 */
export const evaluateFlags = async (payload: FlagsPayload): Promise<Flags> => {
  if (!hasRules(payload)) return plainFlags(payload);
  const { GrowthBook } = await import('@growthbook/growthbook');
  return growthbookFlags(GrowthBook, payload);
};
