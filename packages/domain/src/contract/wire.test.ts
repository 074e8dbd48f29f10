import { describe, expect, it } from 'vitest';
import * as wires from '../wire/index.js';
import { contract, contractAreas } from './index.js';
import { wireOf } from './wire.js';

describe('the wire tables', () => {
  it.each(Object.entries(contractAreas))(
    'src/wire/%s.ts holds exactly the wire entries of its contract table (else: pnpm --filter @klubhus/domain wire)',
    (area, table) => {
      expect((wires as Record<string, unknown>)[`${area}Wire`]).toEqual(wireOf(table));
    },
  );

  it('cover every entry of the contract, each in one area', () => {
    const keys = Object.values(contractAreas).flatMap((table) => Object.keys(table));
    expect(keys.sort()).toEqual(Object.keys(contract).sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carry no schema', () => {
    for (const wire of Object.values(wires)) {
      for (const entry of Object.values(wire)) {
        expect(
          Object.keys(entry).every((key) => ['method', 'path', 'access', 'requestType', 'responseType'].includes(key)),
        ).toBe(true);
      }
    }
  });
});
