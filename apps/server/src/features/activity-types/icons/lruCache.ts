/**
 * A small least-recently-used cache of byte answers, bounded both in entries and in total bytes, so that a public
 * call asked for many colours cannot grow the server's memory.
 */
export interface ByteCache {
  get: (key: string) => Uint8Array | undefined;
  set: (key: string, bytes: Uint8Array) => void;
  /** Entries and bytes held (for tests). */
  readonly size: { entries: number; bytes: number };
}

export const byteCache = ({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }): ByteCache => {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Uint8Array>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.byteLength;
  };
  return {
    get: (key) => {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set: (key, value) => {
      drop(key);
      // One answer larger than a quarter of the budget is not kept: it would push out many small ones.
      if (value.byteLength > maxBytes / 4) return;
      entries.set(key, value);
      bytes += value.byteLength;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
};
