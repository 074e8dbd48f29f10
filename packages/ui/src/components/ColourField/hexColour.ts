/** A colour as the fields hand it out: `#RRGGBB`, upper case. */
const SIX_DIGITS = /^#?([0-9a-f]{6})$/i;
const THREE_DIGITS = /^#?([0-9a-f]{3})$/i;

/**
 * What a person typed as a colour, read the way the colour field reads it (`#abc`, `abc`, `#aabbcc`, `AABBCC`, spaces
 * around allowed) and written `#RRGGBB`; `undefined` for anything else, an empty text too.
 */
export const normaliseHexInput = (text: string): string | undefined => {
  const trimmed = text.trim();
  const six = SIX_DIGITS.exec(trimmed)?.[1];
  if (six) return `#${six.toUpperCase()}`;
  const three = THREE_DIGITS.exec(trimmed)?.[1];
  if (three)
    return `#${[...three]
      .map((digit) => digit + digit)
      .join('')
      .toUpperCase()}`;
  return undefined;
};
