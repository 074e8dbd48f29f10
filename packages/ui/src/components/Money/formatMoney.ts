/**
 * Formats an amount of Danish kroner the way the product shows money everywhere (spec: "two decimals, a
 * comma decimal, dot thousands and the prefix kr."): `formatMoney(1234.5)` → `"kr. 1.234,50"`.
 *
 * - Rounds half away from zero to whole øre: `1.005` → `"kr. 1,01"`, `-1.005` → `"kr. -1,01"`.
 * - A negative amount puts an ASCII hyphen-minus between the prefix and the digits (`"kr. -1.234,50"`),
 *   so the text survives copying into a spreadsheet or a CSV; an amount that rounds to zero has no sign.
 * - Written out by hand rather than with `Intl.NumberFormat('da-DK')`, which gives `"1.234,50 kr."` and
 *   whose output differs between ICU versions.
 *
 * @throws RangeError for NaN, ±Infinity and amounts of 10^13 kr or more (too large to count exactly in øre).
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: ${amount} is not a finite amount`);
  if (Math.abs(amount) >= MAX_EXACT_KRONER)
    throw new RangeError(`formatMoney: ${amount} is too large to format exactly`);
  const ore = toWholeOre(Math.abs(amount));
  const kroner = Math.floor(ore / 100).toString();
  const decimals = (ore % 100).toString().padStart(2, '0');
  const grouped = kroner.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && ore > 0 ? '-' : '';
  return `kr. ${sign}${grouped},${decimals}`;
}

/** 15 significant digits in øre: the largest amounts whose øre a double (and toWholeOre) keeps exact. */
const MAX_EXACT_KRONER = 1e13;

/**
 * `Math.round(amount * 100)`, corrected for binary floating point: `1.005 * 100` is
 * `100.49999999999999`. Cutting the product to 15 significant digits (what a double holds exactly)
 * restores the decimal value the caller meant before rounding half up, which on a non-negative number
 * is half away from zero.
 */
function toWholeOre(nonNegativeAmount: number): number {
  return Math.round(Number((nonNegativeAmount * 100).toPrecision(15)));
}
