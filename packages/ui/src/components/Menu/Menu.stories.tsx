import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function StoryIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const editIcon = <StoryIcon d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />;
const mailIcon = <StoryIcon d="M4 4h16v16H4zM4 6l8 7 8-7" />;
const copyIcon = <StoryIcon d="M8 8h12v12H8zM4 16V4h12" />;
const trashIcon = <StoryIcon d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />;

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn() },
  decorators: [withPopoverFrame],
  parameters: { frame: { width: 360, height: 240 } },
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Handlinger</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={editIcon}>
          Rediger medlem
        </MenuItem>
        <MenuItem id="mail" icon={mailIcon}>
          Send velkomstmail
        </MenuItem>
        <MenuItem id="copy" icon={copyIcon}>
          Kopiér link
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open below its trigger: items with icons. */
export const Default: Story = {};

/** Plain text items, no icons. */
export const TextOnly: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Eksportér</Button>
      <Menu {...args}>
        <MenuItem id="csv">Medlemmer (CSV)</MenuItem>
        <MenuItem id="age">Medlemmer efter alder</MenuItem>
        <MenuItem id="inactive">Inaktive medlemmer</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

/** A disabled item is greyed out and skipped by the arrow keys. */
export const DisabledItem: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Handlinger</Button>
      <Menu {...args} disabledKeys={['mail']}>
        <MenuItem id="edit" icon={editIcon}>
          Rediger medlem
        </MenuItem>
        <MenuItem id="mail" icon={mailIcon}>
          Send velkomstmail
        </MenuItem>
        <MenuItem id="copy" icon={copyIcon}>
          Kopiér link
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

/** A danger item for an action that deletes, set apart by a separator. */
export const DangerItem: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Handlinger</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={editIcon}>
          Rediger medlem
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={trashIcon} variant="danger">
          Fjern fra forening
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

/** Sections with headings; the second selects one value (radio items with a checkmark). */
export const SectionsAndSelection: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Vis</Button>
      <Menu {...args}>
        <MenuSection title="Handlinger">
          <MenuItem id="mail" icon={mailIcon}>
            Send velkomstmail
          </MenuItem>
        </MenuSection>
        <MenuSection title="Sortér efter" selectionMode="single" selectedKeys={['firstName']}>
          <MenuItem id="firstName">Fornavn</MenuItem>
          <MenuItem id="surname">Efternavn</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
};

/** Everything at once: icons, a disabled item, a heading, selection and a danger item. */
export const Catalog: Story = {
  parameters: { frame: { width: 360, height: 360 } },
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Handlinger</Button>
      <Menu {...args} disabledKeys={['copy']}>
        <MenuSection title="Medlem">
          <MenuItem id="edit" icon={editIcon}>
            Rediger medlem
          </MenuItem>
          <MenuItem id="mail" icon={mailIcon}>
            Send velkomstmail
          </MenuItem>
          <MenuItem id="copy" icon={copyIcon}>
            Kopiér link
          </MenuItem>
        </MenuSection>
        <MenuSection title="Sortér efter" selectionMode="single" selectedKeys={['firstName']}>
          <MenuItem id="firstName">Fornavn</MenuItem>
          <MenuItem id="surname">Efternavn</MenuItem>
        </MenuSection>
        <MenuSection>
          <MenuItem id="delete" icon={trashIcon} variant="danger">
            Fjern fra forening
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
};

function ClosedMenu(args: Story['args']) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Handlinger</Button>
      <Menu {...args} disabledKeys={['mail']}>
        <MenuItem id="edit" icon={editIcon}>
          Rediger medlem
        </MenuItem>
        <MenuItem id="mail" icon={mailIcon}>
          Send velkomstmail
        </MenuItem>
        <MenuItem id="copy" icon={copyIcon}>
          Kopiér link
        </MenuItem>
        <MenuItem id="delete" icon={trashIcon} variant="danger">
          Fjern fra forening
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Enter opens the menu on the first item, ArrowDown skips the disabled one, Enter runs the item and focus returns. */
export const KeyboardAction: Story = {
  render: (args) => <ClosedMenu {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Handlinger' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await expect(menu).toHaveAccessibleName('Handlinger');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Rediger medlem' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Kopiér link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('copy', undefined);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the menu without running anything and returns focus to the trigger. */
export const EscapeCloses: Story = {
  render: (args) => <ClosedMenu {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Handlinger' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Fjern fra forening' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A pointer press on a disabled item does nothing; on an enabled item it runs it. */
export const PointerAction: Story = {
  render: (args) => <ClosedMenu {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Handlinger' }));
    const disabled = await canvas.findByRole('menuitem', { name: 'Send velkomstmail' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Fjern fra forening' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
  },
};
