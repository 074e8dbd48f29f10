import { Button, composeRenderProps, type Key } from 'react-aria-components';
import { ChevronUpDownIcon, PlusIcon } from '../../internal/icons';
import { switcherTrigger } from '../../internal/switcherTrigger';
import { Avatar } from '../Avatar';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../Menu';

/** A club the user belongs to. */
export interface ClubOption {
  id: string;
  name: string;
  /** The club's logo; without it the initials of its name. */
  logoSrc?: string;
}

export interface ClubSwitcherProps {
  /** The user's clubs, in the order to list them. */
  clubs: readonly ClubOption[];
  /** The id of the club being shown; it is marked with a checkmark. */
  activeClubId: string;
  /** Called with the id of another club the user picks (not for the active one). */
  onSelect?: (clubId: string) => void;
  /**
   * When given, an extra last entry opens the create-club modal (the spec: only when the feature is on).
   */
  onCreateClub?: () => void;
  /**
   * The text of the create-club entry.
   * @default 'Opret forening'
   */
  createClubLabel?: string;
  /**
   * What the switcher does, for screen readers: the trigger is announced as "{label}: {club name}".
   * @default 'Skift forening'
   */
  label?: string;
  /**
   * Whether the switcher is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the menu starts open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
}

/**
 * The sidebar's club switcher: a button showing the active club (logo or initials and name) that opens a
 * menu of the user's clubs, the active one checked, and optionally "Opret forening" at the end.
 * Keyboard: Enter, Space or the arrows open it; arrows move; Enter picks; Escape closes and focus
 * returns to the button.
 */
export function ClubSwitcher({
  clubs,
  activeClubId,
  onSelect,
  onCreateClub,
  createClubLabel = 'Opret forening',
  label = 'Skift forening',
  isDisabled = false,
  defaultOpen,
}: ClubSwitcherProps) {
  const active = clubs.find((club) => club.id === activeClubId);
  const onAction = (key: Key) => {
    const club = clubs.find((candidate) => candidate.id === key);
    if (club && club.id !== activeClubId) onSelect?.(club.id);
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button
        isDisabled={isDisabled}
        className={composeRenderProps('', (className, renderProps) => switcherTrigger({ ...renderProps, className }))}
      >
        {active && <Avatar name={active.name} src={active.logoSrc} isDecorative />}
        <span className="min-w-0 flex-1 truncate font-medium">
          {/* Visible text stays part of the name (label-in-name): the purpose is prefixed, hidden. */}
          <span className="sr-only">{active ? `${label}: ` : label}</span>
          {active?.name}
        </span>
        <ChevronUpDownIcon className="size-4 shrink-0 text-fg-muted" />
      </Button>
      <Menu onAction={onAction} className="min-w-60">
        <MenuSection items={clubs} selectionMode="single" selectedKeys={[activeClubId]} shouldCloseOnSelect>
          {(club) => (
            <MenuItem id={club.id} textValue={club.name}>
              <Avatar name={club.name} src={club.logoSrc} size="sm" isDecorative />
              <span className="truncate">{club.name}</span>
            </MenuItem>
          )}
        </MenuSection>
        {onCreateClub ? (
          <MenuSection>
            <MenuItem id="create-club" icon={<PlusIcon />} onAction={onCreateClub}>
              {createClubLabel}
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}
