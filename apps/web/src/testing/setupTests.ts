import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when test globals are on; this suite imports them explicitly.
afterEach(cleanup);

// findBy… and waitFor wait up to 10 s for what they expect (Testing Library's default is 1 s): on a machine busy with
// other runs a screen's first answer came after 1 s and tests failed at random, as the stories' did (ADR 025). A
// screen that never shows it still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no CSS.escape, which react-aria's overlays call (the error dialog); a test-only stand-in that
// escapes every character outside [A-Za-z0-9_-] is enough for the selectors they build.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) },
  });
}
