// Ejected with `pnpm exec test-storybook --eject`; the test-runner reads it from the repository root.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

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
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
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
