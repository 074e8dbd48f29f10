export { IconPicker } from './IconPicker';
export type { IconOption, IconPickerProps } from './IconPicker';
