export { MobileNotice } from './MobileNotice';
export type { MobileNoticeProps, MobileNoticeStoreLink } from './MobileNotice';
