export { Money } from './Money';
export type { MoneyProps, MoneyTone } from './Money';
export { formatMoney } from './formatMoney';
