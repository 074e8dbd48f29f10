import { OverlayContainer } from '@klubhus/ui';
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

/**
 * The wizard's stories: the modal opens in a box of a laptop screen's height instead of over the page, so that its
 * picture and the axe check (both of `#storybook-root`) see it.
 */
export const modalBoxDecorator: Decorator = (Story) => (
  <OverlayContainer style={{ height: 860 }} className="relative overflow-hidden bg-surface-sunken text-fg">
    <Story />
  </OverlayContainer>
);
