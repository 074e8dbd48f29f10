import type { Decorator } from '@storybook/react-vite';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { PHONE_QUERY } from '../../../shell/layout/useIsPhone';
import type { InvitationState } from '../flowState';
import { clearFlow, storeFlow } from './answers';

/**
 * The invitation stories' providers, signed out, at `parameters.path`, with the story's `parameters.flags`; a
 * `parameters.phone` story is a 390 px wide phone (its media query answered as a phone's).
 */
export const invitationDecorator: Decorator = (Story, { parameters }) => {
  const content = (
    <ScreenProviders path={parameters.path as string} flags={parameters.flags as Record<string, boolean> | undefined}>
      <Story />
    </ScreenProviders>
  );
  return parameters.phone === true ? <div style={{ width: 390 }}>{content}</div> : content;
};

/**
 * A story's flow in this browser's `signup` key (`parameters.flow`; none when left out) and, for a phone story, the
 * phone's media query; both undone after the story.
 */
export const withStory = ({ parameters }: { parameters: Record<string, unknown> }) => {
  clearFlow();
  storeFlow((parameters.flow as InvitationState | undefined) ?? null);
  const original = window.matchMedia.bind(window);
  if (parameters.phone === true) {
    window.matchMedia = (query: string) =>
      query === PHONE_QUERY
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : original(query);
  }
  return () => {
    window.matchMedia = original;
    clearFlow();
  };
};
