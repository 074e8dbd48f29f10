import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when test globals are on; this suite imports them explicitly.
afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria's overlays call (the error dialog); a test-only stand-in that
// escapes every character outside [A-Za-z0-9_-] is enough for the selectors they build.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) },
  });
}
