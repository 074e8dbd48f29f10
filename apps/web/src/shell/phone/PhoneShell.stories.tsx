import { contract } from '@klubhus/domain';
import { OverlayContainer } from '@klubhus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { OverviewRoute } from '../../features/overview/public';
import { answer } from '../../testing/apiStub';
import { sampleChild, sampleClub, secondClub, signedInSession } from '../../testing/fixtures';
import { mswHandlers } from '../../testing/mswHandlers';
import { answerAsPhone } from '../../testing/phoneMedia';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { AppShell } from '../layout/AppShell';
import { BROWSER_CHOICE_KEY } from './browserChoice';

/** The device has (or has not) chosen "Fortsæt i browseren"; the choice is removed after the story. */
const browserChosen = (chosen: boolean) => () => {
  if (chosen) window.localStorage.setItem(BROWSER_CHOICE_KEY, 'true');
  else window.localStorage.removeItem(BROWSER_CHOICE_KEY);
  return () => window.localStorage.removeItem(BROWSER_CHOICE_KEY);
};

/**
 * A 390 × 844 phone screen that the drawer opens in (its backdrop covers the screen, not the page). The
 * shell fills the screen's height (`min-h-dvh`); here the screen is the frame, not the story's window.
 */
const Phone = () => (
  <OverlayContainer
    style={{ width: 390, height: 844 }}
    className="relative overflow-auto bg-surface-sunken text-fg [&_.min-h-dvh]:min-h-full"
  >
    <ScreenProviders path="/overview" session={signedInSession}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="*" element={<OverviewRoute />} />
        </Route>
      </Routes>
    </ScreenProviders>
  </OverlayContainer>
);

const meta = {
  title: 'Web/Shell/Phone',
  component: AppShell,
  render: () => <Phone />,
  parameters: {
    layout: 'centered',
    msw: {
      handlers: mswHandlers(
        answer(contract.clubOverview, [sampleClub, secondClub]),
        answer(contract.userChildren, [sampleChild]),
      ),
    },
  },
  beforeEach: answerAsPhone,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on a phone: the spec's notice to use a computer and the app, and the choice to go on here. */
export const Notice: Story = {
  beforeEach: browserChosen(false),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Brug en computer', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hent i App Store' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fortsæt i browseren' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** "Fortsæt i browseren": the page under the top bar, and the choice remembered on the device. */
export const ContinueInBrowser: Story = {
  tags: ['!snapshot'],
  beforeEach: browserChosen(false),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fortsæt i browseren' }));
    await expect(await canvas.findByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Åbn menu' })).toBeVisible();
    await expect(window.localStorage.getItem(BROWSER_CHOICE_KEY)).toBe('true');
  },
};

/** The sidebar as a drawer, opened from the top bar's menu button. */
export const DrawerOpen: Story = {
  beforeEach: browserChosen(true),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Åbn menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Sidemenu' }));
    const nav = within(drawer.getByRole('navigation', { name: 'Hovedmenu' }));
    await expect(nav.getByRole('link', { name: 'Overblik' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('button', { name: 'Skift forening: Aarhus Roklub' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Luk menu' })).toBeVisible();
  },
};

/** The drawer by keyboard: Enter opens it, Tab stays inside, Escape closes it and focus returns. */
export const DrawerByKeyboard: Story = {
  tags: ['!snapshot'],
  beforeEach: browserChosen(true),
  play: async ({ canvas, userEvent }) => {
    const menu = await canvas.findByRole('button', { name: 'Åbn menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Sidemenu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 20; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** Following a menu entry closes the drawer. */
export const DrawerClosesOnNavigation: Story = {
  tags: ['!snapshot'],
  beforeEach: browserChosen(true),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Åbn menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Sidemenu' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Indstillinger' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
