export { Link } from './Link';
export type { LinkProps, LinkTone, LinkVariant } from './Link';
