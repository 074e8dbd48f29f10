import { describe, expect, it } from 'vitest';
import { SPONSOR_BANNER_MS, SPONSOR_NONE_DELAY_MS, sponsorGatePlan } from './sponsorGate.js';

describe('sponsorGatePlan', () => {
  it('holds the constants of the spec: a banner 2 s, none or a failure 500 ms', () => {
    expect(SPONSOR_BANNER_MS).toBe(2000);
    expect(SPONSOR_NONE_DELAY_MS).toBe(500);
  });

  it('shows a banner for 2 s', () => {
    expect(sponsorGatePlan({ bannerUrl: 'https://sponsor.dk/b.png' })).toEqual({
      bannerUrl: 'https://sponsor.dk/b.png',
      holdMs: 2000,
    });
  });

  it.each([
    ['an answer of 0', 0 as const],
    ['a failed check', 'failed' as const],
    ['an empty banner address', { bannerUrl: '' }],
  ])('lets the app through after 500 ms on %s', (_name, check) => {
    expect(sponsorGatePlan(check)).toEqual({ bannerUrl: null, holdMs: 500 });
  });
});
