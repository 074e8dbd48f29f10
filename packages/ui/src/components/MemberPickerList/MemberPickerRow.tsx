import { GridListItem, composeRenderProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { Avatar } from '../Avatar';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipTrigger } from '../Tooltip';

/** A member the picker lists. */
export interface PickerMember {
  id: string;
  /** The full name, shown in the row; also the avatar's initials and the row's typeahead text. */
  name: string;
  /** The avatar image; an inactive member's is not shown. */
  imageUrl?: string;
  /**
   * Whether the member is inactive (invited, not yet activated): dimmed avatar and the marker after
   * the name ("(Får mails)": they still receive mails).
   * @default false
   */
  isInactive?: boolean;
  /** The member's groups: a group icon in the row shows them in a tooltip. None, no icon. */
  groups?: readonly string[];
}

/** The texts a row shows; the list passes its props down. */
interface MemberPickerRowLabels {
  inactiveMarker: string;
  groupsTooltipLabel: string;
}

const row = tv({
  base: [
    'flex h-full cursor-default items-center gap-2.5 border-t border-border px-3 text-base select-none',
    // Rows are dividers between each other; the first one sits on the list's own border.
    '[&[aria-rowindex="1"]]:border-t-0',
    '-outline-offset-2 outline-focus',
  ],
  variants: {
    isSelected: { true: 'bg-brand-soft' },
    isHovered: { true: '' },
    isFocusVisible: { true: 'outline-2 outline-solid' },
    isDisabled: { true: 'text-fg-disabled', false: 'text-fg' },
  },
  compoundVariants: [{ isSelected: false, isHovered: true, className: 'bg-surface-sunken' }],
});

function GroupsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" strokeLinejoin="round" />
      <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
    </svg>
  );
}

/** One row of the member picker: selection box, avatar, name, inactive marker and the groups icon. */
export function MemberPickerRow({ member, labels }: { member: PickerMember; labels: MemberPickerRowLabels }) {
  const { name, imageUrl, isInactive = false, groups = [] } = member;
  return (
    <GridListItem
      id={member.id}
      // The row's accessible name (and typeahead text): the marker is part of what a sighted user reads.
      textValue={isInactive ? `${name} ${labels.inactiveMarker}` : name}
      className={composeRenderProps('', (className, renderProps) => row({ ...renderProps, className }))}
    >
      <Checkbox slot="selection" className="shrink-0 [&_span]:mt-0" />
      <Avatar name={name} src={imageUrl} isInactive={isInactive} size="sm" isDecorative />
      <span className="min-w-0 truncate">{name}</span>
      {isInactive && <span className="shrink-0 text-sm text-fg-muted">{labels.inactiveMarker}</span>}
      {groups.length > 0 && (
        <span className="ml-auto shrink-0">
          <TooltipTrigger>
            <IconButton aria-label={labels.groupsTooltipLabel} size="sm">
              <GroupsIcon />
            </IconButton>
            <Tooltip placement="start">{groups.join(', ')}</Tooltip>
          </TooltipTrigger>
        </span>
      )}
    </GridListItem>
  );
}
