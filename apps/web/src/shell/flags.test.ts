import { GrowthBook } from '@growthbook/growthbook';
import type { FlagKey, FlagsPayload } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { evaluateFlags, growthbookFlags, plainFlags } from './flags';

const payloadOf = (features: FlagsPayload['features']): FlagsPayload => ({ status: 200, features, dateUpdated: '' });
const chat = 'chat' as FlagKey;

describe('flags without targeting rules', () => {
  it.each([true, false, 1, 0, 'on', '', null, {}, [], undefined])(
    'evaluate a defaultValue of %j exactly as the GrowthBook SDK does',
    (defaultValue) => {
      const payload = payloadOf({ chat: { defaultValue } });
      expect(plainFlags(payload).isOn(chat)).toBe(growthbookFlags(GrowthBook, payload).isOn(chat));
    },
  );

  it('treat a flag the configuration does not name as off, as the SDK does', () => {
    const payload = payloadOf({});
    expect(plainFlags(payload).isOn(chat)).toBe(false);
    expect(growthbookFlags(GrowthBook, payload).isOn(chat)).toBe(false);
  });
});

describe('evaluateFlags', () => {
  it("uses the GrowthBook SDK for a payload with rules (a tenant's own GrowthBook)", async () => {
    const payload = payloadOf({ chat: { defaultValue: false, rules: [{ force: true }] } });
    expect(plainFlags(payload).isOn(chat)).toBe(false);
    expect((await evaluateFlags(payload)).isOn(chat)).toBe(true);
  });

  it('answers a rule-less payload without the SDK, with the same result', async () => {
    const payload = payloadOf({ chat: { defaultValue: true }, dashboard: { defaultValue: false } });
    const flags = await evaluateFlags(payload);
    expect([flags.isOn(chat), flags.isOn('dashboard' as FlagKey)]).toEqual([true, false]);
  });
});
