import type { Decorator } from '@storybook/react-vite';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';

/**
 * The activities stories' providers: the sample club's administrator at `parameters.path` (/activities unless a story
 * names another) with `parameters.state` as the router's location state (`{ open: 103 }` opens a detail).
 */
export const activitiesDecorator: Decorator = (Story, { parameters }) => (
  <ScreenProviders
    path={(parameters.path as string | undefined) ?? '/activities'}
    state={parameters.state}
    session={signedInSession}
  >
    <Story />
  </ScreenProviders>
);
