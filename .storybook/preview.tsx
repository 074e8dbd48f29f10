import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { applyTheme, themes } from './themes';
import './storybook.css';

// Under the test-runner (Chromium driven by Playwright) the CSS in storybook.css switches motion off.
if (navigator.webdriver) document.documentElement.dataset.snapshot = '';

declare global {
  var __klubhusStorybook: { themes: string[]; applyTheme: (theme: string) => void } | undefined;
}

// findBy…/waitFor in play functions wait up to 10 s instead of Testing Library's 1 s: on a busy CI machine a story
// that makes several mocked calls (a colour preset is six) answered after the default and failed at random. A story
// that never shows what it waits for still fails, within the runner's 30 s per story.
configure({ asyncUtilTimeout: 10_000 });

// The visual test-runner switches themes through the same function as the toolbar.
globalThis.__klubhusStorybook = { themes: themes.map((theme) => theme.value), applyTheme };

const preview = {
  // `snapshot`: screenshot this story in every theme; a story opts out with `tags: ['!snapshot']`.
  tags: ['autodocs', 'snapshot'],
  // msw-storybook-addon 3 has no initialize(): the loader starts the worker once (quietly, warning about
  // unhandled API requests) and applies each story's `parameters.msw` (a handler list) or `msw.use()` in
  // the story's `beforeEach({ msw })`.
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Tema og brand',
      toolbar: { title: 'Tema', icon: 'paintbrush', items: themes, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story, in Storybook's test UI and in the test-runner alike. Both check the story
    // root: RAC's live announcer in <body> keeps messages about buttons a closed dialog no longer has.
    a11y: { test: 'error', context: '#storybook-root' },
  },
  decorators: [
    (Story, context) => {
      // Idempotent, so applying it on every render is enough to follow the toolbar.
      applyTheme(String(context.globals.theme ?? 'default'));
      return <Story />;
    },
  ],
} satisfies Preview;

export default preview;
