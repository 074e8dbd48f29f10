import fs from 'node:fs';
import { buildFlagsPayload, flagDefaults, type FlagsPayload } from '@klubhus/domain';
import * as z from 'zod';

const overrideFile = z.record(z.string(), z.union([z.boolean(), z.string(), z.number()]));

/**
 * The flags in GrowthBook's SDK payload format: the flags table's defaults, with a
 * deployment's override file on top. An override naming an unknown flag stops the start, so a typo
 * never silently leaves a feature in its default state.
 */
export const loadFlags = (featuresFile: string | undefined): FlagsPayload => {
  const values: Record<string, unknown> = flagDefaults();
  let dateUpdated = new Date().toISOString();
  if (featuresFile) {
    const overrides = overrideFile.parse(JSON.parse(fs.readFileSync(featuresFile, 'utf8')));
    const unknown = Object.keys(overrides).filter((key) => !(key in values));
    if (unknown.length) throw new Error(`${featuresFile}: unknown feature flags ${unknown.join(', ')}`);
    Object.assign(values, overrides);
    dateUpdated = fs.statSync(featuresFile).mtime.toISOString();
  }
  return buildFlagsPayload(values, dateUpdated);
};
