import { describe, expect, it } from 'vitest';
import { BROWSER_CHOICE_KEY, readBrowserChoice, rememberBrowserChoice } from './browserChoice';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
};

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the browser choice', () => {
  it('is remembered under its documented key', () => {
    const storage = memory();
    expect(readBrowserChoice(storage)).toBe(false);
    rememberBrowserChoice(storage);
    expect(storage.getItem(BROWSER_CHOICE_KEY)).toBe('true');
    expect(readBrowserChoice(storage)).toBe(true);
  });

  it('counts as not made where the browser refuses local storage, and choosing still works', () => {
    expect(readBrowserChoice(refusing)).toBe(false);
    expect(() => rememberBrowserChoice(refusing)).not.toThrow();
  });
});
