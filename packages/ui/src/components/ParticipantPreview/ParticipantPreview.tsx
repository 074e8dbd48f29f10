import { tv } from 'tailwind-variants/lite';
import { Avatar, type AvatarSize } from '../Avatar';
import { defaultCountLabel, defaultMoreLabel, previewParticipants } from './previewParticipants';

/** Someone taking part (an activity's participant, a message's recipient). */
export interface Participant {
  id: string;
  /** The full name: the avatar's initials and accessible name. */
  name: string;
  /** The avatar image; without it the initials are shown. */
  imageUrl?: string;
  /**
   * Whether the member is inactive: the avatar is dimmed and without the image.
   * @default false
   */
  isInactive?: boolean;
}

export interface ParticipantPreviewProps {
  /** Everyone taking part, in the order to show them; the first `max` get an avatar. */
  participants: readonly Participant[];
  /**
   * How many take part in all, when `participants` holds only the first of them (a server that sends the
   * first four and a count): the rest are counted in "+ n flere" and the accessible name.
   * @default participants.length
   */
  total?: number;
  /**
   * How many avatars are shown before the rest are counted (spec §9: 4).
   * @default 4
   */
  max?: number;
  /**
   * The text after the avatars when there are more participants than `max`.
   * @default (n) => `+ ${n} flere`
   */
  moreLabel?: (more: number) => string;
  /**
   * The preview's accessible name, from the number of participants.
   * @default (count) => count === 1 ? '1 deltager' : `${count} deltagere`
   */
  countLabel?: (count: number) => string;
  /**
   * Shown instead of the avatars when nobody takes part.
   * @default 'Ingen deltagere'
   */
  emptyLabel?: string;
  /**
   * The avatars' size.
   * @default 'md'
   */
  size?: AvatarSize;
  /** Classes for the outer element (layout: margins). */
  className?: string;
}

const preview = tv({
  slots: {
    root: 'inline-flex items-center gap-2 text-sm text-fg-muted',
    stack: 'flex items-center',
    avatar: 'ring-2 ring-surface',
  },
  variants: {
    size: {
      sm: { stack: '-space-x-1.5' },
      md: { stack: '-space-x-2' },
      lg: { stack: '-space-x-2.5' },
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * A short look at who takes part: up to `max` overlapping avatars and, when there are more, "+ n flere".
 * It is a named group ("7 deltagere") whose avatars carry the shown participants' names.
 */
export function ParticipantPreview({
  participants,
  total,
  max = 4,
  moreLabel = defaultMoreLabel,
  countLabel = defaultCountLabel,
  emptyLabel = 'Ingen deltagere',
  size = 'md',
  className,
}: ParticipantPreviewProps) {
  const styles = preview({ size });
  const { shown, more } = previewParticipants(participants, max, total);
  const everyone = shown.length + more;
  return (
    <div role="group" aria-label={countLabel(everyone)} className={styles.root({ className })}>
      {everyone === 0 ? (
        <span>{emptyLabel}</span>
      ) : (
        <span className={styles.stack()}>
          {shown.map((participant) => (
            <Avatar
              key={participant.id}
              name={participant.name}
              src={participant.imageUrl}
              isInactive={participant.isInactive}
              size={size}
              className={styles.avatar()}
            />
          ))}
        </span>
      )}
      {more > 0 && <span>{moreLabel(more)}</span>}
    </div>
  );
}
