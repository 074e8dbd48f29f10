import { contract } from '@klubhus/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../testing/apiStub';
import { sampleClub, signedInSession } from '../../testing/fixtures';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { stubFetch } from '../../testing/stubFetch';
import { AppShell } from '../layout/AppShell';
import { BROWSER_CHOICE_KEY } from './browserChoice';

/** A phone's screen: the shell's media query matches. */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

/** A page that shows where the router is. */
const Page = () => <h1>{useLocation().pathname}</h1>;

const renderShell = () => {
  stubFetch(answer(contract.clubOverview, [sampleClub]), answer(contract.userChildren, []));
  return render(
    <ScreenProviders path="/overview" session={signedInSession}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </ScreenProviders>,
  );
};

/** Presses a key on the focused element, as a keyboard does (react-aria acts on keydown and keyup). */
const press = (key: string, options: { shiftKey?: boolean } = {}) => {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key, ...options });
  fireEvent.keyUp(target, { key, ...options });
};

const menuButton = () => screen.findByRole('button', { name: 'Åbn menu' });

/** Opens the drawer from the keyboard: focus on the menu button, Enter. */
const openByKeyboard = async () => {
  const button = await menuButton();
  act(() => button.focus());
  press('Enter');
  return screen.findByRole('dialog', { name: 'Sidemenu' });
};

/** jsdom has no ResizeObserver, which the modal's body uses to know whether it scrolls. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  window.localStorage.clear();
  onPhone();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => window.localStorage.clear());

describe('the app on a phone', () => {
  it('first shows the notice to use a computer, with the app and the choice to go on in the browser', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Brug en computer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent i App Store' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortsæt i browseren' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: '/overview' })).toBeNull();
  });

  it('remembers "Fortsæt i browseren" on the device, so a reload opens the page under the top bar', async () => {
    const first = renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsæt i browseren' }));
    expect(await screen.findByRole('heading', { name: '/overview' })).toBeTruthy();
    expect(await menuButton()).toBeTruthy();
    expect(window.localStorage.getItem(BROWSER_CHOICE_KEY)).toBe('true');

    first.unmount();
    renderShell();
    expect(await screen.findByRole('heading', { name: '/overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Brug en computer' })).toBeNull();
  });

  describe('having chosen the browser', () => {
    beforeEach(() => window.localStorage.setItem(BROWSER_CHOICE_KEY, 'true'));

    it('opens the sidebar as a drawer from the keyboard; Escape closes it and focus returns to the menu button', async () => {
      renderShell();
      expect((await menuButton()).getAttribute('aria-expanded')).toBe('false');
      // The sidebar is not on the page until the drawer opens.
      expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();

      const drawer = await openByKeyboard();
      const nav = within(drawer).getByRole('navigation', { name: 'Hovedmenu' });
      expect(within(nav).getByRole('link', { name: 'Medlemmer' })).toBeTruthy();
      expect(within(drawer).getByRole('button', { name: /Skift forening:\s*Aarhus Roklub/ })).toBeTruthy();
      expect(drawer.contains(document.activeElement)).toBe(true);

      press('Escape');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const button = await menuButton();
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect((await menuButton()).getAttribute('aria-expanded')).toBe('false');
    });

    it('keeps keyboard focus inside the open drawer', async () => {
      renderShell();
      const drawer = await openByKeyboard();
      // Tab and Shift+Tab go round the drawer's controls, past either end, and never leave it.
      const visited = new Set<Element | null>();
      for (let step = 0; step < 25; step += 1) {
        press('Tab');
        expect(drawer.contains(document.activeElement)).toBe(true);
        visited.add(document.activeElement);
      }
      for (let step = 0; step < 25; step += 1) {
        press('Tab', { shiftKey: true });
        expect(drawer.contains(document.activeElement)).toBe(true);
      }
      // Close, the two switchers, nine entries at most, the language, two store links and Cookies: 25 steps wrap.
      expect(visited.size).toBeGreaterThan(10);
      expect(visited.size).toBeLessThan(25);
    });

    it('closes the drawer when a menu entry is followed, and with its close button', async () => {
      renderShell();
      let drawer = await openByKeyboard();
      // Enter on a focused link is the browser's click.
      fireEvent.click(within(drawer).getByRole('link', { name: 'Medlemmer' }));
      expect(await screen.findByRole('heading', { name: '/members' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      drawer = await openByKeyboard();
      act(() => within(drawer).getByRole('button', { name: 'Luk menu' }).focus());
      press('Enter');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes the drawer on a press outside it', async () => {
      renderShell();
      await openByKeyboard();
      // Outside the drawer is its backdrop: react-aria closes on a press (pointer down, click) there.
      fireEvent.pointerDown(document.body, { button: 0 });
      fireEvent.click(document.body, { button: 0 });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
