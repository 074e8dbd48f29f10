import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState, type EmptyStateProps } from './EmptyState';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const UsersIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
  </Icon>
);

const CardIcon = () => (
  <Icon>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

const RepeatIcon = () => (
  <Icon>
    <path d="M17 2.5 20.5 6 17 9.5" />
    <path d="M3.5 11V9.5A3.5 3.5 0 0 1 7 6h13.5" />
    <path d="M7 21.5 3.5 18 7 14.5" />
    <path d="M20.5 13v1.5A3.5 3.5 0 0 1 17 18H3.5" />
  </Icon>
);

const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20.5 20.5-4.5-4.5" />
  </Icon>
);

/** The create action's spy, shared by the stories that press it. */
const onCreate = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <UsersIcon />,
    title: 'Ingen medlemmer endnu',
    description: 'Når du opretter eller importerer medlemmer, vises de her.',
    children: <Button onPress={onCreate}>Opret medlem</Button>,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    icon: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without an action: the activity payment that nobody has paid yet (the spec's own sentence). */
export const WithoutAction: Story = {
  args: {
    icon: <CardIcon />,
    title: 'Ingen betalinger endnu',
    description: 'Betalinger i denne betalingsaktivitet bliver vist, så snart de foretages af medlemmer.',
    children: undefined,
  },
};

/** Without a picture, for small areas: a search that found nothing. */
export const WithoutIcon: Story = {
  args: {
    icon: undefined,
    title: 'Ingen resultater',
    description: 'Ingen medlemmer matcher søgningen. Prøv et andet navn.',
    children: undefined,
  },
};

/** Several actions sit in a row, the main one first. */
export const SeveralActions: Story = {
  args: {
    children: (
      <>
        <Button onPress={onCreate}>Opret medlem</Button>
        <Button variant="secondary">Importer medlemmer</Button>
      </>
    ),
  },
};

/** Inside a bordered list area: the subscription plans list with its create prompt. */
export const InPanel: Story = {
  args: {
    icon: <RepeatIcon />,
    title: 'Ingen abonnementer endnu',
    description: 'Opret et abonnement for at opkræve kontingent automatisk hver måned, kvartal, halvår eller år.',
    children: <Button onPress={onCreate}>Opret abonnement</Button>,
  },
  render: (args) => (
    <div className="w-[560px] rounded-surface border border-border bg-surface">
      <div className="border-b border-border px-4 py-2.5 text-sm font-medium text-fg-muted">Abonnementer</div>
      <EmptyState {...args} />
    </div>
  ),
};

/** The action is an ordinary button: reached with Tab and pressed with Enter. */
export const ActionPress: Story = {
  play: async ({ canvas, userEvent }) => {
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ingen medlemmer endnu' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Opret medlem' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** `headingLevel` fits the title into the page's outline. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2, icon: <SearchIcon />, title: 'Ingen resultater', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ingen resultater' })).toBeInTheDocument();
  },
};

const variants: { name: string; props: Partial<EmptyStateProps> }[] = [
  { name: 'Fuld', props: {} },
  {
    name: 'Uden handling',
    props: {
      icon: <CardIcon />,
      title: 'Ingen betalinger endnu',
      description: 'Betalinger i denne betalingsaktivitet bliver vist, så snart de foretages af medlemmer.',
      children: undefined,
    },
  },
  {
    name: 'Uden ikon',
    props: { icon: undefined, title: 'Ingen resultater', description: 'Prøv et andet navn.', children: undefined },
  },
  {
    name: 'Kun titel',
    props: { icon: undefined, title: 'Ingen grupper', description: undefined, children: undefined },
  },
];

/** The four shapes, each in a bordered area, plus one on a sunken surface. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid w-[760px] grid-cols-2 gap-4">
      {variants.map((variant) => (
        <div key={variant.name} className="rounded-surface border border-border bg-surface">
          <div className="border-b border-border px-3 py-1.5 text-sm text-fg-muted">{variant.name}</div>
          <EmptyState {...args} {...variant.props} />
        </div>
      ))}
      <div className="col-span-2 rounded-surface bg-surface-sunken">
        <EmptyState
          {...args}
          icon={<RepeatIcon />}
          title="Ingen abonnementer endnu"
          description="Opret et abonnement for at opkræve kontingent automatisk."
        >
          <Button onPress={onCreate}>Opret abonnement</Button>
        </EmptyState>
      </div>
    </div>
  ),
};
