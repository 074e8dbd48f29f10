import fs from 'node:fs';
import type { FeaturesPayload } from '@klubhus/domain';
import { flagDefaults } from '@klubhus/domain';
import * as z from 'zod';

const overrideFile = z.record(z.string(), z.union([z.boolean(), z.string(), z.number()]));

/**
 * The feature configuration in GrowthBook's SDK payload format: the flags table's defaults, with a
 * deployment's override file on top. An override naming an unknown flag stops the start, so a typo
 * never silently leaves a feature in its default state.
 */
export const loadFeatures = (featuresFile: string | undefined): FeaturesPayload => {
  const values: Record<string, unknown> = flagDefaults();
  let dateUpdated = new Date().toISOString();
  if (featuresFile) {
    const overrides = overrideFile.parse(JSON.parse(fs.readFileSync(featuresFile, 'utf8')));
    const unknown = Object.keys(overrides).filter((key) => !(key in values));
    if (unknown.length) throw new Error(`${featuresFile}: unknown feature flags ${unknown.join(', ')}`);
    Object.assign(values, overrides);
    dateUpdated = fs.statSync(featuresFile).mtime.toISOString();
  }
  return {
    status: 200,
    features: Object.fromEntries(Object.entries(values).map(([key, defaultValue]) => [key, { defaultValue }])),
    dateUpdated,
  };
};
