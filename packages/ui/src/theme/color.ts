// Hex parsing and sRGB mixing for the theme functions. Internal: the public API takes and returns hex strings.

/** Red, green and blue, each 0–255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColour = (value: string): boolean => HEX.test(value.trim());

/** `#rgb` or `#rrggbb` (any case) → RGB; anything else throws, naming the value. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new TypeError(`"${hex}" is not a hex colour (#rgb or #rrggbb)`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
}

/** RGB → lower-case `#rrggbb`, rounding and clamping each channel. */
const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` (0–1) of the way from `from` to `to`, channel by channel in sRGB, as `#rrggbb`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb);
}

export const normaliseHex = (hex: string): string => toHex(parseHex(hex));
