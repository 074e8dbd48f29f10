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

const renderGate = (
  sponsor: Answer<typeof contract.showSponsor>,
  { clubId = signedInSession.clubId as number | null } = {},
) => {
  const api = stubFetch(sponsor);
  render(
    <ScreenProviders session={{ ...signedInSession, clubId, sponsorPending: true }}>
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

  it('names the banner by the sponsor and links it to the sponsor’s address in a new tab', async () => {
    renderGate(
      answer(contract.showSponsor, {
        bannerUrl: '/files/sponsors/12/kornet.png',
        title: 'Bageriet Kornet',
        url: 'https://bageriet-kornet.dk',
      }),
    );
    await settle();
    const banner = screen.getByRole('img', { name: 'Bageriet Kornet' });
    expect(banner.getAttribute('src')).toBe('/files/sponsors/12/kornet.png');
    const link = screen.getByRole('link', { name: 'Bageriet Kornet' });
    expect(link.getAttribute('href')).toBe('https://bageriet-kornet.dk');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
  });

  it('shows a banner without an address as a plain picture', async () => {
    renderGate(answer(contract.showSponsor, { bannerUrl: '/files/sponsors/12/kornet.png', title: 'Bageriet Kornet' }));
    await settle();
    expect(screen.getByRole('img', { name: 'Bageriet Kornet' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['the remembered club', 12, { clubId: 12 }],
    ['no club (the server takes the first of the overview)', null, {}],
  ])('asks for %s', async (_name, clubId, body) => {
    const api = renderGate(answer(contract.showSponsor, 0), { clubId });
    await settle();
    expect(api.sent(contract.showSponsor).map((call) => call.body)).toEqual([body]);
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
