import type { Decorator } from '@storybook/react-vite';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';

/**
 * The members stories' providers: the sample club's administrator at `parameters.path` (the members screen's
 * default address unless a story names another), with the story's `parameters.flags`.
 */
export const membersDecorator: Decorator = (Story, { parameters }) => (
  <ScreenProviders
    path={(parameters.path as string | undefined) ?? '/members?group=all&key=firstName&direction=asc'}
    session={signedInSession}
    flags={parameters.flags as Record<string, boolean> | undefined}
  >
    <Story />
  </ScreenProviders>
);
