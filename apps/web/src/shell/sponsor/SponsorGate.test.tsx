import { contract } from '@klubhus/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../testing/apiStub';
import { signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { useSession } from '../session/SessionContext';
import { SponsorGate } from './SponsorGate';

/** The gate while the sponsor check is pending, and the app once it has let the user through. */
const Gated = () => {
  const { sponsorPending } = useSession();
  return sponsorPending ? <SponsorGate /> : <p>appen</p>;
};

const renderGate = (sponsor: Answer<typeof contract.showSponsor>) => {
  const api = stubFetch(sponsor);
  render(
    <ScreenProviders session={{ ...signedInSession, sponsorPending: true }}>
      <Gated />
    </ScreenProviders>,
  );
  return api;
};

/** Lets the check's answer arrive (fetch and JSON are promises, not timers). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sponsor gate after sign-in', () => {
  it('shows the banner for 2 s, then the app', async () => {
    const api = renderGate(answer(contract.showSponsor, { bannerUrl: 'https://sponsor.example/banner.png' }));
    await settle();
    expect(screen.getByRole('img', { name: 'Foreningens sponsor' }).getAttribute('src')).toBe(
      'https://sponsor.example/banner.png',
    );
    await advance(1999);
    expect(screen.queryByText('appen')).toBeNull();
    await advance(1);
    expect(screen.getByText('appen')).toBeTruthy();
    expect(api.sent(contract.showSponsor)).toHaveLength(1);
  });

  it.each([
    ['answers 0', answer(contract.showSponsor, 0)],
    ['fails', failure(contract.showSponsor, 500, 'down')],
  ])('lets the app through after 500 ms when the check %s, with no banner and no dialog', async (_name, answer) => {
    renderGate(answer);
    await settle();
    expect(screen.queryByRole('img', { name: 'Foreningens sponsor' })).toBeNull();
    await advance(499);
    expect(screen.queryByText('appen')).toBeNull();
    await advance(1);
    expect(screen.getByText('appen')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
