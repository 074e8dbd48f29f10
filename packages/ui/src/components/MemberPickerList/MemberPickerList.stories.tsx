import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { personImage, personImage2 } from '../../internal/storyImages';
import { storyMembers } from '../../internal/storyMembers';
import { MemberPickerList, type MemberPickerListProps } from './MemberPickerList';
import type { PickerMember } from './MemberPickerRow';

const team: PickerMember[] = [
  { id: 'anna', name: 'Anna Holm', imageUrl: personImage, groups: ['U12', 'Trænere'] },
  { id: 'bo', name: 'Bo Jensen', groups: ['U12'] },
  { id: 'carl', name: 'Carl Nielsen', imageUrl: personImage2 },
  { id: 'dorthe', name: 'Dorthe Hansen', isInactive: true, imageUrl: personImage, groups: ['Forældre'] },
  { id: 'emil', name: 'Emil Pedersen', groups: ['U10', 'U12', 'Senior'] },
  { id: 'freja', name: 'Freja Andersen' },
];

const large = storyMembers(10_000);

/** The list with its selection in story state, reporting every change to `onSelectionChange`. */
function Controlled({ selectedKeys: initial, onSelectionChange, ...args }: MemberPickerListProps) {
  const [selected, setSelected] = useState<Iterable<string>>(initial ?? []);
  return (
    <MemberPickerList
      {...args}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onSelectionChange?.(keys);
      }}
    />
  );
}

const meta = {
  title: 'UI/MemberPickerList',
  component: MemberPickerList,
  args: { members: team, onSelectionChange: fn(), className: 'w-96' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MemberPickerList>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: HTMLElement, name: string) => within(canvas).getByRole('row', { name: new RegExp(`^${name}`) });

/** Six members: clicking a row or pressing Space on it picks the member; the callback gets the ids. */
export const Default: Story = {
  args: { selectedKeys: ['bo'] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('grid', { name: 'Medlemmer' })).toHaveAttribute('aria-multiselectable', 'true');
    await expect(row(canvasElement, 'Bo Jensen')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByText('Anna Holm'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['bo', 'anna']));
    await expect(row(canvasElement, 'Anna Holm')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(row(canvasElement, 'Bo Jensen')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['anna']));
    await expect(row(canvasElement, 'Bo Jensen')).toHaveAttribute('aria-selected', 'false');
  },
};

/** An inactive member: a dimmed avatar without the image and "(Får mails)" after the name. */
export const InactiveMember: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dorthe = row(canvasElement, 'Dorthe Hansen');
    await expect(dorthe).toHaveAccessibleName('Dorthe Hansen (Får mails)');
    await expect(within(dorthe).getByText('(Får mails)')).toBeVisible();
    await expect(within(dorthe).queryByRole('img', { hidden: true })).toBeNull();
    await expect(dorthe.querySelector('[data-inactive]')).not.toBeNull();
    await expect(canvas.getAllByText('(Får mails)')).toHaveLength(1);
  },
};

/**
 * The group icon is reached with the Right arrow from its row; keyboard focus opens its tooltip, which
 * lists the member's groups. Escape closes it.
 */
export const WithGroupsTooltip: Story = {
  decorators: [withPopoverFrame],
  parameters: { frame: { width: 520, height: 340 } },
  args: { className: 'w-96 ml-28', members: team.slice(0, 5) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(row(canvasElement, 'Anna Holm')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const emil = row(canvasElement, 'Emil Pedersen');
    await expect(emil).toHaveFocus();
    const icon = within(emil).getByRole('button', { name: 'Grupper' });
    for (let step = 0; step < 3 && document.activeElement !== icon; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(icon).toHaveFocus();
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('U10, U12, Senior');
    await expect(icon).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    // Open again for the screenshot.
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await expect(await within(canvasElement).findByRole('tooltip')).toHaveTextContent('U10, U12, Senior');
    await expect(canvas.queryAllByRole('button', { name: 'Grupper' })).toHaveLength(4);
  },
};

/** "Vælg alle" picks every member, shows a bar while only some are picked, and unpicks all again. */
export const SelectAll: Story = {
  args: { selectedKeys: ['carl'] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Vælg alle' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(team.map((member) => member.id)));
    for (const member of team) await expect(row(canvasElement, member.name)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    // Ctrl+A in the list picks everyone too; Escape clears.
    await userEvent.click(canvas.getByText('Carl Nielsen'));
    await expect(all).toBePartiallyChecked();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(all).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(all).not.toBeChecked();
    await userEvent.click(canvas.getByText('Bo Jensen'));
    await userEvent.click(canvas.getByText('Emil Pedersen'));
    await expect(all).toBePartiallyChecked();
  },
};

/** No members: the empty text, and nothing to select. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Medlemmer' })).toHaveTextContent('Ingen medlemmer');
    await expect(canvas.getByRole('checkbox', { name: 'Vælg alle' })).toBeDisabled();
  },
};

/** Disabled: the rows show, nothing can be picked. */
export const Disabled: Story = {
  args: { isDisabled: true, selectedKeys: ['anna'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Bo Jensen'));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Vælg alle' })).toBeDisabled();
  },
};

/**
 * 10,000 seeded members: fewer than 100 rows are in the DOM; the arrow keys walk past the first screen,
 * the list scrolling along, and Space picks the focused row.
 */
export const Large: Story = {
  args: { members: large },
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Medlemmer' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    await expect(grid.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
    await userEvent.tab();
    await userEvent.tab();
    const focusedRow = () => document.activeElement?.closest('[role="row"]');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '1');
    for (let step = 0; step < 30; step += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '31'));
    await expect(grid.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard(' ');
    await expect(focusedRow()).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['m31']));
    await expect(canvas.getByRole('checkbox', { name: 'Vælg alle' })).toBePartiallyChecked();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '10000'));
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(grid.scrollTop).toBe(0));
  },
};

const catalog: { title: string; props: Partial<MemberPickerListProps> }[] = [
  { title: 'Ingen valgt', props: {} },
  { title: 'Nogle valgt', props: { selectedKeys: ['anna', 'dorthe'] } },
  { title: 'Alle valgt', props: { selectedKeys: team.map((member) => member.id) } },
  { title: 'Deaktiveret', props: { isDisabled: true, selectedKeys: ['bo'] } },
  { title: 'Lav (200 px)', props: { maxHeight: 200, selectedKeys: ['emil'] } },
  { title: 'Tom', props: { members: [] } },
];

/** Selection states, a disabled list, a lower maximum height and the empty list, for the screenshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid grid-cols-[repeat(3,20rem)] gap-6">
      {catalog.map(({ title, props }) => (
        <div key={title} className="flex flex-col gap-1">
          <span className="text-sm text-fg-muted">{title}</span>
          <MemberPickerList {...args} className="" aria-label={title} {...props} />
        </div>
      ))}
    </div>
  ),
};
