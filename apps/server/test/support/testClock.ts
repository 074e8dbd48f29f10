import type { Clock } from '../../src/shared/clock.js';

export interface TestClock extends Clock {
  /** Moves the clock forward (or back, with a negative `ms`); it goes on ticking from there. */
  advance: (ms: number) => void;
}

/** The machine's time plus an offset the test moves: time rules are tested without waiting. */
export const testClock = (): TestClock => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
};
