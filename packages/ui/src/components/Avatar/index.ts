export { Avatar, avatarInitials } from './Avatar';
export type { AvatarProps, AvatarSize, NamedAvatarProps, PersonAvatarProps } from './Avatar';
