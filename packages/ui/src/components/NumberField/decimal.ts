/**
 * Decimal input as Danish users type it. The spec (§9): "Amounts with a comma are converted to a dot";
 * money is shown with a comma decimal and dot thousands ("1.234,50"), so that is also how it is typed.
 *
 * Rules, in order:
 * - Spaces (also no-break and thin spaces) are ignored: "1 234,50" is "1234.50".
 * - One optional leading minus.
 * - Both `,` and `.` present: the LAST of them is the decimal separator, the other one groups thousands
 *   ("1.234,50" and "1,234.50" are both "1234.50"); the groups must then be exactly three digits.
 * - Only commas: one comma is the decimal separator ("1234,50"); several commas are rejected.
 * - Only dots: one dot is the decimal separator ("12.5", also "1.234" = 1.234, as the server would read
 *   it); several dots group thousands ("1.234.567") and must be three-digit groups.
 * - A leading separator gets a zero (",5" is "0.5"); a trailing one is dropped ("12," is "12").
 * - Anything else (letters, two minus signs, "1.23,5") is not a number.
 */
const ANY_SPACE = /[\s\u00a0\u202f]/g;
const DIGITS = /^\d*$/;

/** Whether the characters could be part of a decimal number being typed: digits, `,`, `.`, `-`, spaces. */
export function isDecimalCharacters(text: string): boolean {
  return /^[\d.,\-\s\u00a0\u202f]*$/.test(text);
}

/** Joins the integer groups split by a thousands separator, or null when a group is not three digits. */
function joinGroups(groups: string[]): string | null {
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/**
 * The dot form of a typed decimal: `"1.234,50"` → `"1234.50"`, `"12,5"` → `"12.5"`, `""` → `""`.
 * Decimals are kept as typed (no rounding, trailing zeros stay). Returns `null` when the text is not a
 * decimal number (letters, misplaced separators).
 */
export function normaliseDecimalInput(text: string): string | null {
  let rest = text.replace(ANY_SPACE, '');
  if (rest === '') return '';
  let sign = '';
  if (rest.startsWith('-')) {
    sign = '-';
    rest = rest.slice(1);
  }
  if (!/^[\d.,]+$/.test(rest)) return null;

  const decimalAt = Math.max(rest.lastIndexOf(','), rest.lastIndexOf('.'));
  const hasComma = rest.includes(',');
  const hasDot = rest.includes('.');
  let integer: string | null;
  let fraction: string;

  if (decimalAt === -1) {
    integer = rest;
    fraction = '';
  } else if (hasComma && hasDot) {
    const separator = rest[decimalAt];
    const grouping = separator === ',' ? '.' : ',';
    fraction = rest.slice(decimalAt + 1);
    const head = rest.slice(0, decimalAt);
    if (head.includes(separator ?? '')) return null;
    integer = joinGroups(head.split(grouping));
  } else {
    const separator = hasComma ? ',' : '.';
    const parts = rest.split(separator);
    if (parts.length === 2) {
      integer = parts[0] ?? '';
      fraction = parts[1] ?? '';
    } else if (separator === '.') {
      integer = joinGroups(parts);
      fraction = '';
    } else {
      return null;
    }
  }

  if (integer === null || !DIGITS.test(integer) || !DIGITS.test(fraction)) return null;
  if (integer === '' && fraction === '') return null;
  return `${sign}${integer === '' ? '0' : integer}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The number a typed decimal stands for (`"1.234,50"` → 1234.5), or `null` for empty or invalid text. */
export function parseDecimal(text: string): number | null {
  const normalised = normaliseDecimalInput(text);
  if (normalised === null || normalised === '') return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
