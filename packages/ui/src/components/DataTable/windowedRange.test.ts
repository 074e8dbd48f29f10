import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRangeRequests, missingRange, type DataTableRange } from './windowedRange';

/** Rows loaded so far, as a caller's cache would hold them. */
const loadedRows = (...ranges: [number, number][]) => {
  const loaded = new Set<number>();
  for (const [start, end] of ranges) for (let index = start; index < end; index += 1) loaded.add(index);
  return (index: number) => loaded.has(index);
};
const nothingLoaded = () => false;

describe('missingRange', () => {
  it('asks for the visible rows and the overscan on each side, within the rows there are', () => {
    expect(missingRange({ start: 0, end: 9 }, 20_000, nothingLoaded, 20)).toEqual({ start: 0, end: 29 });
    expect(missingRange({ start: 100, end: 109 }, 20_000, nothingLoaded, 20)).toEqual({ start: 80, end: 129 });
    expect(missingRange({ start: 19_991, end: 20_000 }, 20_000, nothingLoaded, 20)).toEqual({
      start: 19_971,
      end: 20_000,
    });
  });

  it('does not ask for rows already loaded', () => {
    expect(missingRange({ start: 0, end: 9 }, 20_000, loadedRows([0, 100]), 20)).toBeNull();
    // Scrolled past the end of the first page: only the rows after it.
    expect(missingRange({ start: 90, end: 99 }, 20_000, loadedRows([0, 100]), 20)).toEqual({ start: 100, end: 119 });
    // Scrolled up into a page not loaded: only the rows before the loaded ones.
    expect(missingRange({ start: 205, end: 214 }, 20_000, loadedRows([200, 300]), 20)).toEqual({
      start: 185,
      end: 200,
    });
  });

  it('asks for one contiguous range when loaded rows lie between missing ones', () => {
    expect(missingRange({ start: 50, end: 59 }, 20_000, loadedRows([40, 60]), 20)).toEqual({ start: 30, end: 79 });
  });

  it('asks for nothing in an empty table', () => {
    expect(missingRange({ start: 0, end: 0 }, 0, nothingLoaded, 20)).toBeNull();
  });
});

describe('createRangeRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const asked: DataTableRange[] = [];
    const requests = createRangeRequests((range) => asked.push(range), 100);
    return { asked, requests };
  };
  const range = (start: number, end: number) => () => ({ start, end });

  it('asks at once after a quiet spell', () => {
    const { asked, requests } = setup();
    requests.request(range(0, 29));
    expect(asked).toEqual([{ start: 0, end: 29 }]);
  });

  it('while the window keeps moving, asks only for where it stops', () => {
    const { asked, requests } = setup();
    requests.request(range(0, 29));
    for (let start = 100; start <= 1000; start += 100) {
      requests.request(range(start, start + 29));
      vi.advanceTimersByTime(16);
    }
    expect(asked).toEqual([{ start: 0, end: 29 }]);
    vi.advanceTimersByTime(100);
    expect(asked).toEqual([
      { start: 0, end: 29 },
      { start: 1000, end: 1029 },
    ]);
  });

  it('reads the missing rows when the request goes out, not when it was made', () => {
    const { asked, requests } = setup();
    requests.request(range(0, 29));
    let loaded = false;
    requests.request(() => (loaded ? null : { start: 30, end: 59 }));
    loaded = true;
    vi.advanceTimersByTime(100);
    expect(asked).toEqual([{ start: 0, end: 29 }]);
  });

  it('does not ask again for rows on their way, until they are forgotten (a new sort)', () => {
    const { asked, requests } = setup();
    requests.request(range(0, 29));
    vi.advanceTimersByTime(200);
    requests.request(range(5, 20));
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(200);
    requests.forget();
    requests.request(range(0, 29));
    expect(asked).toEqual([
      { start: 0, end: 29 },
      { start: 0, end: 29 },
    ]);
  });

  it('drops a held-back request when disposed', () => {
    const { asked, requests } = setup();
    requests.request(range(0, 29));
    requests.request(range(500, 529));
    requests.dispose();
    vi.advanceTimersByTime(500);
    expect(asked).toEqual([{ start: 0, end: 29 }]);
  });
});
