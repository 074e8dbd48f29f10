import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, type ContractEntry } from '@klubhus/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../support/world.js';
import { contractProperty, type FuzzTarget, type Survey } from './contractProperty.js';
import { fuzzBudget, fuzzParameters } from './fuzzBudget.js';
import { knownFindings } from './knownFindings.js';
import { printSurvey } from './printSurvey.js';
import { putFuzzMessages, putFuzzSponsors, restoreWorldGroups, seedFuzzLinks, seedFuzzSignUp } from './restoreWorld.js';
import { listTables, watchTables } from './tableDigest.js';

/**
 * The contract fuzzer (AREAS.md point 4, "the contract fuzzer covers the rest by itself"): every entry of the
 * real contract gets hostile requests derived from its own schemas, so a new area's entries are fuzzed
 * without touching this file. Budget and seed: `fuzzBudget.ts`.
 *
 * The entries are fuzzed in `FUZZ_PARTS` test files (`contractFuzz.<n>.test.ts`), each a part of them on a world of
 * its own, so that the suite's workers share the fuzzer's minutes rather than one worker carrying them all.
 */

const FUZZ_PARTS = 2;

const allEntries = Object.entries(contract) as [string, ContractEntry][];

/** The entries of part `part` (0-based): every `FUZZ_PARTS`-th, so that the parts cover the contract exactly once. */
const entriesOfPart = (part: number): [string, ContractEntry][] =>
  allEntries.filter((_, index) => index % FUZZ_PARTS === part);

/** Registers the fuzz tests of one part; call it at the top level of a test file. */
export const fuzzContractPart = (part: number): void => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-fuzz-'));
  const ctx = useWorld({
    DATA_DIR: dataDir,
    // The per-address rate limits must see each request's random X-Forwarded-For address.
    TRUST_PROXY: '1',
    // The daily club quota has its own test (clubs/quotas.test.ts); here it would turn every newClub after the
    // tenth into 429 and hide the handler from the hostile input.
    CLUBS_PER_USER_PER_DAY: '1000000',
  });
  const sent = new Map<string, number>();
  const survey: Survey | undefined = fuzzBudget.report ? { violations: [], statuses: new Map() } : undefined;
  let target: FuzzTarget;

  beforeAll(async () => {
    target = {
      app: ctx.t.app,
      db: ctx.t.database.db,
      watch: await watchTables(ctx.t.database.db, await listTables(ctx.t.database.db)),
      // The imported entries sign in to a sign-up of club A (ADR 018); the token fields carry a link (ADR 019).
      world: {
        ...ctx.world,
        imported: await seedFuzzSignUp(ctx.t.database.db, ctx.world.clubA),
        links: await seedFuzzLinks(ctx.t.database.db, ctx.t.app.linkTokens, ctx.world),
        messages: await putFuzzMessages(ctx.t.database.db, ctx.world),
        sponsors: await putFuzzSponsors(ctx.t.database.db, ctx.world),
      },
      known: knownFindings,
      survey,
      sent,
      // The message and sponsor calls delete and change the world's messages and sponsors (ADR 028, 029): each
      // request finds them as seeded.
      beforeRequest: async (_key, entry) => {
        const { club } = entry;
        const { messages, sponsors } = target.world;
        if (club?.in === 'resource' && club.kind === 'message' && messages) {
          await putFuzzMessages(target.db, target.world, messages);
        }
        if (club?.in === 'resource' && club.kind === 'sponsor' && sponsors) {
          await putFuzzSponsors(target.db, target.world, sponsors);
        }
      },
    };
  });
  afterAll(() => {
    if (survey) printSurvey(survey);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const entries = entriesOfPart(part);

  describe('contract fuzz', () => {
    it.each(entries)(
      '%s answers hostile input with a clean 4xx and writes nothing behind it',
      async (key, entry) => {
        await restoreWorldGroups(target.db, target.world);
        await fc.assert(contractProperty(target, key, entry), fuzzParameters(key));
        expect(sent.get(key)).toBe(fuzzBudget.numRuns);
        const unknown = survey?.violations.filter((violation) => violation.entry === key && !violation.known) ?? [];
        expect(unknown.map((violation) => violation.report)).toEqual([]);
      },
      120_000,
    );

    it('sent requests to every entry of its part, and the parts cover the contract', () => {
      expect(target.watch.tables.length).toBeGreaterThan(0);
      expect(entries.map(([key]) => key).filter((key) => !sent.get(key))).toEqual([]);
      expect(sent.size).toBe(entries.length);
      const covered = Array.from({ length: FUZZ_PARTS }, (_, index) => entriesOfPart(index).map(([key]) => key)).flat();
      expect(covered.sort()).toEqual(Object.keys(contract).sort());
    });
  });
};
