import type { Clock } from '../../src/shared/clock.js';

export interface TestClock extends Clock {
  /** Moves the clock forward (or back, with a negative `ms`); it goes on ticking from there (or stays stopped). */
  advance: (ms: number) => void;
  /**
   * Stops the clock at `at`: every reading answers exactly that until `resume` (or another `stopAt`), so that a rule
   * can be tested to the millisecond (a link works at 90 days minus 1 ms, not at 90 days). `advance` moves it.
   */
  stopAt: (at: Date) => void;
  /** Ticks again from where the machine's time and the offset had it before `stopAt`. */
  resume: () => void;
}

/** The machine's time plus an offset the test moves: time rules are tested without waiting. */
export const testClock = (): TestClock => {
  let offset = 0;
  let stopped: number | undefined;
  return {
    now: () => new Date(stopped ?? Date.now() + offset),
    advance: (ms) => {
      if (stopped === undefined) offset += ms;
      else stopped += ms;
    },
    stopAt: (at) => {
      stopped = at.getTime();
    },
    resume: () => {
      stopped = undefined;
    },
  };
};
