import { contract, type ClubOverviewItem } from '@klubhus/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { OnboardingRoute } from './OnboardingRoute';

/** /onboarding beside the pages it may send the user to; the API answers the clubs with `clubs`. */
const renderOnboarding = (clubs: ClubOverviewItem[], flags: Record<string, boolean> = {}) => {
  const api = stubFetch(answer(contract.clubOverview, clubs));
  render(
    <ScreenProviders path="/onboarding" session={signedInSession} flags={flags}>
      <Routes>
        <Route path="/onboarding" element={<OnboardingRoute />} />
        <Route path="/overview" element={<p>Overview page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </ScreenProviders>,
  );
  return api;
};

describe('OnboardingRoute', () => {
  it('waits for the clubs, then sends a user with clubs to /overview', async () => {
    const api = renderOnboarding([sampleClub]);
    expect(screen.getByRole('status').textContent).toBe('Henter dine foreninger …');
    expect(await screen.findByText('Overview page')).toBeTruthy();
    expect(api.sent(contract.clubOverview)).not.toHaveLength(0);
  });

  it('sends a user with clubs to / when the onboarding flag is off', async () => {
    renderOnboarding([sampleClub], { onboarding: false });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Overview page')).toBeNull();
  });

  it('welcomes a user without clubs and offers to create one', async () => {
    renderOnboarding([]);
    expect(await screen.findByRole('heading', { name: 'Velkommen, Anna' })).toBeTruthy();
    expect(
      screen.getByText(
        'Du er ikke medlem af en forening endnu. Opret din forening, eller bed din forening om et invitationslink.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opret forening' }).getAttribute('href')).toBe('/create-club');
    expect(screen.getByRole('link', { name: 'Hent appen' }).getAttribute('href')).toBe('/download');
    expect(screen.getByRole('link', { name: 'Log ud' }).getAttribute('href')).toBe('/logout');
  });

  it('offers no club creation when the club_creation flag is off', async () => {
    renderOnboarding([], { club_creation: false });
    expect(await screen.findByRole('heading', { name: 'Velkommen, Anna' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Opret forening' })).toBeNull();
    expect(screen.queryByText(/Opret din forening/)).toBeNull();
    expect(screen.getByText(/bed din forening om et invitationslink/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ud' })).toBeTruthy();
  });

  it('does not count placeholder clubs (clubId 0) as clubs', async () => {
    renderOnboarding([{ ...sampleClub, clubId: 0 }]);
    expect(await screen.findByRole('heading', { name: 'Velkommen, Anna' })).toBeTruthy();
  });
});
