import { describe, expect, it } from 'vitest';
import { flagDefaults, flagGates, flags, paymentMethodFlag, paymentMethodNames } from './flags.js';

describe('the flags table', () => {
  it('has one row per key', () => {
    const keys = flags.map((flag) => flag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a module_payment_{name} flag for every payment method (spec pattern)', () => {
    for (const name of paymentMethodNames) expect(flagDefaults()).toHaveProperty(`module_payment_${name}`);
    expect(paymentMethodFlag('kevin')).toBe('module_payment_kevin');
  });

  it('says what every flag gates', () => {
    for (const flag of flags) expect(flagGates[flag.key]?.length).toBeGreaterThan(10);
    expect(Object.keys(flagGates).sort()).toEqual(flags.map((flag) => flag.key).sort());
  });

  it('gates chat with two flags', () => {
    expect(flags.filter((flag) => flag.key.startsWith('chat'))).toHaveLength(2);
  });
});
