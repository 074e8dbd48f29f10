import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberRefusals } from '@klubhus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { csvRows } from './csv.js';

/** The household export sits behind the `household_export` flag (ADR 017): a deployment that turns it off gets 404. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-flags-'));
const featuresFile = path.join(folder, 'features.json');
fs.writeFileSync(featuresFile, JSON.stringify({ household_export: false }));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const ctx = useWorld({ FEATURES_FILE: featuresFile });

describe('the household export with household_export off', () => {
  it('answers 404 featureOff, for a group too, while the other exports still answer', async () => {
    for (const query of [{}, { groupId: 1 }]) {
      expect(
        await failure(ctx.as('adminA').exportRelations({ params: { club: ctx.world.clubA }, query })),
      ).toMatchObject({
        status: 404,
        code: memberRefusals.featureOff.code,
        message: memberRefusals.featureOff.message,
      });
    }
    const rows = await csvRows(ctx.as('adminA').exportMembers({ params: { club: ctx.world.clubA }, query: {} }));
    expect(rows.length).toBeGreaterThan(1);
  });

  it('still refuses others first: a member of the club gets 403, not the flag', async () => {
    expect(
      await failure(ctx.as('memberA').exportRelations({ params: { club: ctx.world.clubA }, query: {} })),
    ).toMatchObject({ status: 403 });
  });
});
