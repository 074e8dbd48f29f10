export { SwatchPicker } from './SwatchPicker';
export type { SwatchOption, SwatchPickerProps } from './SwatchPicker';
