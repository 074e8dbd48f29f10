import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedFlag, SPINNER_DELAY_MS } from './delayedFlag';

describe('createDelayedFlag (the confirmation spinner delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec delay of 300 ms', () => {
    expect(SPINNER_DELAY_MS).toBe(300);
  });

  it('shows no spinner at 299 ms and shows it at 300 ms', () => {
    const onChange = vi.fn();
    createDelayedFlag(onChange).start();
    vi.advanceTimersByTime(299);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('never shows a spinner when the action finishes at 200 ms', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange);
    flag.start();
    vi.advanceTimersByTime(200);
    flag.stop();
    vi.advanceTimersByTime(10_000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides the spinner again when a slow action finishes', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange);
    flag.start();
    vi.advanceTimersByTime(1_000);
    flag.stop();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts the delay afresh on a second start', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange, 300);
    flag.start();
    vi.advanceTimersByTime(250);
    flag.start();
    vi.advanceTimersByTime(250);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });
});
