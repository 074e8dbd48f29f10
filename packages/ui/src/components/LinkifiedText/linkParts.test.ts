import { describe, expect, it } from 'vitest';
import { linkParts, type TextPart } from './linkParts';

const text = (value: string): TextPart => ({ kind: 'text', text: value });
const link = (value: string, href = value): TextPart => ({ kind: 'link', text: value, href });

describe('linkParts', () => {
  it.each<[string, TextPart[]]>([
    ['', []],
    ['Ingen links her', [text('Ingen links her')]],
    ['https://klub.dk', [link('https://klub.dk', 'https://klub.dk/')]],
    [
      'Se http://klub.dk/kalender?uge=43#fredag og kom',
      [text('Se '), link('http://klub.dk/kalender?uge=43#fredag'), text(' og kom')],
    ],
    // Punctuation that ends the sentence is not the address's.
    ['Se https://klub.dk/a.', [text('Se '), link('https://klub.dk/a'), text('.')]],
    [
      'Se https://klub.dk/a, og https://klub.dk/b!',
      [text('Se '), link('https://klub.dk/a'), text(', og '), link('https://klub.dk/b'), text('!')],
    ],
    // A closing bracket belongs to the address only when the address opens it.
    ['(se https://klub.dk/a)', [text('(se '), link('https://klub.dk/a'), text(')')]],
    ['https://da.wikipedia.org/wiki/Fodbold_(sport)', [link('https://da.wikipedia.org/wiki/Fodbold_(sport)')]],
    // Line breaks stay text, around and between addresses.
    ['Bus:\nhttps://klub.dk/bus\nTak', [text('Bus:\n'), link('https://klub.dk/bus'), text('\nTak')]],
    // Markup ends an address and stays text.
    [
      '<a href="https://ond.dk">klik</a>',
      [text('<a href="'), link('https://ond.dk', 'https://ond.dk/'), text('">klik</a>')],
    ],
    // Only http(s): no other scheme, and no address without one, is a link.
    [
      'javascript:alert(1) data:text/html,x www.klub.dk ftp://klub.dk',
      [text('javascript:alert(1) data:text/html,x www.klub.dk ftp://klub.dk')],
    ],
    // No host, no link.
    ['https:// og https://?', [text('https:// og https://?')]],
    ['HTTPS://KLUB.DK/A', [link('HTTPS://KLUB.DK/A', 'https://klub.dk/A')]],
  ])('%j', (input, parts) => {
    expect(linkParts(input)).toEqual(parts);
    // Joined, the parts are the text itself.
    expect(
      linkParts(input)
        .map((part) => part.text)
        .join(''),
    ).toBe(input);
  });
});
