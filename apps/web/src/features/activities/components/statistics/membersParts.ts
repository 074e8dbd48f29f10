// The parts activities show in the members screen, one chunk loaded by the route table's lazy parts.
export { GroupStatistics } from './GroupStatistics';
export { MemberStatistics } from './MemberStatistics';
