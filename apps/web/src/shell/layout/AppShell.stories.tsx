import { contract, type ClubOverviewItem } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { OverviewRoute } from '../../features/overview/public';
import { answer } from '../../testing/apiStub';
import { sampleChild, sampleClub, secondClub, signedInSession } from '../../testing/fixtures';
import { mswHandlers } from '../../testing/mswHandlers';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { AreaPlaceholder } from '../pages/AreaPlaceholder';
import { NoAccess } from '../pages/NoAccess';
import { AppShell } from './AppShell';
import { Sidebar } from './Sidebar';

/** The signed-in user's clubs and children as the API answers them; the first club is the active one. */
const api = (clubs: ClubOverviewItem[]) =>
  mswHandlers(
    answer(contract.clubOverview, clubs),
    answer(contract.userChildren, [sampleChild]),
    // The language switcher saves a signed-in user's choice as the language of their mail.
    answer(contract.putUserLocale),
  );

/** A page that shows where the router is, for stories that follow a navigation. */
const RouteName = () => <p className="p-8">{useLocation().pathname}</p>;

/** The shell at a path, with a page inside it. */
const ShellAt = ({ path, page, flags }: { path: string; page: ReactNode; flags?: Record<string, boolean> }) => (
  <ScreenProviders path={path} session={signedInSession} flags={flags}>
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>
  </ScreenProviders>
);

const meta = {
  title: 'Web/Shell/App shell',
  component: AppShell,
  parameters: { layout: 'fullscreen', msw: { handlers: api([sampleClub, secondClub]) } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const nav = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'Hovedmenu' });

/** An administrator: every area of the club, the club and member switchers, the language switcher. */
export const Administrator: Story = {
  tags: ['themes'],
  render: () => <ShellAt path="/overview" page={<OverviewRoute />} />,
  play: async ({ canvas }) => {
    const menu = within(await nav(canvas));
    for (const name of ['Overblik', 'Medlemmer', 'Aktiviteter', 'Beskeder', 'Betalinger', 'Indstillinger']) {
      await expect(menu.getByRole('link', { name })).not.toHaveAttribute('aria-disabled');
    }
    await expect(menu.getByRole('link', { name: 'Overblik' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Skift forening: Aarhus Roklub' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible();
  },
};

/**
 * A group leader (the same user in the other club): messages, settings and payments are disabled, and
 * keyboard focus on one shows why.
 */
export const GroupLeader: Story = {
  parameters: { msw: { handlers: api([{ ...sampleClub, memberType: 3 }]) } },
  render: () => <ShellAt path="/members" page={<AreaPlaceholder area="members" />} />,
  play: async ({ canvas, userEvent }) => {
    const menu = within(await nav(canvas));
    for (const name of ['Beskeder', 'Indstillinger', 'Betalinger']) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(menu.getByRole('link', { name: 'Medlemmer' })).toHaveAttribute('aria-current', 'page');
    menu.getByRole('link', { name: 'Beskeder' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Gruppeledere har ikke adgang');
  },
};

/** A member: messages, their own page and sign-out only; the staff areas are not there at all. */
export const Member: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: api([{ ...sampleClub, memberType: 1 }]) } },
  render: () => <ShellAt path="/my-page" page={<AreaPlaceholder area="myPage" />} />,
  play: async ({ canvas }) => {
    const menu = within(await nav(canvas));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Beskeder', 'Min side', 'Log ud']);
  },
};

/** With chat switched on (both flags), the entry carries the Beta tag. */
export const WithChat: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/chat" page={<AreaPlaceholder area="chat" />} flags={{ chat: true, chat_web: true }} />,
  play: async ({ canvas }) => {
    const menu = within(await nav(canvas));
    await expect(menu.getByRole('link', { name: 'Chat Beta' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without the store-badges flag there are no app-store links and no cookies button. */
export const WithoutStoreBadges: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<OverviewRoute />} flags={{ store_badges: false }} />,
  play: async ({ canvas }) => {
    await nav(canvas);
    await expect(canvas.queryByRole('button', { name: 'Cookies' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).toBeNull();
  },
};

/** A group leader who opens settings by its address: the page says why it is closed. */
export const NoAccessPage: Story = {
  parameters: { msw: { handlers: api([{ ...sampleClub, memberType: 3 }]) } },
  render: () => <ShellAt path="/settings/general" page={<NoAccess area="settings" />} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Indstillinger', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Gruppeledere har ikke adgang', { selector: 'main *' })).toBeVisible();
  },
};

/** Switching club: the other club becomes the active one (and is remembered). */
export const SwitchClub: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<OverviewRoute />} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Skift forening: Aarhus Roklub' }));
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'Risskov Svømmeklub' }));
    await expect(await canvas.findByRole('button', { name: 'Skift forening: Risskov Svømmeklub' })).toBeVisible();
    // In Risskov the user is a group leader: the closed areas follow the club.
    const menu = within(await nav(canvas));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Beskeder' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The club switcher offers to create a club (behind the club-creation flag); it leads to /create-club. */
export const CreateClubEntry: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<RouteName />} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Skift forening: Aarhus Roklub' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Opret forening' }));
    await expect(await canvas.findByText('/create-club')).toBeVisible();
  },
};

/** Without the club-creation flag the switcher lists the clubs only. */
export const WithoutClubCreation: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<RouteName />} flags={{ club_creation: false }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Skift forening: Aarhus Roklub' }));
    await within(document.body).findByRole('menuitemradio', { name: 'Risskov Svømmeklub' });
    await expect(within(document.body).queryByRole('menuitem', { name: 'Opret forening' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The member switcher lists the user and their child; choosing the child opens the child's own page. */
export const SwitchMember: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<RouteName />} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Skift bruger: Anna Hansen/ }));
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: /Oskar Hansen/ }));
    await expect(await canvas.findByText('/my-page')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Skift bruger: Oskar Hansen/ })).toBeVisible();
  },
};

/** The language switcher changes every text of the shell; the brand stays. */
export const SwitchLanguage: Story = {
  tags: ['!snapshot'],
  render: () => <ShellAt path="/overview" page={<OverviewRoute />} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sprog: Dansk' }));
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'English' }));
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    // Back to Danish, so that the story leaves the language as it found it.
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'Dansk' }));
    await canvas.findByRole('navigation', { name: 'Hovedmenu' });
    window.localStorage.removeItem('klubhus.locale');
  },
};

/** Badges are rendered for the counts that are given, each read with its meaning. */
export const Badges: Story = {
  render: () => (
    <ScreenProviders path="/members" session={signedInSession}>
      <Sidebar role="admin" counts={{ pendingRequests: 3, inactiveMembers: 12, clubRequests: 1, payments: 240 }} />
    </ScreenProviders>
  ),
  play: async ({ canvas }) => {
    const menu = within(await nav(canvas));
    await expect(
      menu.getByRole('link', {
        name: 'Medlemmer Ventende anmodninger: 3 Inaktive medlemmer: 12 Foreningsanmodninger: 1',
      }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Betalinger Betalinger: 240' })).toBeVisible();
  },
};
