export { MEMBER_PICKER_ROW_HEIGHT, MemberPickerList } from './MemberPickerList';
export type { MemberPickerListProps } from './MemberPickerList';
export type { PickerMember } from './MemberPickerRow';
