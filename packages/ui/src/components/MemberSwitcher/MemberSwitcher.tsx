import { Button, composeRenderProps, type Key } from 'react-aria-components';
import { ChevronUpDownIcon } from '../../internal/icons';
import { switcherTrigger } from '../../internal/switcherTrigger';
import { Avatar } from '../Avatar';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../Menu';

/** Someone the signed-in user can act as: the user themself, or a relation (a child) they manage. */
export interface SwitchableMember {
  id: string;
  firstName: string;
  surname: string;
  imageSrc?: string;
  /** A short note after the name in the menu, e.g. "Dig" or "Barn". */
  relation?: string;
  /**
   * Whether the person is inactive: their avatar is dimmed and without the image.
   * @default false
   */
  isInactive?: boolean;
}

export interface MemberSwitcherProps {
  /** The signed-in user first, then the relations they can act for, in the order to list them. */
  members: readonly SwitchableMember[];
  /** The id of the person the app acts as now; checked in the menu and shown on the button. */
  currentId: string;
  /** Called with the id of another person the user picks (not for the current one). */
  onSelect?: (memberId: string) => void;
  /**
   * What the switcher does, for screen readers: announced as "{label}: {name}".
   * @default 'Skift bruger'
   */
  label?: string;
  /**
   * Whether the menu starts open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
}

const fullName = (member: SwitchableMember) => `${member.firstName} ${member.surname}`.trim();

/**
 * "Act as": the sidebar's member switcher. A parent can switch between their own user and the children
 * (relations) they manage; the app then shows the club as that person. The button shows the current
 * person's avatar and name; the menu lists everyone in `members`, the current one checked. With only
 * one person there is nothing to switch: the name is shown without a button.
 */
export function MemberSwitcher({
  members,
  currentId,
  onSelect,
  label = 'Skift bruger',
  defaultOpen,
}: MemberSwitcherProps) {
  const current = members.find((member) => member.id === currentId) ?? members[0];
  if (!current) return null;
  const avatar = (member: SwitchableMember, size: 'sm' | 'md') => (
    <Avatar
      firstName={member.firstName}
      surname={member.surname}
      src={member.imageSrc}
      isInactive={member.isInactive}
      size={size}
      isDecorative
    />
  );

  if (members.length < 2) {
    return (
      <div className="flex min-w-0 items-center gap-2.5 px-2 py-1.5 text-base text-fg">
        {avatar(current, 'md')}
        <span className="min-w-0 flex-1 truncate font-medium">{fullName(current)}</span>
      </div>
    );
  }

  const onAction = (key: Key) => {
    if (key !== current.id && members.some((member) => member.id === key)) onSelect?.(String(key));
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button
        className={composeRenderProps('', (className, renderProps) => switcherTrigger({ ...renderProps, className }))}
      >
        {avatar(current, 'md')}
        <span className="min-w-0 flex-1 truncate font-medium">
          <span className="sr-only">{`${label}: `}</span>
          {fullName(current)}
        </span>
        <ChevronUpDownIcon className="size-4 shrink-0 text-fg-muted" />
      </Button>
      <Menu onAction={onAction} className="min-w-60">
        <MenuSection items={members} selectionMode="single" selectedKeys={[current.id]} shouldCloseOnSelect>
          {(member) => (
            <MenuItem id={member.id} textValue={fullName(member)}>
              {avatar(member, 'sm')}
              <span className="truncate">{fullName(member)}</span>
              {member.relation && <span className="ml-auto shrink-0 text-sm text-fg-muted">{member.relation}</span>}
            </MenuItem>
          )}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
