import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The observers jsdom lacks, for the screens with a modal (ResizeObserver) and a list that loads its next page as its
 * end nears the view (IntersectionObserver): activities' and messages' lists.
 */

/** jsdom has no ResizeObserver, which the modal's body uses to know whether it scrolls. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom has no IntersectionObserver either, which the list's end sentinel uses to ask for the next page. This one
 * sees nothing until a test scrolls: `scrollToEnd()` tells every observer that its targets are in view.
 */
const createObservers = () => {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    self: IntersectionObserver;
  }>();
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set<Element>(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  const scrollToEnd = () =>
    act(() => {
      for (const { callback, targets, self } of [...observers]) {
        const entries = [...targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, self);
      }
    });
  return { FakeIntersectionObserver, scrollToEnd };
};

let scroll: (() => void) | undefined;

/** For a test file's `beforeEach`: the observers jsdom lacks (each test gets fresh ones). */
export const stubObservers = () => {
  const { FakeIntersectionObserver, scrollToEnd } = createObservers();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  scroll = scrollToEnd;
};

/** The list's end comes into view: the sentinel asks for the next page. */
export const scrollToEnd = () => scroll?.();
