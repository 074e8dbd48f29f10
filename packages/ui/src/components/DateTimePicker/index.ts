export { DateTimePicker } from './DateTimePicker';
export type { DateTimePickerHandle, DateTimePickerProps } from './DateTimePicker';
export { formatDateTime, nextFullHour, snapDateTime, snapMinutes } from './dateTime';
