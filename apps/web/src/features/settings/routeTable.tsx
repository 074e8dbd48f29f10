import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes, type LazyScreen } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';
import { SettingsSlotsProvider, type SettingsSlots, type SettingsTabSlot } from './slots';

const general = '/settings/general';

/** The settings frame around a slot's screen: its code loads with the first slot tab opened, never on /login. */
const loadSlotTab = () => import('./components/SlotTab');
const SlotTab = lazy(() => loadSlotTab().then((module) => ({ default: module.SlotTab })));

/** A slot's route; the frame's and the screen's code are preloaded like any lazy route's when the page opens cold. */
const slotRoute = (tab: SettingsTabSlot): RouteObject => ({
  path: tab.id,
  Component: Object.assign(() => <SlotTab tab={tab} />, {
    preload: () => Promise.all([loadSlotTab(), tab.screen.preload()]),
  }) satisfies LazyScreen,
});

/**
 * The club's settings, a tab per route (spec document 2 §2.9). Higher features add tabs through `slots`
 * (`slots.tsx`): each is `/settings/<id>`, rendered in the settings frame while its flag is on (`SlotTab`).
 */
export const settingsRoutes = (slots: SettingsSlots = {}): FeatureRoutes => ({
  inClub: [
    {
      path: '/settings',
      ...titled('shell.nav.settings'),
      element: (
        <SettingsSlotsProvider value={slots}>
          <AreaRoute area="settings" />
        </SettingsSlotsProvider>
      ),
      children: [
        { index: true, element: <Navigate to={general} replace /> },
        { path: 'general', ...lazyRoute(() => import('./routes/GeneralSettingsRoute'), 'GeneralSettingsRoute') },
        ...(slots.tabs ?? []).map(slotRoute),
        // Other settings tabs come with their issues; until then an unknown tab is the general tab (spec
        // document 2 §2.9).
        { path: '*', element: <Navigate to={general} replace /> },
      ],
    },
  ],
});
