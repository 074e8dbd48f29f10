// What other features may use of the members area (docs/adding-an-area.md §4.5).
export type { MembersSlots, MembersToolbarPartProps } from './slots';
export { membersQueries } from './queries';
