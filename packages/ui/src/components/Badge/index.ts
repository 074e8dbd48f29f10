export { Badge, formatBadgeCount } from './Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './Badge';
