import { render, screen } from '@testing-library/react';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { MessagesRoute } from '../routes/MessagesRoute';

/** The messages page (with route `state`) signed in as the sample user; `flags` as the shipped ones unless named. */
export const renderMessages = ({ state, flags }: { state?: unknown; flags?: Record<string, boolean> } = {}) =>
  render(
    <ScreenProviders path="/messages" state={state} session={signedInSession} flags={flags}>
      <MessagesRoute />
    </ScreenProviders>,
  );

/** The list, once its rows are in. */
export const messageList = () => screen.findByRole('grid', { name: 'Beskeder' }, { timeout: 3000 });

export { scrollToEnd, stubObservers } from '../../../testing/listObservers';
