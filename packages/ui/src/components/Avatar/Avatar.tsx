import { useState } from 'react';
import { tv } from 'tailwind-variants/lite';

export type AvatarSize = 'sm' | 'md' | 'lg';

interface AvatarCommonProps {
  /** The image; without it (or when it fails to load) the initials are shown. */
  src?: string;
  /**
   * The diameter: `sm` 24 px (member picker rows), `md` 32 px (sidebar), `lg` 40 px.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Whether the user is inactive (invited, not yet activated): shown dimmed, without the image, with the
   * initials on a neutral circle.
   * @default false
   */
  isInactive?: boolean;
  /**
   * Whether the name is already written next to the avatar: then the avatar is hidden from screen
   * readers so the name is not read twice.
   * @default false
   */
  isDecorative?: boolean;
  className?: string;
}

/** A person: the initials come from the first name and the surname. */
export interface PersonAvatarProps extends AvatarCommonProps {
  /** The first name (one or more words). */
  firstName: string;
  /** The surname. */
  surname: string;
  name?: never;
}

/** Anything else with a name (a club): the initials come from its first and last word. */
export interface NamedAvatarProps extends AvatarCommonProps {
  /** The full name, also the image's alt text. */
  name: string;
  firstName?: never;
  surname?: never;
}

export type AvatarProps = PersonAvatarProps | NamedAvatarProps;

const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');

/**
 * Up to two initials, upper-cased: first name + surname for a person; otherwise the first letters of the
 * first and last word of the name ("FC Klubhus" → "FK", "Klubhus" → "K").
 */
export function avatarInitials(firstName: string, surname?: string): string {
  const words = firstName.trim().split(/\s+/).filter(Boolean);
  const last = surname?.trim().split(/\s+/).filter(Boolean)[0] ?? (words.length > 1 ? words.at(-1) : undefined);
  return (firstLetter(words[0]) + firstLetter(last)).toLocaleUpperCase();
}

const avatar = tv({
  base: 'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-medium select-none',
  variants: {
    size: {
      sm: 'size-6 text-xs tracking-tighter',
      md: 'size-8 text-xs',
      lg: 'size-10 text-sm',
    },
    tone: {
      image: 'bg-surface-sunken',
      initials: 'bg-brand-soft text-brand-soft-fg',
      inactive: 'border border-dashed border-border-strong bg-neutral-soft text-fg-muted',
    },
  },
  defaultVariants: { size: 'md' },
});

/** A round picture of a user or a club: the image, or the initials when there is none. */
export function Avatar(props: AvatarProps) {
  const { src, size, isInactive = false, isDecorative = false, className } = props;
  const fullName = props.name ?? `${props.firstName} ${props.surname}`.trim();
  const initials =
    props.name === undefined ? avatarInitials(props.firstName, props.surname) : avatarInitials(props.name);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== failedSrc && !isInactive;
  const tone = showImage ? 'image' : isInactive ? 'inactive' : 'initials';

  if (showImage) {
    return (
      <span className={avatar({ size, tone, className })} aria-hidden={isDecorative || undefined}>
        <img
          src={src}
          alt={isDecorative ? '' : fullName}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      className={avatar({ size, tone, className })}
      data-inactive={isInactive || undefined}
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': fullName })}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
