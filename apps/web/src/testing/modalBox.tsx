import { OverlayContainer } from '@klubhus/ui';
import type { Decorator } from '@storybook/react-vite';

/**
 * A modal's stories: the modal opens in a box of a laptop screen's height instead of over the page, so that its
 * picture and the axe check (both of `#storybook-root`) see it.
 */
export const modalBox: Decorator = (Story) => (
  <OverlayContainer style={{ height: 860 }} className="relative overflow-hidden bg-surface-sunken text-fg">
    <Story />
  </OverlayContainer>
);
