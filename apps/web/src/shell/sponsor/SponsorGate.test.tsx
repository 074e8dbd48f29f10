import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../features/auth/testing/stubApi';
import { signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { useSession } from '../session/SessionContext';
import { SponsorGate } from './SponsorGate';

/** The gate while the sponsor check is pending, and the app once it has let the user through. */
const Gated = () => {
  const { sponsorPending } = useSession();
  return sponsorPending ? <SponsorGate /> : <p>appen</p>;
};

const renderGate = (answer: StubAnswer) => {
  const api = stubApi({ 'POST /api/v4/sponsors/Show': answer });
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
    const api = renderGate({ body: { bannerUrl: 'https://sponsor.example/banner.png' } });
    await settle();
    expect(screen.getByRole('img', { name: 'Foreningens sponsor' }).getAttribute('src')).toBe(
      'https://sponsor.example/banner.png',
    );
    await advance(1999);
    expect(screen.queryByText('appen')).toBeNull();
    await advance(1);
    expect(screen.getByText('appen')).toBeTruthy();
    expect(api.sent('/api/v4/sponsors/Show')).toHaveLength(1);
  });

  it.each<[string, StubAnswer]>([
    ['answers 0', { body: 0 }],
    ['fails', { status: 500, body: { statusCode: 500, message: 'down' } }],
  ])('lets the app through after 500 ms when the check %s, with no banner and no dialog', async (_name, answer) => {
    renderGate(answer);
    await settle();
    expect(screen.queryByRole('img')).toBeNull();
    await advance(499);
    expect(screen.queryByText('appen')).toBeNull();
    await advance(1);
    expect(screen.getByText('appen')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
