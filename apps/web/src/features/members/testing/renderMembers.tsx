import { render, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Answer } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { MembersRoute } from '../routes/MembersRoute';
import { membersAnswers } from './answers';

/** jsdom has no ResizeObserver, which the modal's body uses to know whether it scrolls. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** For a test file's `beforeEach`. */
export const stubResizeObserver = () => vi.stubGlobal('ResizeObserver', NoResizeObserver);

/** The members calls answered as the shared answers say, `answers` replacing theirs. */
export const stubMembers = (...answers: Answer[]) => stubFetch(...membersAnswers, ...answers);

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

/** The router's address, as the screen left it. */
export const where = () => screen.getByTestId('where').textContent;

/** The members screen at `path`, signed in as an administrator of the sample club (unless the stubs say else). */
export const renderMembers = (
  path = '/members?group=all&key=firstName&direction=asc',
  flags: Record<string, boolean> = {},
) =>
  render(
    <ScreenProviders path={path} session={signedInSession} flags={flags}>
      <MembersRoute />
      <Where />
    </ScreenProviders>,
  );

/** The screen with member `id` opened, once their details are in. */
export const openMember = async (id = '101', name = 'Anna Andersen') => {
  renderMembers(`/members?group=all&key=firstName&direction=asc&openMember=${id}`);
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('tab', { name: 'Oplysninger' });
  return dialog;
};
