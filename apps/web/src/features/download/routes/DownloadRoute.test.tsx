import { contract } from '@klubhus/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure, networkError, type Answer } from '../../../testing/apiStub';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { DownloadRoute } from './DownloadRoute';

const healthy = answer(contract.health, { status: 'ok' });

const renderWithHealth = (health: Answer<typeof contract.health>) => {
  stubFetch(health);
  render(
    <ScreenProviders path="/download">
      <DownloadRoute />
    </ScreenProviders>,
  );
};

describe('DownloadRoute', () => {
  it("links to the brand's two app stores", () => {
    renderWithHealth(healthy);
    expect(screen.getByRole('heading', { name: 'Hent appen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent i App Store' }).getAttribute('href')).toContain('apps.apple.com');
    expect(screen.getByRole('link', { name: 'Hent i Google Play' }).getAttribute('href')).toContain('play.google.com');
  });

  it('shows the API as checking, then OK', async () => {
    renderWithHealth(healthy);
    expect(screen.getByRole('status').textContent).toContain('Tjekker');
    expect(await screen.findByText('OK')).toBeTruthy();
  });

  it('names the status of a failing API', async () => {
    renderWithHealth(failure(contract.health, 500, 'down'));
    expect(await screen.findByText('Ingen forbindelse (fejl 500)')).toBeTruthy();
  });

  it('says there is no connection when the network fails', async () => {
    renderWithHealth(networkError(contract.health));
    expect(await screen.findByText('Ingen forbindelse')).toBeTruthy();
  });
});
