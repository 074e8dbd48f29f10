// zod/mini: the payload is read at start-up on every page, /login included, where the full zod must not load
// (issue 14, ADR 015).
import * as z from 'zod/mini';

/** One feature in GrowthBook's SDK payload format. */
export const growthbookFeature = z.object({
  defaultValue: z.unknown(),
  rules: z.optional(z.array(z.record(z.string(), z.unknown()))),
});

/** The feature configuration in GrowthBook's SDK payload format (`GET /api/features`). */
export const flagsPayload = z.object({
  status: z.int(),
  features: z.record(z.string(), growthbookFeature),
  dateUpdated: z.string(),
});
export type FlagsPayload = z.infer<typeof flagsPayload>;

/**
 * The flags in GrowthBook's SDK payload format (`/api/features`): each flag's value as its `defaultValue`.
 * Built here once, for the server's configuration and the web's fallback alike.
 */
export const buildFlagsPayload = (values: Record<string, unknown>, dateUpdated: string): FlagsPayload => ({
  status: 200,
  features: Object.fromEntries(Object.entries(values).map(([key, defaultValue]) => [key, { defaultValue }])),
  dateUpdated,
});

/**
 * Loads the feature configuration (GrowthBook's SDK payload) from an address: the paths file's
 * `features`, or in multi-organisation mode the tenant's own (spec document 2 §2.1 steps 2 and 3).
 * Rejects on a failed answer or a payload of another shape.
 */
export const loadFlagsPayload = async (fetchFn: typeof globalThis.fetch, url: string): Promise<FlagsPayload> => {
  const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The feature configuration at ${url} answered ${response.status}`);
  return flagsPayload.parse(await response.json());
};
