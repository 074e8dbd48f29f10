import { contract, type ClubOverviewItem } from '@klubhus/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer } from '../../testing/apiStub';
import { sampleClub, signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { HomeRedirect, SignedInOnly, SignedOutOnly, WithClub } from './guards';

/** Shows where the guards sent the visitor. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
};

const stubClubs = (clubs: ClubOverviewItem[]) => stubFetch(answer(contract.clubOverview, clubs));

const renderAt = (path: string, session?: typeof signedInSession) =>
  render(
    <ScreenProviders path={path} session={session}>
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route element={<SignedOutOnly />}>
          <Route path="/login" element={<p>login page</p>} />
        </Route>
        <Route element={<SignedInOnly />}>
          <Route path="/onboarding" element={<Where />} />
          <Route element={<WithClub />}>
            <Route path="/overview" element={<Where />} />
            <Route path="/members" element={<Where />} />
          </Route>
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </ScreenProviders>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends a signed-out visitor from / to /login', () => {
    renderAt('/');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a signed-out visitor from a club page to /login, keeping the way back', () => {
    renderAt('/members?group=2');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a signed-in user with clubs from /login to /overview', async () => {
    stubClubs([sampleClub]);
    renderAt('/login', signedInSession);
    expect((await screen.findByTestId('where')).textContent).toBe('/overview');
  });

  it('sends a signed-in user from /login to the page in ?next=', async () => {
    stubClubs([sampleClub]);
    renderAt('/login?next=%2Fmembers%3Fgroup%3D2', signedInSession);
    expect((await screen.findByTestId('where')).textContent).toBe('/members?group=2');
  });

  it('sends a signed-in user without clubs from / and from club pages to /onboarding', async () => {
    stubClubs([{ ...sampleClub, clubId: 0 }]);
    renderAt('/', signedInSession);
    expect((await screen.findByTestId('where')).textContent).toBe('/onboarding');
  });

  it('keeps a signed-in user with clubs on a club page', async () => {
    stubClubs([sampleClub]);
    renderAt('/members', signedInSession);
    expect((await screen.findByTestId('where')).textContent).toBe('/members');
  });

  it('sends a user without clubs from a club page to /onboarding', async () => {
    stubClubs([]);
    renderAt('/overview', signedInSession);
    expect((await screen.findByTestId('where')).textContent).toBe('/onboarding');
  });
});
