import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LazyScreen } from '../../shell/featureRoutes';
import { useActiveClub } from '../../shell/session/useActiveClub';
import { signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { settingsRoutes } from './routeTable';
import type { SettingsSlots } from './slots';
import { settingsAnswers } from './testing/answers';

/** A higher feature's tab, as a route table passes it in. */
const SlotScreen: LazyScreen = Object.assign(() => <p>Typernes indhold</p>, { preload: () => Promise.resolve() });
const slots: SettingsSlots = {
  tabs: [{ id: 'activities', labelKey: 'settings.tabs.activities', flag: 'settings_activities', screen: SlotScreen }],
};

/**
 * The settings routes as the app has them, once the club list is there (the app's `WithClub` waits for it) and with
 * a Suspense of their own (the app's is RootLayout's); and where the router is.
 */
const Settings = () => {
  const routes = useRoutes(settingsRoutes(slots).inClub ?? []);
  const { pathname } = useLocation();
  const { isPending } = useActiveClub();
  if (isPending) return null;
  return (
    <Suspense fallback={null}>
      <output aria-label="Adresse">{pathname}</output>
      {routes}
    </Suspense>
  );
};
const path = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

const renderAt = (path: string, flags: Record<string, boolean> = {}) => {
  stubFetch(...settingsAnswers);
  render(
    <ScreenProviders path={path} session={signedInSession} flags={flags}>
      <Settings />
    </ScreenProviders>,
  );
};

describe('settingsRoutes with a slot', () => {
  it('shows the slot’s tab after the built-in ones and its screen inside the settings frame', async () => {
    renderAt('/settings/activities', { settings_activities: true });
    expect(await screen.findByText('Typernes indhold')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Generelt', 'Aktiviteter']);
    expect(screen.getByRole('tab', { name: 'Aktiviteter', selected: true }).getAttribute('href')).toBe(
      '/settings/activities',
    );
  });

  it('offers the slot’s tab on the general tab too', async () => {
    renderAt('/settings/general', { settings_activities: true });
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Aktiviteter', selected: false })).toBeTruthy();
  });

  it('hides the tab while its flag is off, and sends its path to the general tab', async () => {
    renderAt('/settings/activities', { settings_activities: false });
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Aktiviteter' })).toBeNull();
    expect(screen.queryByText('Typernes indhold')).toBeNull();
    expect(path()).toBe('/settings/general');
  });

  it('sends an unknown tab to the general tab', async () => {
    renderAt('/settings/nothing', { settings_activities: true });
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeTruthy();
    expect(path()).toBe('/settings/general');
  });
});
