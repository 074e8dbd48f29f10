import { useEffect, useState } from 'react';

/** The spec's confirmation spinner delay (§9): quick actions finish before any spinner appears. */
export const SPINNER_DELAY_MS = 300;

export interface DelayedFlag {
  /** The action started: the flag turns on after the delay unless `stop` comes first. */
  start: () => void;
  /** The action ended: cancels a pending turn-on, and turns the flag off if it was on. */
  stop: () => void;
}

/**
 * A flag that turns on only when something lasts at least `delayMs`, so that fast actions show no
 * flicker. The timing core of the confirmation spinner, free of React so that fake timers can test it.
 */
export function createDelayedFlag(onChange: (isOn: boolean) => void, delayMs: number = SPINNER_DELAY_MS): DelayedFlag {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isOn = false;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (isOn) {
      isOn = false;
      onChange(false);
    }
  };
  return {
    start: () => {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        isOn = true;
        onChange(true);
      }, delayMs);
    },
    stop,
  };
}

/** `true` once `isActive` has been true for `delayMs` without a break; `false` otherwise. */
export function useDelayedFlag(isActive: boolean, delayMs: number = SPINNER_DELAY_MS): boolean {
  const [isOn, setIsOn] = useState(false);
  useEffect(() => {
    if (!isActive) return;
    const flag = createDelayedFlag(setIsOn, delayMs);
    flag.start();
    return flag.stop;
  }, [isActive, delayMs]);
  return isActive && isOn;
}
