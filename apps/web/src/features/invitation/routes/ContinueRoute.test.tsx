import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { stubFetch } from '../../../testing/stubFetch';
import { SIGNUP_KEY } from '../../../shell/signupStorage';
import { clearFlow, flowStateOf, linkPath, storeFlow } from '../testing/answers';
import { renderInvitation } from '../testing/renderInvitation';

afterEach(() => {
  vi.unstubAllGlobals();
  clearFlow();
});

describe('continuing in the browser (ADR 019)', () => {
  it('signs the new member in on the app’s real routes without the invitation’s gate signing them out', async () => {
    storeFlow(flowStateOf({ step: 'download' }));
    const api = stubFetch(
      answer(contract.clubOverview, [{ ...sampleClub, memberType: 1 }]),
      answer(contract.userChildren, []),
      answer(contract.showSponsor, 0),
      answer(contract.logout),
    );
    const { where, visited, session } = renderApp(linkPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsæt i browseren' }));
    await waitFor(() => expect(session.isSignedIn()).toBe(true));
    await waitFor(() => expect(where()).not.toMatch(/^\/invitation/), { timeout: 3000 });
    expect(visited).toContain('/invitation/continue');
    expect(visited.some((path) => path.startsWith('/logout'))).toBe(false);
    expect(api.sent(contract.logout)).toHaveLength(0);
    expect(session.get()).toMatchObject({ token: 'peter-token', clubId: 12 });
    expect(window.localStorage.getItem(SIGNUP_KEY)).toBeNull();
  });

  it('goes home at once without a flow in this browser', async () => {
    stubFetch();
    const { where } = renderInvitation('/invitation/continue');
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('says so when the sign-in fails, and tries again', async () => {
    storeFlow(flowStateOf({ step: 'download' }));
    let down = true;
    stubFetch(
      answer(contract.clubOverview, () =>
        down ? failure(contract.clubOverview, 503, 'Unavailable') : [{ ...sampleClub, memberType: 1 }],
      ),
      answer(contract.userChildren, []),
    );
    const { where, session } = renderInvitation('/invitation/continue');
    expect(await screen.findByText('Vi kunne ikke logge dig ind. Tjek din forbindelse, og prøv igen.')).toBeTruthy();
    expect(session.isSignedIn()).toBe(false);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(session.isSignedIn()).toBe(true);
  });
});
