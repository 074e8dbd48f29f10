import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { NavItem } from './NavItem';

function StoryIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const icons = {
  overview: <StoryIcon d="M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z" />,
  members: <StoryIcon d="M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8" />,
  messages: <StoryIcon d="M4 4h16v16H4zM4 6l8 7 8-7" />,
  settings: <StoryIcon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 12h2M3 12h2M12 3v2M12 19v2" />,
  payments: <StoryIcon d="M2 6h20v12H2zM2 10h20" />,
  activities: <StoryIcon d="M3 5h18v16H3zM3 9h18M8 3v4M16 3v4" />,
  chat: <StoryIcon d="M21 12a8 8 0 0 1-12 7l-6 2 2-6a8 8 0 1 1 16-3" />,
  logout: <StoryIcon d="M9 21H5V3h4M16 17l5-5-5-5M21 12H9" />,
};

/** The app's router, replaced by a spy: a press calls navigate(href) instead of leaving the page. */
const navigate = fn();

const meta = {
  title: 'UI/NavItem',
  component: NavItem,
  args: { href: '/members', children: 'Medlemmer', icon: icons.members, onPress: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
    withPopoverFrame,
  ],
  render: (args) => (
    <nav aria-label="Hovedmenu" className="w-60">
      <ul>
        <li>
          <NavItem {...args} />
        </li>
      </ul>
    </nav>
  ),
  parameters: { frame: { width: 480, height: 64 } },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof NavItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An entry with icon and label. */
export const Default: Story = {};

/** The current page: brand-soft background and aria-current="page". */
export const Current: Story = { args: { isCurrent: true } };

/** A count badge with its screen-reader text (pending requests on /members). */
export const WithCount: Story = { args: { count: 3, countLabel: '3 ventende anmodninger' } };

/** Several counts, each read with its meaning: the members entry's pending requests, inactive members and club requests. */
export const SeveralCounts: Story = {
  args: {
    count: 3,
    countLabel: '3 ventende anmodninger',
    badges: [
      { count: 12, label: '12 inaktive medlemmer', tone: 'neutral' },
      { count: 1, label: '1 foreningsanmodning', tone: 'brand' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Medlemmer 3 ventende anmodninger 12 inaktive medlemmer 1 foreningsanmodning' }),
    ).toBeVisible();
  },
};

/** Counts above 99 read "99+". */
export const LargeCount: Story = {
  args: { href: '/payments', children: 'Betalinger', icon: icons.payments, count: 240, countLabel: '240 betalinger' },
};

/** The "Beta" tag (the chat entry). */
export const Beta: Story = { args: { href: '/chat', children: 'Chat', icon: icons.chat, isBeta: true } };

/** Disabled for group leaders, with the reason in a tooltip (shown here by keyboard focus). */
export const DisabledWithTooltip: Story = {
  args: {
    href: '/messages',
    children: 'Beskeder',
    icon: icons.messages,
    isDisabled: true,
    disabledReason: 'Gruppeledere har ikke adgang',
  },
  play: async ({ args, canvas, userEvent }) => {
    const entry = canvas.getByRole('link', { name: 'Beskeder' });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await expect(entry).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(entry).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Gruppeledere har ikke adgang');
    await expect(entry).toHaveAccessibleDescription('Gruppeledere har ikke adgang');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(entry);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
    // The tooltip is back after the press, for the screenshot.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await canvas.findByRole('tooltip');
  },
};

/** Escape hides the reason; focus stays on the entry. */
export const DisabledTooltipEscape: Story = {
  args: DisabledWithTooltip.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Beskeder' })).toHaveFocus();
  },
};

/** Enter on an entry navigates through the app's router (RAC RouterProvider) and calls onPress. */
export const KeyboardNavigate: Story = {
  args: { count: 3, countLabel: '3 ventende anmodninger' },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Medlemmer 3 ventende anmodninger' });
    await expect(link).toHaveAttribute('href', '/members');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/members', undefined);
  },
};

/** The sidebar as the spec lists it, for a group leader on /overview: every state together. */
export const Catalog: Story = {
  parameters: { frame: { width: 480, height: 400 } },
  render: () => (
    <nav aria-label="Hovedmenu" className="w-60">
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavItem href="/overview" icon={icons.overview} isCurrent>
            Overblik
          </NavItem>
        </li>
        <li>
          <NavItem href="/members" icon={icons.members} count={3} countLabel="3 ventende anmodninger">
            Medlemmer
          </NavItem>
        </li>
        <li>
          <NavItem href="/messages" icon={icons.messages} isDisabled disabledReason="Gruppeledere har ikke adgang">
            Beskeder
          </NavItem>
        </li>
        <li>
          <NavItem href="/settings" icon={icons.settings} isDisabled disabledReason="Gruppeledere har ikke adgang">
            Indstillinger
          </NavItem>
        </li>
        <li>
          <NavItem
            href="/payments"
            icon={icons.payments}
            isDisabled
            disabledReason="Gruppeledere har ikke adgang"
            count={12}
            countLabel="12 betalinger"
            countTone="neutral"
          >
            Betalinger
          </NavItem>
        </li>
        <li>
          <NavItem
            href="/activities"
            icon={icons.activities}
            count={120}
            countLabel="120 nye tilmeldinger"
            countTone="brand"
          >
            Aktiviteter
          </NavItem>
        </li>
        <li>
          <NavItem href="/chat" icon={icons.chat} isBeta>
            Chat
          </NavItem>
        </li>
        <li>
          <NavItem href="/logout" icon={icons.logout}>
            Log ud
          </NavItem>
        </li>
      </ul>
    </nav>
  ),
};
