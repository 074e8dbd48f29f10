export { MemberSwitcher } from './MemberSwitcher';
export type { MemberSwitcherProps, SwitchableMember } from './MemberSwitcher';
