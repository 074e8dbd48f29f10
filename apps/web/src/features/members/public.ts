// What other features may use of the members area (docs/adding-an-area.md §4.5).
export type {
  GroupStatisticsPartProps,
  MembersSlots,
  MembersToolbarPartProps,
  MemberStatisticsPartProps,
} from './slots';
export { membersQueries } from './queries';
