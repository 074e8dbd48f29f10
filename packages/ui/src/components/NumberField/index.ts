export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { normaliseDecimalInput, parseDecimal } from './decimal';
