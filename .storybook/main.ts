import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, mergeConfig } from 'vite';

// One Storybook for the house: the design system and the web app's screens (with MSW) side by side.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx|mdx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js comes from `npx msw init .storybook/public --no-save`.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Workspace packages resolve to their TypeScript through our own condition (ADR 002), so no
      // package build is needed first.
      resolve: { conditions: ['@klubhus/source', ...defaultClientConditions] },
    }),
};

export default config;
