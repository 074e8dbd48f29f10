export { LinkifiedText } from './LinkifiedText';
export type { LinkifiedTextProps } from './LinkifiedText';
export { linkParts } from './linkParts';
export type { TextPart } from './linkParts';
