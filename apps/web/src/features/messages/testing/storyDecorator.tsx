import type { Decorator } from '@storybook/react-vite';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';

/**
 * The messages stories' providers: the sample user at `parameters.path` (/messages unless named) with
 * `parameters.state` as the router's location state and `parameters.flags` as flags.
 */
export const messagesDecorator: Decorator = (Story, { parameters }) => (
  <ScreenProviders
    path={(parameters.path as string | undefined) ?? '/messages'}
    state={parameters.state}
    session={signedInSession}
    flags={parameters.flags as Record<string, boolean> | undefined}
  >
    <Story />
  </ScreenProviders>
);
