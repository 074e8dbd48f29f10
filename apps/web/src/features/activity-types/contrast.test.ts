import { activityTypeColourPairs, activityTypePresetNames, activityTypePresets } from '@klubhus/domain';
import { contrastRatio } from '@klubhus/ui';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, pairContrast } from './contrast';

describe('pairContrast', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#000000', 21],
    ['#CCCCCC', '#CCCCCC', 1],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(pairContrast(a, b)).toBeCloseTo(ratio, 5);
  });

  it('is the ui theme tools’ contrast', () => {
    for (const [a, b] of [
      ['#0B2545', '#A9C8F0'],
      ['#777777', '#FFFFFF'],
      ['#DDDDDD', '#EBEBEB'],
    ] as const) {
      expect(pairContrast(a, b)).toBeCloseTo(contrastRatio(a, b), 10);
    }
  });

  it('passes AA for every pair of every preset (ADR 024)', () => {
    for (const name of activityTypePresetNames) {
      for (const { background, font } of Object.values(activityTypeColourPairs)) {
        const preset = activityTypePresets[name];
        expect(pairContrast(preset[background], preset[font]), `${name} ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });
});
