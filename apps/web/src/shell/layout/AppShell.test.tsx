import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../testing/apiStub';
import { sampleClub, signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { AppShell } from './AppShell';

/** A screen that answers the phone media query with `isPhone`. */
const screenIs = (isPhone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query === '(max-width: 767px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

/** An area's page: its heading is an area text (`members.*`, loaded with the area's routes). */
const AreaPage = () => {
  const { t } = useTranslation();
  return <h1>{t('members.title')}</h1>;
};

const renderShell = (path = '/overview') => {
  const api = stubFetch(
    answer(contract.clubOverview, [sampleClub]),
    answer(contract.userChildren, []),
    answer(contract.putUserLocale),
  );
  render(
    <ScreenProviders path={path} session={signedInSession}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/members" element={<AreaPage />} />
          <Route path="*" element={<h1>Siden</h1>} />
        </Route>
      </Routes>
    </ScreenProviders>,
  );
  return api;
};

afterEach(() => vi.unstubAllGlobals());

describe('AppShell', () => {
  it('on a phone tells the user to use a computer and the app, instead of the sidebar', async () => {
    screenIs(true);
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Brug en computer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent i App Store' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on a computer shows the sidebar beside the page', async () => {
    screenIs(false);
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'Hovedmenu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Siden' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Brug en computer' })).toBeNull();
  });

  it("saves a signed-in user's language choice as the language of their mail", async () => {
    screenIs(false);
    const api = renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /Sprog/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() =>
      expect(api.sent(contract.putUserLocale)).toEqual([
        expect.objectContaining({ method: 'PUT', path: '/api/v3/user/locale', body: { locale: 'en' } }),
      ]),
    );
  });

  it("switches an area's texts too, on the area's page (ADR 015)", async () => {
    screenIs(false);
    renderShell('/members');
    expect(await screen.findByRole('heading', { name: 'Medlemmer' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Sprog/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Language/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Mitglieder' })).toBeTruthy();
  });
});
