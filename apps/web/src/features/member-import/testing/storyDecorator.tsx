import type { Decorator } from '@storybook/react-vite';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';

/** Member import's stories: the sample club's administrator at `parameters.path` (/members unless named), its flags. */
export const importDecorator: Decorator = (Story, { parameters }) => (
  <ScreenProviders
    path={(parameters.path as string | undefined) ?? '/members'}
    session={signedInSession}
    flags={parameters.flags as Record<string, boolean> | undefined}
  >
    <Story />
  </ScreenProviders>
);
