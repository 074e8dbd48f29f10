import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, copyText, createFlash } from './confirmation';

describe('createFlash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The flash's latest reported state. */
  function watched(durationMs = COPY_CONFIRMATION_MS) {
    const seen: boolean[] = [];
    const flash = createFlash(durationMs, (visible) => seen.push(visible));
    return { flash, seen, visible: () => seen.at(-1) ?? false };
  }

  it('uses the spec constant of 4 s', () => {
    expect(COPY_CONFIRMATION_MS).toBe(4000);
  });

  it('shows at once, still at 3999 ms, gone at 4000 ms', () => {
    const { flash, visible } = watched();
    expect(visible()).toBe(false);
    flash.show();
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('reports each change once', () => {
    const { flash, seen } = watched();
    flash.show();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([true, false]);
  });

  it('restarts the 4 s when shown again', () => {
    const { flash, visible } = watched();
    flash.show();
    vi.advanceTimersByTime(3000);
    flash.show();
    vi.advanceTimersByTime(3999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('hides at once and leaves no timer behind', () => {
    const { flash, seen } = watched();
    flash.show();
    flash.hide();
    expect(seen).toEqual([true, false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports nothing after dispose', () => {
    const { flash, seen } = watched();
    flash.show();
    flash.dispose();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([true]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another duration', () => {
    const { flash, visible } = watched(250);
    flash.show();
    vi.advanceTimersByTime(249);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });
});

describe('copyText', () => {
  it('writes the text and resolves true', async () => {
    const writeText = vi.fn(async () => {});
    await expect(copyText('https://klubhus.dk/invitation?clubToken=abc', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://klubhus.dk/invitation?clubToken=abc');
  });

  it('resolves false when the browser refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    await expect(copyText('x', { writeText })).resolves.toBe(false);
  });

  it('resolves false without a clipboard (insecure page)', async () => {
    await expect(copyText('x', null)).resolves.toBe(false);
  });

  it('resolves false for a clipboard without writeText', async () => {
    await expect(copyText('x', {} as Clipboard)).resolves.toBe(false);
  });
});
