import type { Decorator } from '@storybook/react-vite';
import { answerAsPhone } from '../../../testing/phoneMedia';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import type { InvitationState } from '../flowState';
import { InvitationRoute } from '../routes/InvitationRoute';
import { clearFlow, linkPath, storeFlow } from './answers';
import { InvitationRoutes } from './InvitationRoutes';

/**
 * The invitation stories' providers, signed out, at `parameters.path`, with the story's `parameters.flags`; a
 * `parameters.phone` story is a 390 px wide phone (its media query answered as a phone's).
 */
const invitationDecorator: Decorator = (Story, { parameters }) => {
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
const withStory = ({ parameters }: { parameters: Record<string, unknown> }) => {
  clearFlow();
  storeFlow((parameters.flow as InvitationState | undefined) ?? null);
  const undoPhone = parameters.phone === true ? answerAsPhone() : () => undefined;
  return () => {
    undoPhone();
    clearFlow();
  };
};

/**
 * What an invitation story file's meta has beside its `title` (which stays in the file, for Storybook to read): the
 * invitation's pages as the app mounts them, at the sample link on a phone, centred; `parameters` adds to that or
 * overrides it (a `flow` to start in, the `msw` server).
 */
export const invitationStories = (parameters: Record<string, unknown> = {}) => ({
  component: InvitationRoute,
  render: () => <InvitationRoutes />,
  decorators: [invitationDecorator],
  beforeEach: withStory,
  parameters: { layout: 'centered', phone: true, path: linkPath(), ...parameters },
});
