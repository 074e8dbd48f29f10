import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { DownloadRoute } from './DownloadRoute';

const renderWithHealth = (answer: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <ScreenProviders path="/download">
      <DownloadRoute />
    </ScreenProviders>,
  );
};

describe('DownloadRoute', () => {
  it("links to the brand's two app stores", () => {
    renderWithHealth(async () => Response.json({ status: 'ok' }));
    expect(screen.getByRole('heading', { name: 'Hent appen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent i App Store' }).getAttribute('href')).toContain('apps.apple.com');
    expect(screen.getByRole('link', { name: 'Hent i Google Play' }).getAttribute('href')).toContain('play.google.com');
  });

  it('shows the API as checking, then OK', async () => {
    renderWithHealth(async () => Response.json({ status: 'ok' }));
    expect(screen.getByRole('status').textContent).toContain('Tjekker');
    expect(await screen.findByText('OK')).toBeTruthy();
  });

  it('names the status of a failing API', async () => {
    renderWithHealth(async () => Response.json({ statusCode: 500, message: 'down' }, { status: 500 }));
    expect(await screen.findByText('Ingen forbindelse (fejl 500)')).toBeTruthy();
  });

  it('says there is no connection when the network fails', async () => {
    renderWithHealth(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Ingen forbindelse')).toBeTruthy();
  });
});
