// Ejected with `pnpm exec test-storybook --eject`; the test-runner reads it from the repository root.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The browser sees only the fonts the repository ships (.storybook/fonts, ADR 012): the machine's fonts
// (fonts-liberation, a designer's own) must not change a screenshot.
const FONTCONFIG_FILE = fileURLToPath(new URL('./.storybook/fonts/fonts.conf', import.meta.url));

// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      // Debian's Chromium, never a downloaded browser (TOOLCHAIN.md "Chromium for every browser test").
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
        env: { ...process.env, FONTCONFIG_FILE },
      },
      // Fixed viewport, locale and time zone: screenshots and formatted dates must not depend on the host.
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        locale: 'da-DK',
        timezoneId: 'Europe/Copenhagen',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      },
    },
  },
};
