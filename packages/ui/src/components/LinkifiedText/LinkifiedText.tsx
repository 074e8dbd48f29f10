import { Link } from '../Link';
import { linkParts } from './linkParts';

export interface LinkifiedTextProps {
  /** The text as written: shown as text, never as markup, its line breaks kept. */
  text: string;
  /**
   * The element that holds the text.
   * @default 'p'
   */
  elementType?: 'p' | 'span' | 'div';
  /**
   * Extra classes (size, colour, margins).
   * @default undefined
   */
  className?: string;
}

/**
 * Text someone wrote (a comment, a message) with its web addresses made links. The text is rendered as text, so
 * markup in it shows as the characters typed; only `http(s)://` addresses become links, which open in a new tab
 * with `rel="noopener noreferrer"`. Line breaks are kept and a long address wraps rather than widening the page.
 */
export function LinkifiedText({ text, elementType: Element = 'p', className }: LinkifiedTextProps) {
  return (
    <Element className={['whitespace-pre-line wrap-anywhere', className].filter(Boolean).join(' ')}>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          // The parts of one text never reorder: their index is a stable key.
          <Link key={index} href={part.href} target="_blank">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Element>
  );
}
