import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { membersQueries } from '../queries';
import { useRefetchAfterSend } from './useRefetchAfterSend';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setUp = () => {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRefetchAfterSend(12), { wrapper });
  /** How many times the area's reads were refetched, each through the area's key. */
  const refetches = () => {
    for (const [filters] of invalidate.mock.calls) expect(filters).toEqual({ queryKey: membersQueries.all(12) });
    return invalidate.mock.calls.length;
  };
  return { hook, refetches };
};

describe('useRefetchAfterSend (spec §4: "after 5 s, then 10 s later, then 15 s later")', () => {
  it("refetches the area's lists 5, 15 and 30 seconds after a send, and then no more", () => {
    const { hook, refetches } = setUp();
    hook.result.current();
    vi.advanceTimersByTime(4_999);
    expect(refetches()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(refetches()).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(refetches()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(refetches()).toBe(2);
    vi.advanceTimersByTime(14_999);
    expect(refetches()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(refetches()).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(refetches()).toBe(3);
  });

  it('starts afresh on a new send, rather than refetching twice as often', () => {
    const { hook, refetches } = setUp();
    hook.result.current();
    vi.advanceTimersByTime(4_000);
    hook.result.current();
    vi.advanceTimersByTime(4_000);
    expect(refetches()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(refetches()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(refetches()).toBe(3);
  });

  it('clears its timers when the screen unmounts', () => {
    const { hook, refetches } = setUp();
    hook.result.current();
    vi.advanceTimersByTime(5_000);
    expect(refetches()).toBe(1);
    hook.unmount();
    vi.advanceTimersByTime(60_000);
    expect(refetches()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
