import { describe, expect, it } from 'vitest';
import { FOLDED_VALUES, readFolded, writeFolded, type FoldedStorage } from './foldedState';

/** An in-memory storage, like the browser's. */
function memoryStorage(initial: Record<string, string> = {}): FoldedStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A storage whose every access throws, like Safari's private mode or blocked site data. */
const throwingStorage: FoldedStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('readFolded', () => {
  it.each([
    { stored: 'open', fallback: false, expected: true },
    { stored: 'closed', fallback: true, expected: false },
    { stored: 'open', fallback: true, expected: true },
    { stored: 'closed', fallback: false, expected: false },
  ])('reads "$stored" whatever the default ($fallback)', ({ stored, fallback, expected }) => {
    expect(readFolded(memoryStorage({ k: stored }), 'k', fallback)).toBe(expected);
  });

  it.each([true, false])('gives the default (%s) when nothing is stored', (fallback) => {
    expect(readFolded(memoryStorage(), 'k', fallback)).toBe(fallback);
  });

  it.each(['', 'true', 'false', '1', 'OPEN', ' open', '{"open":true}', 'null', 'undefined'])(
    'ignores the garbage value %j',
    (garbage) => {
      expect(readFolded(memoryStorage({ k: garbage }), 'k', true)).toBe(true);
      expect(readFolded(memoryStorage({ k: garbage }), 'k', false)).toBe(false);
    },
  );

  it.each([undefined, null])('gives the default without a storage (%s)', (storage) => {
    expect(readFolded(storage, 'k', true)).toBe(true);
    expect(readFolded(storage, 'k', false)).toBe(false);
  });

  it('gives the default when the storage throws', () => {
    expect(readFolded(throwingStorage, 'k', true)).toBe(true);
    expect(readFolded(throwingStorage, 'k', false)).toBe(false);
  });

  it('gives the default for an empty key', () => {
    expect(readFolded(memoryStorage({ '': 'open' }), '', false)).toBe(false);
  });

  it('reads only its own key', () => {
    expect(readFolded(memoryStorage({ other: 'open' }), 'k', false)).toBe(false);
  });
});

describe('writeFolded', () => {
  it('writes "open" and "closed"', () => {
    const storage = memoryStorage();
    expect(writeFolded(storage, 'k', true)).toBe(true);
    expect(storage.data.get('k')).toBe(FOLDED_VALUES.open);
    expect(writeFolded(storage, 'k', false)).toBe(true);
    expect(storage.data.get('k')).toBe(FOLDED_VALUES.closed);
  });

  it('round-trips through readFolded whatever the default', () => {
    const storage = memoryStorage();
    for (const state of [true, false]) {
      writeFolded(storage, 'k', state);
      expect(readFolded(storage, 'k', !state)).toBe(state);
    }
  });

  it('overwrites a garbage value', () => {
    const storage = memoryStorage({ k: 'garbage' });
    writeFolded(storage, 'k', true);
    expect(readFolded(storage, 'k', false)).toBe(true);
  });

  it.each([undefined, null])('reports false without a storage (%s)', (storage) => {
    expect(writeFolded(storage, 'k', true)).toBe(false);
  });

  it('reports false, and does not throw, when the storage throws', () => {
    expect(() => writeFolded(throwingStorage, 'k', true)).not.toThrow();
    expect(writeFolded(throwingStorage, 'k', true)).toBe(false);
  });

  it('writes nothing for an empty key', () => {
    const storage = memoryStorage();
    expect(writeFolded(storage, '', true)).toBe(false);
    expect(storage.data.size).toBe(0);
  });
});
