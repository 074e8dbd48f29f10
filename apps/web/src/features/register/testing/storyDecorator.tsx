import type { Decorator } from '@storybook/react-vite';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import type { SignupState } from '../signupState';
import { clearSignup, storeSignup } from './answers';

/**
 * The sign-up stories' providers, signed out, at `parameters.path` (`/register` unless a story names another), with
 * the story's `parameters.flags`.
 */
export const registerDecorator: Decorator = (Story, { parameters }) => (
  <ScreenProviders
    path={(parameters.path as string | undefined) ?? '/register'}
    flags={parameters.flags as Record<string, boolean> | undefined}
  >
    <Story />
  </ScreenProviders>
);

/**
 * A story's flow in this browser's `signup` key (`parameters.signup`; none when left out), forgotten after the story,
 * its in-memory link too.
 */
export const withStoredSignup = ({ parameters }: { parameters: Record<string, unknown> }) => {
  clearSignup();
  storeSignup((parameters.signup as SignupState | undefined) ?? null);
  return clearSignup;
};
