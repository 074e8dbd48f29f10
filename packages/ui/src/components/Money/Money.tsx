import { tv } from 'tailwind-variants/lite';
import { formatMoney } from './formatMoney';

export type MoneyTone = 'inherit' | 'muted' | 'danger' | 'signed';

export interface MoneyProps {
  /** The amount in kroner (DKK), e.g. `1234.5`; shown as "kr. 1.234,50" (see `formatMoney`). */
  amount: number;
  /**
   * The text colour: `inherit` takes the surrounding text colour, `muted` the secondary text colour,
   * `danger` is always red, and `signed` is red only when the amount is negative (a debt or a refund in
   * a list of payments).
   * @default 'inherit'
   */
  tone?: MoneyTone;
  /**
   * Extra classes for the span (weight, size, alignment).
   * @default undefined
   */
  className?: string;
}

const money = tv({
  // Tabular digits keep amounts aligned in columns; an amount never breaks across lines.
  base: 'whitespace-nowrap tabular-nums',
  variants: {
    tone: { inherit: '', muted: 'text-fg-muted', danger: 'text-danger' },
  },
});

/**
 * An amount of money in the product's one format, "kr. 1.234,50": prefix "kr.", two decimals, comma
 * decimal and dot thousands. The text is the amount as a screen reader should read it, so it needs no label.
 */
export function Money({ amount, tone = 'inherit', className }: MoneyProps) {
  const text = formatMoney(amount);
  const isNegative = text.startsWith('kr. -');
  const colour = tone === 'signed' ? (isNegative ? 'danger' : 'inherit') : tone;
  return (
    <span data-negative={isNegative || undefined} className={money({ tone: colour, className })}>
      {text}
    </span>
  );
}
