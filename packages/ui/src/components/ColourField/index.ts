export { ColourField } from './ColourField';
export type { ColourFieldProps } from './ColourField';
